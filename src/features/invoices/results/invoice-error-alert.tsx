import { isApiError, type ApiError } from '../../../lib/api-error'
import { REQUEST_TIMEOUT_MS } from '../../../lib/http-client'
import { TransitionLink } from '../../../components/transition-link'

interface InvoiceErrorAlertProps {
  error: unknown
  onRetry: () => void
  settingsPath: string
}

/** What the user reads for each kind of failure. Only a rejected key has no Retry: it would fail again. */
export function messageFor(error: ApiError | null): string {
  switch (error?.kind) {
    case 'malformed':
      return 'Unexpected response from the server.'
    case 'timeout':
      return `The invoice service did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds.`
    case 'network':
      return 'The invoice service could not be reached. Check your connection.'
    case 'server':
      return `The invoice service had a problem${error.status ? ` (HTTP ${error.status})` : ''}.`
    case 'rate-limited':
      return 'Rate limit reached.'
    case 'invalid':
      return `The invoice service refused the request${error.status ? ` (HTTP ${error.status})` : ''}.`
    default:
      return 'The invoices could not be loaded.'
  }
}

/** The message for a failed load; the rows already on screen stay where they are. */
export function InvoiceErrorAlert({ error, onRetry, settingsPath }: InvoiceErrorAlertProps) {
  const apiError = isApiError(error) ? error : null
  if (apiError?.kind === 'unauthorized') {
    return (
      <div role="alert" className="notice notice-danger">
        The API key was rejected.{' '}
        <TransitionLink to={settingsPath}>Check the connection settings</TransitionLink>.
      </div>
    )
  }
  return (
    <div role="alert" className="notice notice-danger">
      {messageFor(apiError)}{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
