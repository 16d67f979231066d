/**
 * The invoice-date presets as pure functions of "today" (the user's local calendar day), so they can
 * be tested with a fixed date. The Date constructor does the calendar arithmetic: a day or month past
 * either end rolls over (month lengths, leap years, the year before January), and day 0 of a month is
 * the last day of the month before.
 */
import { toLocalIsoDate } from '../../../lib/iso-date'

export interface IsoDateRange {
  startDate: string
  endDate: string
}

export interface DateRangePreset {
  label: string
  range: (today: Date) => IsoDateRange
}

/** Day `dayOfMonth` (may run over, or be 0) of the month `monthOffset` months from today's. */
const dayOf = (today: Date, monthOffset: number, dayOfMonth: number) =>
  new Date(today.getFullYear(), today.getMonth() + monthOffset, dayOfMonth)

const range = (start: Date, end: Date): IsoDateRange => ({
  startDate: toLocalIsoDate(start),
  endDate: toLocalIsoDate(end),
})

/**
 * "This month" and "Last month" are whole calendar months; the others end today. "Last 30 days"
 * counts today, so it starts 29 days ago.
 */
export const dateRangePresets: readonly DateRangePreset[] = [
  { label: 'This month', range: (today) => range(dayOf(today, 0, 1), dayOf(today, 1, 0)) },
  { label: 'Last month', range: (today) => range(dayOf(today, -1, 1), dayOf(today, 0, 0)) },
  {
    label: 'Last 30 days',
    range: (today) => range(dayOf(today, 0, today.getDate() - 29), today),
  },
  {
    label: 'Quarter to date',
    range: (today) => range(dayOf(today, -(today.getMonth() % 3), 1), today),
  },
  { label: 'Year to date', range: (today) => range(dayOf(today, -today.getMonth(), 1), today) },
]

/**
 * The presets whose range is exactly the given one today (shown as pressed): more than one when
 * they coincide, as Quarter to date and Year to date do through March.
 */
export function matchingPresets(
  startDate: string | null,
  endDate: string | null,
  today: Date,
): DateRangePreset[] {
  if (!startDate || !endDate) return []
  return dateRangePresets.filter((preset) => {
    const candidate = preset.range(today)
    return candidate.startDate === startDate && candidate.endDate === endDate
  })
}
