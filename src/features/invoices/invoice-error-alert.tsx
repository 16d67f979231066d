import { Link } from 'react-router'
import { isApiError } from '../../lib/api-error'

interface InvoiceErrorAlertProps {
  error: unknown
  onRetry: () => void
  settingsPath: string
}

/** The message for a failed load; the rows already on screen stay where they are. */
export function InvoiceErrorAlert({ error, onRetry, settingsPath }: InvoiceErrorAlertProps) {
  const kind = isApiError(error) ? error.kind : 'unknown'
  if (kind === 'unauthorized') {
    return (
      <div role="alert" className="notice notice-danger">
        The API key was rejected. <Link to={settingsPath}>Check the connection settings</Link>.
      </div>
    )
  }
  if (kind === 'malformed') {
    return (
      <div role="alert" className="notice notice-danger">
        Unexpected response from the server.{' '}
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    )
  }
  const message =
    kind === 'timeout'
      ? 'The server took too long to answer.'
      : kind === 'network'
        ? 'The invoice service could not be reached.'
        : kind === 'server'
          ? 'The invoice service had a problem.'
          : 'The invoices could not be loaded.'
  return (
    <div role="alert" className="notice notice-danger">
      {message}{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
