/**
 * Says what happens while a failed request is tried again (a timeout, a 5xx, no network), instead
 * of a silent skeleton for the ~49 s that three timed-out tries can take.
 */
import { invoiceLoadMessage } from '../../../api/error-messages'
import { isApiError } from '../../../lib/api-error'
import { MAX_TRANSIENT_TRIES } from '../../../lib/retry-policy'
import './retry-status.css'

const retriedKinds = new Set(['timeout', 'server', 'network'])

interface RetryStatusProps {
  /** The last failure of the request in flight, if it failed before. */
  failureReason: unknown
  /** Failed tries so far. */
  failureCount: number
  retrying: boolean
}

export function RetryStatus({ failureReason, failureCount, retrying }: RetryStatusProps) {
  const error = isApiError(failureReason) ? failureReason : null
  const show = retrying && failureCount > 0 && error !== null && retriedKinds.has(error.kind)
  return (
    <p role="status" className="retry-status">
      {show &&
        `${invoiceLoadMessage(error)} Trying again (${Math.min(failureCount + 1, MAX_TRANSIENT_TRIES)} of ${MAX_TRANSIENT_TRIES})…`}
    </p>
  )
}
