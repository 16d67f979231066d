/**
 * What a walk over every matching invoice costs, and the bounds it may not pass: the pages the user
 * saw priced (and confirmed when they outlast a rate window) with a little slack, and an allowance
 * for pages the server turns away. Their sum is a hard bound, whatever the server does later.
 */
import { MAX_LIMIT } from './invoice-filters'
import type { WalkStopReason } from './invoice-walker'

/** Page requests a walk may spend beyond its estimate: each short page costs one. */
const WALK_SLACK_REQUESTS = 3
/**
 * Tries again a walk may send after pages were turned away (a 429, a failure), at the least: one
 * 429 meets every request in flight (4), so this rides out two such episodes on a small walk.
 */
const MIN_RETRY_ALLOWANCE = 8
/** A long walk may meet more of them: one for every ten requests planned. */
const RETRIES_PER_REQUEST = 0.1

/** Tries again a walk of `requests` pages may send, beyond its ceiling. */
const retryAllowanceFor = (requests: number) =>
  Math.max(MIN_RETRY_ALLOWANCE, Math.ceil(requests * RETRIES_PER_REQUEST))

export interface WalkPlan {
  /** Invoices the plan was made for, or `null` when the server did not say. */
  total: number | null
  /** Invoices a request brings: 100, or fewer when the server applies a smaller page. */
  pageSize: number
  /** Requests the walk should take: one per page. */
  requests: number
  /** Requests bringing pages that the walk may never pass: the estimate plus a small slack. */
  ceiling: number
  /**
   * Tries again, after a page was turned away (rate limited, or failed), that the walk may send
   * beyond its ceiling: every request it sends is bounded by the two together.
   */
  retryAllowance: number
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
    retryAllowance: retryAllowanceFor(requests),
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
 * A walk that stopped for these reasons can go on at a price known now, for the user to confirm:
 * pages came smaller than planned (`ceiling`), or the count grew past what was confirmed.
 */
export const canReplanAfter = (reason: WalkStopReason) =>
  reason === 'ceiling' || reason === 'total-grew'

/**
 * The plan for a walk that stopped early (at its ceiling, or past a total that grew) with `received`
 * invoices of `total` from `pageRequests` pages: the same pages at the pace they actually came, for
 * the user to confirm again.
 */
export function replanWalk(
  total: number,
  received: number,
  pageRequests: number,
  requestsPerMinute: number,
): WalkPlan {
  const perRequest = Math.max(1, received / Math.max(1, pageRequests))
  const needed = Math.max(1, Math.ceil(total / perRequest))
  const extraWindows = Math.ceil(needed / requestsPerMinute) - 1
  return {
    total,
    // Whole invoices: the pages' average may fall between two sizes.
    pageSize: Math.floor(perRequest),
    requests: needed,
    ceiling: needed + WALK_SLACK_REQUESTS,
    retryAllowance: retryAllowanceFor(needed),
    seconds: extraWindows * 60,
    needsConfirmation: true,
  }
}
