import { afterEach, expect, test, vi } from 'vitest'
import { daysPastDue, formatIsoDate, formatIsoDateRange, formatTimestamp } from './format-date'

const originalTz = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTz
})

// Far apart: UTC-8/-7 and UTC+14. Node applies a change of TZ at once.
const zones = ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'] as const

/** The module loaded afresh in a zone, so no formatter cached in another zone is reused. */
async function inZone(zone: string) {
  process.env.TZ = zone
  vi.resetModules()
  return import('./format-date')
}

test.each(zones)('a calendar date never moves a day in %s', async (zone) => {
  const { formatIsoDate } = await inZone(zone)
  // Guard: the zone really is in force, and the naive way would shift these dates here.
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone)
  const naive = new Date('2024-03-01').toLocaleDateString('en-US', { dateStyle: 'medium' })
  if (zone === 'America/Los_Angeles') expect(naive).toBe('Feb 29, 2024')

  expect(formatIsoDate('2024-03-01', 'en-US')).toEqual({ ok: true, text: 'Mar 1, 2024' })
  expect(formatIsoDate('2024-02-29', 'en-US').text).toBe('Feb 29, 2024')
  expect(formatIsoDate('2026-01-01', 'en-US').text).toBe('Jan 1, 2026')
  expect(formatIsoDate('2025-12-31', 'en-US').text).toBe('Dec 31, 2025')
  expect(formatIsoDate('2026-10-01', 'de-DE').text).toBe('01.10.2026')
})

test.each([
  ['America/Los_Angeles', 4],
  ['Pacific/Kiritimati', 5],
] as const)(
  'days past due count calendar days as the user in %s lives them',
  async (zone, days) => {
    const { daysPastDue } = await inZone(zone)
    // 23:30 UTC on 5 March: still the 5th in Los Angeles, already the 6th in Kiritimati.
    const now = new Date('2024-03-05T23:30:00Z')
    expect(daysPastDue('2024-03-01', now)).toBe(days)
    expect(daysPastDue('2024-03-05', new Date('2024-03-05T20:00:00Z'))).toBe(days - 4)
  },
)

test('days past due: zero on the day, negative before, null for a bad date', () => {
  const now = new Date(2026, 9, 31, 12)
  expect(daysPastDue('2026-10-31', now)).toBe(0)
  expect(daysPastDue('2026-11-02', now)).toBe(-2)
  expect(daysPastDue('2026-10-01', now)).toBe(30)
  expect(daysPastDue('2026-02-30', now)).toBeNull()
  expect(daysPastDue('soon', now)).toBeNull()
})

test.each([
  ['2024-13-45'],
  ['2024-02-30'],
  ['01/03/2024'],
  ['2024-3-1'],
  ['2024-03-01T00:00:00Z'],
  [' 2024-03-01'],
  ['<img src=x onerror=alert(1)>'],
  [''],
])('a malformed date %j comes back as it is, never "Invalid Date"', (value) => {
  expect(formatIsoDate(value, 'en-US')).toEqual({ ok: false, text: value })
})

test.each(zones)('timestamps are instants shown in the user time zone (%s)', async (zone) => {
  const { formatTimestamp } = await inZone(zone)
  const text = formatTimestamp('2026-10-01T23:30:00.000Z', 'en-US')
  expect(text.ok).toBe(true)
  const expected = {
    'America/Los_Angeles': 'Oct 1, 2026, 4:30 PM',
    'Pacific/Kiritimati': 'Oct 2, 2026, 1:30 PM',
    UTC: 'Oct 1, 2026, 11:30 PM',
  }[zone]
  expect(text.text.replace(/\s/g, ' ')).toBe(expected)
})

test.each([
  ['2026-10-01'],
  ['2026-10-01T25:00:00Z'],
  ['2026-02-30T10:00:00Z'],
  ['2026-10-01T10:00:00'],
  ['yesterday'],
  [''],
])('a malformed timestamp %j comes back as it is', (value) => {
  expect(formatTimestamp(value, 'en-US')).toEqual({ ok: false, text: value })
})

test('a date range reads as one range; a bad end keeps both as they are', () => {
  const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')
  const range = formatIsoDateRange('2026-07-01', '2026-09-30', 'en-US')
  expect({ ...range, text: plain(range.text) }).toEqual({ ok: true, text: 'Jul 1 – Sep 30, 2026' })
  expect(formatIsoDateRange('2026-07-01', '2026-02-30', 'en-US')).toEqual({
    ok: false,
    text: '2026-07-01 – 2026-02-30',
  })
})
