/** Calendar dates as the API writes them (`YYYY-MM-DD`), validated without time-zone shifts. */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** True only for a real calendar date in strict `YYYY-MM-DD` form (so `2024-02-30` is false). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** `YYYY-MM-DD` of a moment's local calendar day: "today" as the user's calendar shows it. */
export function toLocalIsoDate(date: Date): string {
  return [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-')
}

const DAY_MS = 86_400_000

/** Whole days since 1970-01-01 of a valid `YYYY-MM-DD`, or null: calendar arithmetic with no time zone. */
export function isoDateToDayNumber(value: string): number | null {
  return isIsoDate(value) ? Date.parse(`${value}T00:00:00Z`) / DAY_MS : null
}

/** The `YYYY-MM-DD` of a day number from `isoDateToDayNumber`. */
export function dayNumberToIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}
