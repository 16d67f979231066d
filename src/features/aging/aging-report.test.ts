import fc from 'fast-check'
import { afterEach, expect, test } from 'vitest'
import { makeAgingInvoice } from '../../../test/invoice-fixtures'
import { invoiceSchema, type Invoice } from '../../api/invoice-schema'
import { agingBuckets, bucketOf, buildAgingReport } from './aging-report'

const AS_OF = '2026-03-31'

/** An invoice as the schema hands it over, where any field but `id` may be null. */
const invoice = (id: string, overrides: Partial<Invoice> = {}): Invoice => ({
  ...invoiceSchema.parse(makeAgingInvoice({ id, status: 'pending' })),
  ...overrides,
})

test('the bucket boundaries fall at 0/1, 30/31, 60/61 and 90/91 days past due', () => {
  expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 4000].map(bucketOf)).toEqual([
    'current',
    'current',
    '1-30',
    '1-30',
    '31-60',
    '31-60',
    '61-90',
    '61-90',
    'over-90',
    'over-90',
  ])
})

test('days past due are calendar days between the due date and the as-of date, leap day included', () => {
  const report = buildAgingReport(
    [
      invoice('due-today', { dueDate: '2024-03-01' }),
      invoice('leap-day', { dueDate: '2024-02-29' }),
      invoice('a-year', { dueDate: '2023-03-01' }),
    ],
    '2024-03-01',
  )
  expect(report.placed.map(({ invoice: { id }, daysPastDue }) => [id, daysPastDue])).toEqual([
    ['due-today', 0],
    ['leap-day', 1],
    ['a-year', 366],
  ])
})

const originalTimeZone = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTimeZone
})

test.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
  'no time zone moves a due date (%s)',
  (timeZone) => {
    process.env.TZ = timeZone
    const report = buildAgingReport([invoice('1', { dueDate: '2026-03-01' })], AS_OF)
    expect(report.placed[0]?.daysPastDue).toBe(30)
    expect(report.dueSoon[0]).toMatchObject({ from: '2026-03-31', to: '2026-04-06' })
  },
)

test('amounts are summed per currency and bucket, credit notes subtract, paid invoices are left out', () => {
  const report = buildAgingReport(
    [
      invoice('1', { amount: 100, dueDate: '2026-03-30' }),
      invoice('2', { amount: -40, dueDate: '2026-03-15', status: 'overdue' }),
      invoice('3', { amount: 0.1, currency: 'eur', dueDate: '2026-04-10' }),
      invoice('4', { amount: 0.2, currency: 'EUR', dueDate: '2026-04-30' }),
      invoice('5', { amount: 999, status: 'paid', dueDate: '2026-01-01' }),
      invoice('6', { amount: 7, dueDate: '2025-10-01', status: 'overdue' }),
    ],
    AS_OF,
  )
  expect(report.currencies).toEqual([
    {
      currency: 'USD',
      buckets: {
        current: { total: 0, count: 0, notAdded: 0 },
        '1-30': { total: 60, count: 2, notAdded: 0 },
        '31-60': { total: 0, count: 0, notAdded: 0 },
        '61-90': { total: 0, count: 0, notAdded: 0 },
        'over-90': { total: 7, count: 1, notAdded: 0 },
      },
      total: { total: 67, count: 3, notAdded: 0 },
    },
    {
      currency: 'EUR',
      buckets: {
        current: { total: 0.3, count: 2, notAdded: 0 },
        '1-30': { total: 0, count: 0, notAdded: 0 },
        '31-60': { total: 0, count: 0, notAdded: 0 },
        '61-90': { total: 0, count: 0, notAdded: 0 },
        'over-90': { total: 0, count: 0, notAdded: 0 },
      },
      total: { total: 0.3, count: 2, notAdded: 0 },
    },
  ])
})

test('an invoice dated after the as-of date is left out and counted: it did not exist yet', () => {
  const report = buildAgingReport(
    [
      invoice('issued-before', { invoiceDate: '2026-03-01', dueDate: '2026-03-31' }),
      invoice('issued-on-the-day', { invoiceDate: AS_OF, dueDate: '2026-04-30' }),
      invoice('issued-after', { invoiceDate: '2026-04-01', dueDate: '2026-05-01' }),
      invoice('no-date', { invoiceDate: null, dueDate: '2026-04-15' }),
    ],
    AS_OF,
  )
  expect(report.placed.map(({ invoice }) => invoice.id)).toEqual([
    'issued-before',
    'issued-on-the-day',
    'no-date',
  ])
  expect(report.issuedAfter).toBe(1)
})

test('invoices that cannot be placed are counted by reason, never dropped silently', () => {
  const report = buildAgingReport(
    [
      invoice('1', { dueDate: null }),
      invoice('2', { dueDate: '2026-02-30' }),
      invoice('3', { amount: null }),
      invoice('4', { currency: 'US dollars' }),
      invoice('5', { currency: null }),
      invoice('6'),
    ],
    AS_OF,
  )
  expect(report.unplaceable).toEqual({ noDueDate: 2, badAmount: 1, badCurrency: 2 })
  expect(report.placed).toHaveLength(1)
})

test('an amount too large to add still counts its invoice in its bucket, and is counted as not added', () => {
  const report = buildAgingReport(
    [
      invoice('small', { amount: 100, dueDate: '2026-03-20' }),
      invoice('huge', { amount: 1e308, dueDate: '2026-03-10', status: 'overdue' }),
      // Past Number.MAX_SAFE_INTEGER cents, though a double holds it.
      invoice('too many cents', { amount: 1e14, dueDate: '2025-12-01', status: 'overdue' }),
      // Yen have no cents: the same amount adds, and 1e16 does not.
      invoice('yen', { amount: 1e14, currency: 'JPY', dueDate: '2026-04-02' }),
      invoice('too many yen', { amount: 1e16, currency: 'JPY', dueDate: '2026-04-03' }),
    ],
    AS_OF,
  )
  expect(report.placed).toHaveLength(5)
  expect(report.unplaceable).toEqual({ noDueDate: 0, badAmount: 0, badCurrency: 0 })
  const [usd, jpy] = report.currencies
  expect(usd?.buckets['1-30']).toEqual({ total: 100, count: 2, notAdded: 1 })
  expect(usd?.buckets['over-90']).toEqual({ total: 0, count: 1, notAdded: 1 })
  expect(usd?.total).toEqual({ total: 100, count: 3, notAdded: 2 })
  expect(jpy?.buckets.current).toEqual({ total: 1e14, count: 2, notAdded: 1 })
  expect(report.overdueByVendor).toEqual([
    {
      vendor: 'Acme Corporation',
      currency: 'USD',
      total: 100,
      count: 3,
      notAdded: 2,
      oldestDueDate: '2025-12-01',
    },
  ])
  expect(report.dueSoon[0]?.totals).toEqual([
    { currency: 'JPY', total: 1e14, count: 2, notAdded: 1 },
  ])
})

test('overdue by vendor: largest first within each currency, with the oldest due date', () => {
  const report = buildAgingReport(
    [
      invoice('1', { vendor: 'Small', amount: 10, dueDate: '2026-03-01' }),
      invoice('2', { vendor: 'Big', amount: 500, dueDate: '2026-03-20' }),
      invoice('3', { vendor: 'Big', amount: 5, dueDate: '2026-01-02' }),
      invoice('4', { vendor: 'Not due', amount: 9999, dueDate: '2026-04-20' }),
      invoice('5', { vendor: 'Yen', amount: 100000, currency: 'JPY', dueDate: '2026-03-01' }),
    ],
    AS_OF,
  )
  expect(report.overdueByVendor).toEqual([
    {
      vendor: 'Big',
      currency: 'USD',
      total: 505,
      count: 2,
      notAdded: 0,
      oldestDueDate: '2026-01-02',
    },
    {
      vendor: 'Small',
      currency: 'USD',
      total: 10,
      count: 1,
      notAdded: 0,
      oldestDueDate: '2026-03-01',
    },
    {
      vendor: 'Yen',
      currency: 'JPY',
      total: 100000,
      count: 1,
      notAdded: 0,
      oldestDueDate: '2026-03-01',
    },
  ])
})

test('due in the next 4 weeks: a row per week from the as-of date, a total per currency', () => {
  const report = buildAgingReport(
    [
      invoice('today', { amount: 1, dueDate: AS_OF }),
      invoice('day 6', { amount: 2, dueDate: '2026-04-06' }),
      invoice('day 7', { amount: 4, dueDate: '2026-04-07' }),
      invoice('day 27', { amount: 8, dueDate: '2026-04-27', currency: 'GBP' }),
      invoice('day 28', { amount: 16, dueDate: '2026-04-28' }),
      invoice('overdue', { amount: 32, dueDate: '2026-03-30' }),
    ],
    AS_OF,
  )
  expect(report.dueSoon).toEqual([
    {
      from: '2026-03-31',
      to: '2026-04-06',
      totals: [{ currency: 'USD', total: 3, count: 2, notAdded: 0 }],
    },
    {
      from: '2026-04-07',
      to: '2026-04-13',
      totals: [{ currency: 'USD', total: 4, count: 1, notAdded: 0 }],
    },
    { from: '2026-04-14', to: '2026-04-20', totals: [] },
    {
      from: '2026-04-21',
      to: '2026-04-27',
      totals: [{ currency: 'GBP', total: 8, count: 1, notAdded: 0 }],
    },
  ])
})

test('the buckets always add up to the total of each currency, and every unpaid invoice is counted once or left out as issued later', () => {
  const isoDate = fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10))
  const arbitraryInvoice = fc.record({
    amount: fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => cents / 100),
      fc.constant(null),
      fc.constantFrom(1e308, -1e16),
    ),
    currency: fc.constantFrom('USD', 'eur', 'JPY', 'GBP', null, 'bogus'),
    dueDate: fc.oneof(isoDate, fc.constant(null), fc.constant('2026-02-30')),
    invoiceDate: fc.oneof(isoDate, fc.constant(null)),
    status: fc.constantFrom('pending', 'overdue', 'paid', 'void'),
  })
  fc.assert(
    fc.property(fc.array(arbitraryInvoice, { maxLength: 60 }), isoDate, (fields, asOf) => {
      const invoices = fields.map((field, index) => invoice(String(index), field))
      const report = buildAgingReport(invoices, asOf)
      for (const { buckets, total } of report.currencies) {
        const amounts = agingBuckets.map(({ id }) => buckets[id])
        expect(amounts.reduce((sum, { count }) => sum + count, 0)).toBe(total.count)
        expect(amounts.reduce((sum, { notAdded }) => sum + notAdded, 0)).toBe(total.notAdded)
        const cents = amounts.reduce((sum, amount) => sum + Math.round(amount.total * 100), 0)
        expect(cents).toBe(Math.round(total.total * 100))
      }
      const unpaid = invoices.filter(({ status }) => status === 'pending' || status === 'overdue')
      const { noDueDate, badAmount, badCurrency } = report.unplaceable
      expect(report.placed.length + noDueDate + badAmount + badCurrency + report.issuedAfter).toBe(
        unpaid.length,
      )
      const counted = report.currencies.reduce((sum, { total }) => sum + total.count, 0)
      expect(counted).toBe(report.placed.length)
    }),
  )
})
