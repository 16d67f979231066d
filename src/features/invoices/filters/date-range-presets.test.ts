import { expect, test } from 'vitest'
import { toLocalIsoDate } from '../../../lib/iso-date'
import { dateRangePresets, matchingPresets } from './date-range-presets'

/** Local calendar days, as the user's clock would give them. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 15, 30)

const rangesOn = (today: Date) =>
  Object.fromEntries(dateRangePresets.map((preset) => [preset.label, preset.range(today)]))

test('each preset on an ordinary mid-year day', () => {
  expect(rangesOn(day(2026, 8, 14))).toEqual({
    'This month': { startDate: '2026-08-01', endDate: '2026-08-31' },
    'Last month': { startDate: '2026-07-01', endDate: '2026-07-31' },
    'Last 30 days': { startDate: '2026-07-16', endDate: '2026-08-14' },
    'Quarter to date': { startDate: '2026-07-01', endDate: '2026-08-14' },
    'Year to date': { startDate: '2026-01-01', endDate: '2026-08-14' },
  })
})

test('in January, last month is December of the year before', () => {
  expect(rangesOn(day(2027, 1, 5))).toMatchObject({
    'Last month': { startDate: '2026-12-01', endDate: '2026-12-31' },
    'Last 30 days': { startDate: '2026-12-07', endDate: '2027-01-05' },
    'Quarter to date': { startDate: '2027-01-01', endDate: '2027-01-05' },
    'Year to date': { startDate: '2027-01-01', endDate: '2027-01-05' },
  })
})

test('month lengths and leap years come from the calendar', () => {
  expect(rangesOn(day(2028, 2, 29))).toMatchObject({
    'This month': { startDate: '2028-02-01', endDate: '2028-02-29' },
    'Last month': { startDate: '2028-01-01', endDate: '2028-01-31' },
  })
  expect(rangesOn(day(2026, 3, 31))).toMatchObject({
    'Last month': { startDate: '2026-02-01', endDate: '2026-02-28' },
    'Last 30 days': { startDate: '2026-03-02', endDate: '2026-03-31' },
  })
  // Thirty days back across February: a leap year's 29th is one of them.
  expect(rangesOn(day(2028, 3, 15))['Last 30 days']?.startDate).toBe('2028-02-15')
  expect(rangesOn(day(2026, 3, 15))['Last 30 days']?.startDate).toBe('2026-02-14')
})

test('quarters start in January, April, July and October', () => {
  const quarterStart = (month: number) =>
    rangesOn(day(2026, month, 20))['Quarter to date']?.startDate
  expect([2, 5, 9, 12].map(quarterStart)).toEqual([
    '2026-01-01',
    '2026-04-01',
    '2026-07-01',
    '2026-10-01',
  ])
})

test('the first and last minute of a day are the same local day', () => {
  expect(toLocalIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01')
  expect(toLocalIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31')
})

test('a range equal to a preset today is recognised; others are not', () => {
  const today = day(2026, 8, 14)
  const labels = (start: string | null, end: string | null, on = today) =>
    matchingPresets(start, end, on).map((preset) => preset.label)
  expect(labels('2026-07-01', '2026-08-14')).toEqual(['Quarter to date'])
  expect(labels('2026-07-01', '2026-08-13')).toEqual([])
  expect(labels('2026-07-01', null)).toEqual([])
  // Through March the quarter and the year start together: both presets describe the range.
  expect(labels('2026-01-01', '2026-02-10', day(2026, 2, 10))).toEqual([
    'Quarter to date',
    'Year to date',
  ])
})
