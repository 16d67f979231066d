/** Says why requests are being held back: a 429's countdown, or a spent budget waiting for its window. */
import type { RateLimitStore } from './rate-limit-store'
import { useRateLimit, useSecondsUntil } from './use-rate-limit'
import './rate-limit.css'

export function RateLimitAlert({ store }: { store: RateLimitStore }) {
  const { cooldownUntil, waitingUntil } = useRateLimit(store)
  const cooldownSeconds = useSecondsUntil(cooldownUntil)
  const waitSeconds = useSecondsUntil(waitingUntil)

  if (cooldownSeconds > 0) {
    return (
      <div role="alert" className="notice rate-limit-notice rate-limit-alert">
        {/* role=timer is a live region that stays quiet, so the alert is read once, not every second. */}
        Rate limit reached. Retrying in <span role="timer">{cooldownSeconds}</span> s
      </div>
    )
  }
  return (
    <p
      role="status"
      className={waitSeconds > 0 ? 'notice rate-limit-notice' : 'rate-limit-status-idle'}
    >
      {waitSeconds > 0 &&
        `No API requests left this minute. Loading resumes in ${waitSeconds} s, when the next minute starts.`}
    </p>
  )
}
