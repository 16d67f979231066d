/** Reads the rate-limit headers tolerantly: anything unusable is `null`, never 0. */

const wholeNumber = /^\d+$/

export function parseRateLimitRemaining(value: string | null): number | null {
  if (value === null) return null
  const trimmed = value.trim()
  if (!wholeNumber.test(trimmed)) return null
  const parsed = Number(trimmed)
  return Number.isSafeInteger(parsed) ? parsed : null
}

/** The wait when a 429 gives no usable `Retry-After`: the only fallback, so every 429 has a wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60

/** No wait is longer than this, whatever a server says: a day-long `Retry-After` is a broken server. */
export const MAX_RETRY_AFTER_SECONDS = 600

/**
 * `Retry-After` is either delta-seconds or an HTTP date. A date in the past means "now", which we
 * round up to one second so a countdown is never zero; garbage or absence falls back to 60 s; more
 * than ten minutes is capped at ten.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number {
  return Math.min(MAX_RETRY_AFTER_SECONDS, readRetryAfter(value, now))
}

function readRetryAfter(value: string | null, now: number): number {
  if (value === null) return DEFAULT_RETRY_AFTER_SECONDS
  const trimmed = value.trim()
  if (wholeNumber.test(trimmed)) return Math.max(1, Number(trimmed))
  if (!/[a-z]/i.test(trimmed)) return DEFAULT_RETRY_AFTER_SECONDS
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS
  return Math.max(1, Math.ceil((date - now) / 1000))
}
