/**
 * What a finished walk got against what the server said, in words: never a complete-sounding
 * sentence for an incomplete walk, never a total the server did not send, and advice to run again
 * only where a new run can help (the data moved under the walk).
 */
import type { WalkResult } from './invoice-walker'
import { formatCount, formatCountOf } from '../lib/format-count'

export type WalkOutcome = Pick<
  WalkResult,
  | 'claimedTotal'
  | 'reportedTotal'
  | 'totalBelowRows'
  | 'missing'
  | 'duplicates'
  | 'totalChanged'
  | 'stopReason'
  | 'complete'
  | 'requests'
  | 'pageRequests'
> & { got: number }

const stopReasons = {
  end: null,
  'no-new-invoices':
    'Later pages repeated invoices already read (the server seems to ignore the offset), so the walk stopped.',
  'total-grew': 'The count grew past what was confirmed, so the walk stopped.',
  ceiling: 'Pages came back smaller than planned, so the walk stopped at the requests confirmed.',
  retries:
    'The server turned away more requests than planned for (rate limited or failing), so the walk stopped.',
} as const satisfies Record<WalkResult['stopReason'], string | null>

/**
 * What the server said of the count, as a clause: "the server reported 3,200", "the server sent no
 * total", "the server reported 3, fewer than it sent". The loaded set's derived answers reuse it.
 */
function describeServerTotal(
  outcome: Pick<WalkOutcome, 'reportedTotal' | 'totalBelowRows'>,
): string {
  if (outcome.reportedTotal !== null)
    return `the server reported ${formatCount(outcome.reportedTotal)}`
  if (outcome.totalBelowRows !== null)
    return `the server reported ${formatCount(outcome.totalBelowRows)}, fewer than it sent`
  return 'the server sent no total'
}

/** The data moved under the walk (a total or an order that changed): only then can a new run help. */
const movedUnderTheWalk = (outcome: WalkOutcome) =>
  outcome.totalChanged || (outcome.duplicates > 0 && outcome.stopReason !== 'no-new-invoices')

/**
 * The gap after the count, or `null` for a complete walk: "the server reported 250 (37 repeated
 * while the order changed). A new run may get them all."
 */
export function describeWalkGap(outcome: WalkOutcome): string | null {
  if (outcome.complete) return null
  const notes: string[] = []
  // Repeats from a server that ignores the offset are said by the reason, not blamed on the order.
  if (outcome.duplicates > 0 && outcome.stopReason !== 'no-new-invoices')
    notes.push(`${formatCount(outcome.duplicates)} repeated while the order changed`)
  if (outcome.totalChanged) notes.push('its total changed during the walk')
  const detail = notes.length > 0 ? ` (${notes.join('; ')})` : ''
  const why =
    outcome.stopReason === 'no-new-invoices' && outcome.totalChanged
      ? 'Later pages repeated invoices already read while new ones arrived, so the walk stopped.'
      : outcome.stopReason === 'end' && !movedUnderTheWalk(outcome)
        ? endedShort(outcome)
        : stopReasons[outcome.stopReason]
  return [
    `${describeServerTotal(outcome)}${detail}.`,
    ...(why ? [why] : []),
    ...(movedUnderTheWalk(outcome) ? ['A new run may get them all.'] : []),
  ].join(' ')
}

/** A walk that read every page the server had, yet short of (or without) what the server said. */
function endedShort(outcome: WalkOutcome): string | null {
  if (outcome.reportedTotal === null) return 'Nothing confirms these are all.'
  return outcome.got < outcome.reportedTotal
    ? `Its pages ran out after ${formatCount(outcome.got)}.`
    : null
}

/**
 * The word before a result that is not the server's whole answer: "Partial" when the walk is known
 * to have missed some, "Unconfirmed" when it read every page but the server gave no total to check
 * them against; `null` for a complete walk.
 */
export function shortfallLabel(outcome: WalkOutcome): 'Partial' | 'Unconfirmed' | null {
  if (outcome.complete) return null
  return outcome.reportedTotal === null &&
    outcome.stopReason === 'end' &&
    !movedUnderTheWalk(outcome)
    ? 'Unconfirmed'
    : 'Partial'
}

/** How a load fell short of what the server said, in words. */
export interface LoadShortfall {
  /** The word before an answer drawn from the set ("Partial", "Unconfirmed"). */
  label: string
  /** The whole story, for the line that says what was loaded: "the server reported 3,200 (…). …" */
  gap: string
  /** The caveat on every answer drawn from the set: "of the 300 loaded; the server reported 3,200". */
  note: string
}

/** `null` when the load got everything the server said there was. */
export function describeLoadShortfall(outcome: WalkOutcome): LoadShortfall | null {
  const gap = describeWalkGap(outcome)
  const label = shortfallLabel(outcome)
  if (gap === null || label === null) return null
  return {
    label,
    gap,
    note: `of the ${formatCount(outcome.got)} loaded; ${describeServerTotal(outcome)}`,
  }
}

/** "Exported 213 invoices; the server reported 250 (…). A new run may get them all." */
export function describeWalkOutcome(verb: string, outcome: WalkOutcome, suffix = ''): string {
  const got = `${verb} ${formatCountOf(outcome.got, 'invoice')}${suffix}`
  const gap = describeWalkGap(outcome)
  return gap === null ? `${got}.` : `${got}; ${gap}`
}
