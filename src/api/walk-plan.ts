/**
 * What a walk over every matching invoice costs, and the ceiling it may not pass: the cost the user
 * saw (and confirmed when it outlasts a rate window) is a hard bound, whatever the server does later.
 */
import { MAX_LIMIT } from './invoice-filters'

/** Requests a walk may spend beyond its estimate: a short page or a 429 costs one, no more. */
const WALK_SLACK_REQUESTS = 3

export interface WalkPlan {
  /** Invoices the plan was made for, or `null` when the server did not say. */
  total: number | null
  /** Invoices a request brings: 100, or fewer when the server applies a smaller page. */
  pageSize: number
  /** Requests the walk should take: one per page. */
  requests: number
  /** Requests the walk may never pass: the estimate plus a small slack. */
  ceiling: number
  /** Seconds the walk takes at the plan's rate, beyond what one window allows at once. */
  seconds: number
  /** The walk outlasts one rate window, or its size is unknown: the user is asked first. */
  needsConfirmation: boolean
  /**
   * Set when what the current window has left, not the plan's size, makes the walk wait: the
   * requests left then. A walk of a few requests outlasts a window that is nearly spent.
   */
  requestsLeftInWindow?: number
}

/**
 * How many requests fetching `total` invoices takes, `pageSize` at a time (100 unless the server
 * applies fewer: `ApiTarget.pageSizeCap`), and roughly how long at `requestsPerMinute`. The first
 * window's worth goes out at once; each further window adds a minute. An unknown total plans one
 * window's worth of requests, and always asks.
 */
export function planWalk(
  total: number | null,
  requestsPerMinute: number,
  pageSize: number | null = null,
): WalkPlan {
  const perRequest = Math.max(1, Math.min(MAX_LIMIT, pageSize ?? MAX_LIMIT))
  const requests =
    total === null ? Math.max(1, requestsPerMinute) : Math.max(1, Math.ceil(total / perRequest))
  const extraWindows = Math.ceil(requests / requestsPerMinute) - 1
  return {
    total,
    pageSize: perRequest,
    requests,
    ceiling: total === null ? requests : requests + WALK_SLACK_REQUESTS,
    seconds: extraWindows * 60,
    needsConfirmation: total === null || extraWindows > 0,
  }
}

/**
 * `plan` as it stands against what the current window has left (`requestsLeft`, `null` when
 * unknown): the requests beyond it go in the windows after, so the walk waits and the user is asked
 * first. The same plan when it fits, or when nobody knows what is left.
 */
export function fitToWindow(
  plan: WalkPlan,
  requestsLeft: number | null,
  requestsPerMinute: number,
): WalkPlan {
  if (requestsLeft === null || plan.requests <= requestsLeft) return plan
  const laterWindows = Math.ceil((plan.requests - requestsLeft) / Math.max(1, requestsPerMinute))
  // A walk that asks anyway, and takes no longer for the window's remainder, is asked as planned.
  if (plan.needsConfirmation && laterWindows * 60 <= plan.seconds) return plan
  return {
    ...plan,
    seconds: Math.max(plan.seconds, laterWindows * 60),
    needsConfirmation: true,
    requestsLeftInWindow: requestsLeft,
  }
}

/**
 * The plan for a walk that stopped at its ceiling with `received` invoices of `total` after
 * `requests`: the same pages at the pace they actually came, for the user to confirm again.
 */
export function replanWalk(
  total: number,
  received: number,
  requests: number,
  requestsPerMinute: number,
): WalkPlan {
  const perRequest = Math.max(1, received / Math.max(1, requests))
  const needed = Math.max(1, Math.ceil(total / perRequest))
  const extraWindows = Math.ceil(needed / requestsPerMinute) - 1
  return {
    total,
    // Whole invoices: the pages' average may fall between two sizes.
    pageSize: Math.floor(perRequest),
    requests: needed,
    ceiling: needed + WALK_SLACK_REQUESTS,
    seconds: extraWindows * 60,
    needsConfirmation: true,
  }
}
