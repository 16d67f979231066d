import { useEffectEvent, useLayoutEffect, useRef } from 'react'
import { invoiceLoadMessage, keyRejectedMessage } from '../../../api/error-messages'
import { isApiError } from '../../../lib/api-error'
import { TransitionLink } from '../../../components/transition-link'

interface InvoiceErrorAlertProps {
  error: unknown
  onRetry: () => void
  settingsPath: string
  /** Moves focus where the answer comes, when the alert leaves while it holds focus. */
  focusResults: () => void
}

/**
 * The message for a failed load; the rows already on screen stay where they are. Only a rejected key
 * has no Retry: it would fail again.
 */
export function InvoiceErrorAlert({
  error,
  onRetry,
  settingsPath,
  focusResults,
}: InvoiceErrorAlertProps) {
  const apiError = isApiError(error) ? error : null
  const alertRef = useRef<HTMLDivElement>(null)
  // Retry (or the answer it brings) removes this alert: focus on its button would fall to the page,
  // so it goes to the results section where the rows come. Run while the alert is still in the
  // document, before React removes it.
  const leave = useEffectEvent((alert: HTMLDivElement | null) => {
    if (alert?.contains(document.activeElement)) focusResults()
  })
  useLayoutEffect(() => {
    const alert = alertRef.current
    return () => {
      leave(alert)
    }
  }, [])
  if (apiError?.kind === 'unauthorized') {
    return (
      <div role="alert" className="notice notice-danger">
        {keyRejectedMessage}{' '}
        <TransitionLink to={settingsPath}>Check the connection settings</TransitionLink>.
      </div>
    )
  }
  return (
    <div role="alert" className="notice notice-danger" ref={alertRef}>
      {invoiceLoadMessage(apiError)}{' '}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
