/**
 * Dates as the API sends them, shown in the user's locale. A date-only value (`YYYY-MM-DD`) is a
 * calendar day, not an instant: it is formatted as a UTC date in UTC so that no time zone moves it
 * to the day before or after.
 */
import { isIsoDate, isoDateToDayNumber } from './iso-date'

export type DateText = { ok: true; text: string } | { ok: false; text: string }

const DAY_MS = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(kind: 'date' | 'timestamp', locale: string | undefined) {
  const key = `${kind}|${locale ?? ''}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(
      locale,
      kind === 'date'
        ? { dateStyle: 'medium', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    )
    formatters.set(key, cached)
  }
  return cached
}

/** Milliseconds at UTC midnight of a valid `YYYY-MM-DD`, or null. */
function utcDay(value: string): number | null {
  const day = isoDateToDayNumber(value)
  return day === null ? null : day * DAY_MS
}

/** A calendar date in the user's locale, e.g. "Oct 1, 2026"; anything else comes back as is. */
export function formatIsoDate(value: string, locale?: string): DateText {
  const day = utcDay(value)
  return day === null
    ? { ok: false, text: value }
    : { ok: true, text: formatter('date', locale).format(day) }
}

/**
 * Two calendar dates as one range in the user's locale ("Jul 1 – Sep 30, 2026"); when either is not
 * a date, both come back as they are, joined by a dash.
 */
export function formatIsoDateRange(start: string, end: string, locale?: string): DateText {
  const [from, to] = [utcDay(start), utcDay(end)]
  return from === null || to === null
    ? { ok: false, text: `${start} – ${end}` }
    : { ok: true, text: formatter('date', locale).formatRange(from, to) }
}

const timestampPattern =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/

/** An ISO 8601 instant with its offset, in the user's locale and time zone. */
export function formatTimestamp(value: string, locale?: string): DateText {
  const match = timestampPattern.exec(value)
  const instant = match?.[1] && isIsoDate(match[1]) ? Date.parse(value) : Number.NaN
  return Number.isNaN(instant)
    ? { ok: false, text: value }
    : { ok: true, text: formatter('timestamp', locale).format(instant) }
}

/**
 * Whole days from a due date to today in the user's own calendar (positive once it has passed),
 * or null when the date is not valid.
 */
export function daysPastDue(dueDate: string, now: Date = new Date()): number | null {
  const due = utcDay(dueDate)
  if (due === null) return null
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
  return Math.round((today - due) / DAY_MS)
}
