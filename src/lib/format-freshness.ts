/**
 * How old fetched data is, in words: the clock time while it is recent ("10:42"), then how long ago
 * ("12 minutes ago", "3 hours ago"), and the date once it is from another day.
 */
import { formatCountOf } from './format-count'

/** Below this age the clock time says more than "2 minutes ago". */
const CLOCK_TIME_FOR_MS = 10 * 60_000

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' })
const dayAndClock = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const clockToSecond = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })

export type Freshness =
  /** "10:42": read after "Updated" or "at". */
  | { kind: 'clock'; text: string }
  /** "12 minutes ago". */
  | { kind: 'ago'; text: string }

function describeFreshness(fetchedAt: number, now: number): Freshness {
  const age = Math.max(0, now - fetchedAt)
  if (new Date(fetchedAt).toDateString() !== new Date(now).toDateString())
    return { kind: 'clock', text: dayAndClock.format(fetchedAt) }
  if (age < CLOCK_TIME_FOR_MS) return { kind: 'clock', text: clock.format(fetchedAt) }
  if (age < HOUR_MS)
    return { kind: 'ago', text: `${formatCountOf(Math.floor(age / MINUTE_MS), 'minute')} ago` }
  return { kind: 'ago', text: `${formatCountOf(Math.floor(age / HOUR_MS), 'hour')} ago` }
}

/** "Updated 10:42" / "Updated 12 minutes ago". */
export const updatedText = (fetchedAt: number, now: number) =>
  `Updated ${describeFreshness(fetchedAt, now).text}`

/** "at 10:42" / "12 minutes ago": after "loaded". */
export function loadedWhenText(fetchedAt: number, now: number): string {
  const freshness = describeFreshness(fetchedAt, now)
  return freshness.kind === 'clock' ? `at ${freshness.text}` : freshness.text
}

/**
 * "as of 10:42:05": an answer shared from the team server's cache is seconds old (its cache keeps
 * answers for seconds, not days), so the seconds are what tell it apart from a fresh one.
 */
export const asOfText = (fetchedAt: number) => `as of ${clockToSecond.format(fetchedAt)}`
