import { invoiceLoadMessage, keyRejectedMessage } from '../../../api/error-messages'
import { isApiError } from '../../../lib/api-error'
import { TransitionLink } from '../../../components/transition-link'

interface InvoiceErrorAlertProps {
  error: unknown
  onRetry: () => void
  settingsPath: string
}

/**
 * The message for a failed load; the rows already on screen stay where they are. Only a rejected key
 * has no Retry: it would fail again.
 */
export function InvoiceErrorAlert({ error, onRetry, settingsPath }: InvoiceErrorAlertProps) {
  const apiError = isApiError(error) ? error : null
  if (apiError?.kind === 'unauthorized') {
    return (
      <div role="alert" className="notice notice-danger">
        {keyRejectedMessage}{' '}
        <TransitionLink to={settingsPath}>Check the connection settings</TransitionLink>.
      </div>
    )
  }
  return (
    <div role="alert" className="notice notice-danger">
      {invoiceLoadMessage(apiError)}{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
