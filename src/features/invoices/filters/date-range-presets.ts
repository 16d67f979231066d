/**
 * The invoice-date presets as pure functions of "today" (the user's local calendar day), so they can
 * be tested with a fixed date. date-fns does the calendar arithmetic (month lengths, leap years,
 * quarter starts); functions are imported by name so only these few enter the bundle.
 */
import { endOfMonth } from 'date-fns/endOfMonth'
import { startOfMonth } from 'date-fns/startOfMonth'
import { startOfQuarter } from 'date-fns/startOfQuarter'
import { startOfYear } from 'date-fns/startOfYear'
import { subDays } from 'date-fns/subDays'
import { subMonths } from 'date-fns/subMonths'
import { toLocalIsoDate } from '../../../lib/iso-date'

export interface IsoDateRange {
  startDate: string
  endDate: string
}

export interface DateRangePreset {
  label: string
  range: (today: Date) => IsoDateRange
}

const range = (start: Date, end: Date): IsoDateRange => ({
  startDate: toLocalIsoDate(start),
  endDate: toLocalIsoDate(end),
})

/**
 * "This month" and "Last month" are whole calendar months; the others end today. "Last 30 days"
 * counts today, so it starts 29 days ago.
 */
export const dateRangePresets: readonly DateRangePreset[] = [
  { label: 'This month', range: (today) => range(startOfMonth(today), endOfMonth(today)) },
  {
    label: 'Last month',
    range: (today) => {
      const lastMonth = subMonths(today, 1)
      return range(startOfMonth(lastMonth), endOfMonth(lastMonth))
    },
  },
  { label: 'Last 30 days', range: (today) => range(subDays(today, 29), today) },
  { label: 'Quarter to date', range: (today) => range(startOfQuarter(today), today) },
  { label: 'Year to date', range: (today) => range(startOfYear(today), today) },
]

/** The preset whose range is exactly the given one today, if any (shown as pressed). */
export function matchingPreset(
  startDate: string | null,
  endDate: string | null,
  today: Date,
): DateRangePreset | undefined {
  if (!startDate || !endDate) return undefined
  return dateRangePresets.find((preset) => {
    const candidate = preset.range(today)
    return candidate.startDate === startDate && candidate.endDate === endDate
  })
}
