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
