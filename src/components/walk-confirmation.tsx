import type { WalkPlan } from '../api/walk-plan'
import { formatCount, formatCountOf } from '../lib/format-count'
import './walk-confirmation.css'

/** The words of each walk's confirmation: the group's name, the walk's verb, the start button. */
const walkWords = {
  export: { label: 'Confirm export', verb: 'Exporting', startLabel: 'Start export' },
  summary: { label: 'Confirm summary', verb: 'Summarizing', startLabel: 'Start summary' },
  loading: { label: 'Confirm loading', verb: 'Loading', startLabel: 'Start loading' },
} as const

/**
 * Why a walk's size is not known, as its confirmation opens: the server left the count out, or
 * the page that would say it has not come (offline, failed, still on its way) or was never asked for.
 */
const unknownTotalWords = {
  unsaid: 'The server does not say how many invoices match.',
  unseen: 'No page seen yet says how many invoices match.',
  offline: 'You are offline, so how many invoices match is not known.',
  failed: 'The page of these invoices did not load, so how many match is not known.',
  waiting: 'The first page of these invoices has not arrived yet, so how many match is not known.',
} as const

export type UnknownTotalReason = keyof typeof unknownTotalWords

interface WalkConfirmationPanelProps {
  /** Which walk asks: export, summary, or loading every matching (or unpaid) invoice. */
  walk: keyof typeof walkWords
  plan: WalkPlan
  /** Why the plan's total is unknown, when it is: the server's silence unless told otherwise. */
  unknownTotal?: UnknownTotalReason | undefined
  requestsPerMinute: number
  onStart: () => void
  onDismiss: () => void
}

function describeDuration(seconds: number): string {
  if (seconds < 60) return 'a few seconds'
  const minutes = Math.round(seconds / 60)
  return minutes === 1 ? 'about a minute' : `about ${formatCount(minutes)} minutes`
}

/**
 * The bound a walk of unknown size keeps to, as every walk says it: "at most 220 requests (up to
 * 20,000 invoices)": its pages, each bringing the plan's page size, and the tries again it allows
 * for pages the server turns away.
 */
export function describeCeiling(plan: WalkPlan): string {
  return `at most ${formatCountOf(plan.ceiling + plan.retryAllowance, 'request')} (up to ${formatCount(plan.ceiling * plan.pageSize)} invoices)`
}

/** Why a walk that fits the plan still waits: the current window is nearly spent. */
function windowLeftText(left: number | undefined): string {
  if (left === undefined) return ''
  if (left === 0) return ', and none are left this minute'
  return `, and only ${formatCount(left)} ${left === 1 ? 'is' : 'are'} left this minute`
}

/** What a walk will cost, said before it spends the budget, with a yes and a no. */
export function WalkConfirmationPanel({
  walk,
  plan,
  unknownTotal = 'unsaid',
  requestsPerMinute,
  onStart,
  onDismiss,
}: WalkConfirmationPanelProps) {
  const { label, verb, startLabel } = walkWords[walk]
  const pace = `${describeDuration(plan.seconds)} at ${formatCount(requestsPerMinute)} requests a minute`
  return (
    <div className="walk-confirm" role="group" aria-label={label}>
      <p>
        {plan.total === null
          ? `${unknownTotalWords[unknownTotal]} ${verb} stops after ${describeCeiling(plan)}: ${pace}.`
          : `${verb} ${formatCountOf(plan.total, 'invoice')} takes ${formatCountOf(plan.requests, 'request')}${windowLeftText(plan.requestsLeftInWindow)}: ${pace}.`}{' '}
        The table waits while the budget is spent.
      </p>
      <button type="button" onClick={onStart}>
        {startLabel}
      </button>{' '}
      <button type="button" onClick={onDismiss}>
        Not now
      </button>
    </div>
  )
}
