/**
 * What a finished walk got against what the server claimed, in words: never a complete-sounding
 * sentence for an incomplete walk.
 */
import type { WalkResult } from './invoice-walker'
import { formatCount, formatCountOf } from '../lib/format-count'

export type WalkOutcome = Pick<
  WalkResult,
  | 'claimedTotal'
  | 'missing'
  | 'duplicates'
  | 'totalChanged'
  | 'stopReason'
  | 'complete'
  | 'requests'
> & { got: number }

const stopReasons = {
  end: null,
  'no-new-invoices':
    'Later pages repeated invoices already read (the server seems to ignore the offset), so the walk stopped.',
  'total-grew': 'The server’s total grew past what was confirmed, so the walk stopped.',
  ceiling: 'Pages came back smaller than planned, so the walk stopped at the requests confirmed.',
} as const satisfies Record<WalkResult['stopReason'], string | null>

/**
 * The gap after the count, or `null` for a complete walk: "the server reported 250 (37 repeated
 * while the order changed). Run it again for an exact copy."
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
      : stopReasons[outcome.stopReason]
  return [
    `the server reported ${formatCount(outcome.claimedTotal)}${detail}.`,
    ...(why ? [why] : []),
    'Run it again for an exact copy.',
  ].join(' ')
}

/** "Exported 213 invoices; the server reported 250 (…). Run it again for an exact copy." */
export function describeWalkOutcome(verb: string, outcome: WalkOutcome, suffix = ''): string {
  const got = `${verb} ${formatCountOf(outcome.got, 'invoice')}${suffix}`
  const gap = describeWalkGap(outcome)
  return gap === null ? `${got}.` : `${got}; ${gap}`
}
