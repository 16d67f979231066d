import { MAX_LIMIT } from './invoice-filters'

export interface WalkPlan {
  requests: number
  /** Seconds the walk takes at the plan's rate, beyond what one window allows at once. */
  seconds: number
}

/**
 * How many requests fetching `total` invoices takes, and roughly how long at `requestsPerMinute`.
 * The first window's worth goes out at once; each further window adds a minute.
 */
export function planWalk(total: number, requestsPerMinute: number): WalkPlan {
  const requests = Math.max(1, Math.ceil(total / MAX_LIMIT))
  const extraWindows = Math.ceil(requests / requestsPerMinute) - 1
  return { requests, seconds: extraWindows * 60 }
}
