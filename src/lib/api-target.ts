/**
 * Where requests go and with which key: a session's target (src/api/session.ts), given to every
 * API call.
 */

export interface RateLimitObservation {
  /** `X-RateLimit-Remaining`, or `null` when the response did not expose a usable value. */
  remaining: number | null
  /** Set after a 429: seconds until the window reopens. */
  retryAfterSeconds?: number | undefined
  /** Set after a 401 or 403: the key was rejected, so optional work must not ask again with it. */
  unauthorized?: boolean | undefined
}

/** Paces requests against the plan's rate limit; src/api/rate-limit-store.ts provides one. */
export interface RequestBudget {
  /** Resolves when a request may be sent; rejects with the signal's reason if it aborts first. */
  acquire(signal?: AbortSignal): Promise<void>
  /** Called for every response, errors included. */
  observe(observation: RateLimitObservation): void
  /**
   * True when the last known remaining budget is at least `share` (0–1) of the plan's limit. Unknown
   * counts as no headroom, so optional work (prefetch, background refetch) never spends a budget we
   * cannot see.
   */
  hasHeadroom(share: number): boolean
  /**
   * Requests that may still go in the current window without waiting: 0 during a cooldown, `null`
   * when the remaining budget is unknown. Lets work decide whether it fits before it starts.
   */
  requestsLeft?(): number | null
  /**
   * When a request could go (epoch ms): now, or when a 429's cooldown, the plan's window or a spent
   * budget lets it. Lets a long walk say when it will start instead of sitting silent.
   */
  readyAt?(): number
}

/**
 * Optional work (prefetch, background refetch, status counts) runs only while at least this share of
 * the plan's budget is known to be left.
 */
export const BACKGROUND_WORK_MIN_SHARE = 0.1

export interface ApiTarget {
  /** Stable identity for cache keys. Never contains the key itself. */
  id: string
  /** Server root without the `/api/v1` segment, e.g. `https://invoices.example.com`. */
  root: string
  /** `null` when the server holds the key (team mode). */
  apiKey: string | null
  budget?: RequestBudget | undefined
  /**
   * The page size the server was last seen to apply when asked for more (`clampedPageSize` in
   * src/api/invoice-api.ts), or `null` while it sends what is asked: walks price their requests by
   * it. `listInvoices` keeps it up to date.
   */
  pageSizeCap?: { value: number | null } | undefined
}
