/** Says why requests are being held back: a 429's countdown, or a spent budget waiting for its window. */
import { useQueryClient } from '@tanstack/react-query'
import { focusPageHeading } from '../../components/focus-page-heading'
import { formatWait } from '../../lib/format-duration'
import { invoiceQueries } from '../../api/invoice-queries'
import type { RateLimitStore } from '../../api/rate-limit-store'
import { useSecondsUntil } from '../../lib/use-seconds-until'
import { useRateLimit } from './use-rate-limit'
import './rate-limit.css'

export function RateLimitAlert({ store }: { store: RateLimitStore }) {
  const queryClient = useQueryClient()
  const { cooldownUntil, waitingUntil } = useRateLimit(store)
  const cooldownSeconds = useSecondsUntil(cooldownUntil)
  const waitSeconds = useSecondsUntil(waitingUntil)

  if (cooldownSeconds > 0) {
    return (
      <div className="rate-limit-cooldown">
        <div role="alert" className="notice rate-limit-notice rate-limit-alert">
          {/* role=timer is a live region that stays quiet, so the alert is read once, not every second. */}
          Rate limit reached. Retrying in <span role="timer">{formatWait(cooldownSeconds)}</span>
        </div>
        {/* Beside the alert, not in it: the alert's words stay exactly what is announced. */}
        <button
          type="button"
          onClick={() => {
            store.endCooldown()
            // The alert and this button go at once; the page's heading comes right after them.
            focusPageHeading()
            // Retries waiting out the cooldown start over now instead of when it would have ended. A
            // refetch alone would join a view's first fetch (one with no data yet) and sleep on with
            // it: cancelling first ends that wait. Only the invoice pages: a walk (a summary) wakes
            // by itself when the cooldown ends, and cancelling it would walk again from the start.
            const pages = { queryKey: invoiceQueries.lists(), type: 'active' } as const
            void queryClient.cancelQueries(pages).then(() => queryClient.refetchQueries(pages))
          }}
        >
          Try now
        </button>
      </div>
    )
  }
  return (
    <p role="status" className={waitSeconds > 0 ? 'notice rate-limit-notice' : 'visually-hidden'}>
      {waitSeconds > 0 &&
        `No API requests left this minute. Loading resumes in ${formatWait(waitSeconds)}, when the next minute starts.`}
    </p>
  )
}
