/**
 * The one confirmation every walk asks through ("Export CSV", "Summarize", loading every matching or
 * unpaid invoice): a walk that outlasts a rate window (the plan's, or what is left of the current
 * one when the user starts it), whose size the server did not say, or that must be re-planned at
 * the cost pages really came at, waits for the user's yes; a short one starts at once.
 */
import { useState } from 'react'
import type { WalkOutcome } from '../api/describe-walk-result'
import { fitToWindow, planWalk, replanWalk, type WalkPlan } from '../api/walk-plan'
import type { ApiTarget } from '../lib/api-target'

export interface WalkConfirmation {
  /** The plan for the total on screen. */
  plan: WalkPlan
  /** The plan for another count at the same pace and page size: a walk over more than the view. */
  planFor: (total: number | null) => WalkPlan
  /** A plan waiting for the user's yes, or `null`. */
  pending: WalkPlan | null
  /**
   * Starts `plan` (the one on screen by default) now, or asks first when it needs confirmation or
   * outlasts what the current window has left. Asking for the one on screen, the question follows
   * that total as it becomes known or changes.
   */
  request: (start: (plan: WalkPlan) => void, plan?: WalkPlan) => void
  /** The user said yes: starts the pending plan. */
  confirm: (start: (plan: WalkPlan) => void) => void
  /**
   * Asks again, whatever the size, after a walk that stopped early (`canReplanAfter`): for the count
   * the server gave last, priced at the cost its pages actually came at.
   */
  replan: (outcome: Pick<WalkOutcome, 'claimedTotal' | 'got' | 'pageRequests'>) => void
  dismiss: () => void
}

/**
 * The walk over `total` invoices of `target`, priced at the page size its server applies and
 * fitted, at the click, to what its budget has left in the current window.
 */
export function useWalkConfirmation(
  total: number | null,
  requestsPerMinute: number,
  { budget, pageSizeCap }: Pick<ApiTarget, 'budget' | 'pageSizeCap'>,
): WalkConfirmation {
  /** The plan waiting for a yes, and whether it is the one for the total on screen. */
  const [asked, setAsked] = useState<{ plan: WalkPlan; followsTotal: boolean } | null>(null)
  const planFor = (count: number | null) => planWalk(count, requestsPerMinute, pageSizeCap?.value)
  const plan = planFor(total)
  // Read at the click, and again when the total on screen changes under an open confirmation: the
  // window's remainder changes with every answer, on screen or not.
  const fitted = (planned: WalkPlan) =>
    fitToWindow(planned, budget?.requestsLeft?.() ?? null, requestsPerMinute)
  // Asked before the page said how many match (or for other filters' count), the confirmation
  // would go on saying so beside the count on screen: it is worked out again for the new total.
  if (asked?.followsTotal && asked.plan.total !== total)
    setAsked({ plan: fitted(plan), followsTotal: true })
  const pending = asked?.plan ?? null
  return {
    plan,
    planFor,
    pending,
    request(start, planned) {
      const chosen = fitted(planned ?? plan)
      if (chosen.needsConfirmation) {
        setAsked({ plan: chosen, followsTotal: planned === undefined })
      } else {
        setAsked(null)
        start(chosen)
      }
    },
    confirm(start) {
      setAsked(null)
      if (pending) start(pending)
    },
    replan({ claimedTotal, got, pageRequests }) {
      setAsked({
        plan: replanWalk(claimedTotal, got, pageRequests, requestsPerMinute),
        followsTotal: false,
      })
    },
    dismiss() {
      setAsked(null)
    },
  }
}
