/**
 * Whether a failed request is tried again, and after how long. React Query's `retry` and `retryDelay`
 * both ask this one function, so the decision and the delay can never disagree.
 */
import { isApiError } from './api-error'

/** Tries in all, the first included, for a failure that may pass: 5xx, network, timeout. */
export const MAX_TRANSIENT_TRIES = 3
/** The first retry waits about this long; each next one doubles it. */
export const BACKOFF_BASE_MS = 1_000
/** No backoff wait is longer than this. */
export const BACKOFF_CAP_MS = 10_000

export type RetryDecision =
  { retry: false } | { retry: true; delayMs: number; reason: 'backoff' | 'rate-limit' }

/**
 * The window a backoff delay falls in: "equal jitter", half the doubled base plus a random half, so
 * clients that failed together do not come back together, and none comes back at once.
 * @param retryIndex 0 for the first retry.
 */
export function backoffRange(retryIndex: number): { min: number; max: number } {
  const max = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retryIndex)
  return { min: max / 2, max }
}

/**
 * @param retriesSoFar React Query's `failureCount` as it hands it to `retry`/`retryDelay`: 0 after the
 *   first failure.
 * @param random a number in [0, 1); injectable for tests.
 */
export function decideRetry(
  retriesSoFar: number,
  error: unknown,
  random: () => number = Math.random,
): RetryDecision {
  // Anything but our own errors is a bug, not a flaky network: trying again would hide it.
  if (!isApiError(error)) return { retry: false }
  switch (error.kind) {
    case 'rate-limited':
      // The server said when: wait exactly that long, however often it takes. The budget's cooldown
      // holds every other request back for the same time, so this wait never costs a request.
      return { retry: true, delayMs: error.retryAfterSeconds * 1000, reason: 'rate-limit' }
    case 'server':
    case 'network':
    case 'timeout': {
      if (retriesSoFar + 1 >= MAX_TRANSIENT_TRIES) return { retry: false }
      // A server that said when to come back (a 503's Retry-After, already capped) is taken at its word.
      if (error.retryAfterSeconds !== undefined)
        return { retry: true, delayMs: error.retryAfterSeconds * 1000, reason: 'backoff' }
      const { min, max } = backoffRange(retriesSoFar)
      return { retry: true, delayMs: Math.round(min + random() * (max - min)), reason: 'backoff' }
    }
    // 400/401/403/404/422 and responses that failed validation: the same request gives the same answer.
    case 'unauthorized':
    case 'invalid':
    case 'malformed':
      return { retry: false }
  }
}

/** React Query's `retry` option. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return decideRetry(failureCount, error).retry
}

/** React Query's `retryDelay` option; only consulted when `shouldRetry` says yes. */
export function retryDelay(failureCount: number, error: unknown): number {
  const decision = decideRetry(failureCount, error)
  return decision.retry ? decision.delayMs : 0
}
