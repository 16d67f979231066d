import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isIsoDate } from '../lib/iso-date'
import {
  defaultInvoiceFilters,
  invoiceFiltersToSearchParams,
  parseInvoiceFilters,
} from './invoice-filters'

const parse = (query: string) => parseInvoiceFilters(new URLSearchParams(query))

test('a clean URL parses without corrections and serialises back without defaults', () => {
  const query =
    'status=overdue&vendor=Acme&startDate=2026-07-01&endDate=2026-09-30&limit=25&offset=50'
  const { filters, corrections } = parse(query)
  expect(corrections).toEqual([])
  expect(filters).toEqual({
    status: 'overdue',
    vendor: 'Acme',
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    limit: 25,
    offset: 50,
  })
  expect(invoiceFiltersToSearchParams(filters).toString()).toBe(query)
  expect(invoiceFiltersToSearchParams(defaultInvoiceFilters).toString()).toBe('')
})

test.each([
  ['limit=abc', { limit: 50 }],
  ['limit=0', { limit: 1 }],
  ['limit=101', { limit: 100 }],
  ['limit=1e9', { limit: 50 }],
  ['limit=50.5', { limit: 50 }],
  ['offset=-1', { offset: 0 }],
  ['offset=abc', { offset: 0 }],
  ['offset=30&limit=100', { offset: 0, limit: 100 }],
  ['offset=130', { offset: 100 }],
  ['limit=abc&offset=75', { limit: 50, offset: 50 }],
  ['limit=10&offset=0099', { limit: 10, offset: 90 }],
  ['status=bogus', { status: null }],
  ['status=PAID', { status: 'paid' }],
  ['status=paid&status=pending', { status: 'paid' }],
  ['startDate=2024-13-45', { startDate: null }],
  ['startDate=2024-02-30', { startDate: null }],
  ['startDate=2024-2-3', { startDate: null }],
  ['startDate=2026-03-01&endDate=2026-01-01', { startDate: '2026-01-01', endDate: '2026-03-01' }],
  [`vendor=${'x'.repeat(250)}`, { vendor: 'x'.repeat(200) }],
  ['vendor=%20%20', { vendor: '' }],
  ['vendor=%20Acme%20', { vendor: 'Acme' }],
])('%s is corrected with a notice', (query, expected) => {
  const { filters, corrections } = parse(query)
  expect(filters).toMatchObject(expected)
  expect(corrections.length).toBeGreaterThan(0)
})

test('normalisation never throws, always yields valid filters and is idempotent', () => {
  const names = ['status', 'vendor', 'startDate', 'endDate', 'limit', 'offset', 'other']
  const value = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom('pending', 'paid', 'overdue', 'PAID', '2024-02-29', '2023-02-29', '1e3', '-0'),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  )
  const searchParams = fc
    .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 12 })
    .map((pairs) => new URLSearchParams(pairs))

  fc.assert(
    fc.property(searchParams, (params) => {
      const { filters } = parseInvoiceFilters(params)
      expect(Number.isInteger(filters.limit) && filters.limit >= 1 && filters.limit <= 100).toBe(
        true,
      )
      expect(Number.isSafeInteger(filters.offset) && filters.offset >= 0).toBe(true)
      expect([null, 'pending', 'paid', 'overdue']).toContain(filters.status)
      for (const date of [filters.startDate, filters.endDate]) {
        if (date !== null) expect(isIsoDate(date)).toBe(true)
      }
      if (filters.startDate && filters.endDate)
        expect(filters.startDate <= filters.endDate).toBe(true)
      expect(filters.vendor.length).toBeLessThanOrEqual(200)

      const again = parseInvoiceFilters(invoiceFiltersToSearchParams(filters))
      expect(again).toEqual({ filters, corrections: [] })
    }),
  )
})

test('every view the controls can produce survives the URL unchanged, with no notice', () => {
  const isoDate = fc
    .date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10))
  const filters = fc
    .record({
      status: fc.constantFrom(null, 'pending', 'paid', 'overdue'),
      // What the vendor input commits: trimmed, at most 200 characters.
      vendor: fc.string({ maxLength: 220 }).map((text) => text.trim().slice(0, 200).trim()),
      startDate: fc.option(isoDate, { nil: null }),
      endDate: fc.option(isoDate, { nil: null }),
      limit: fc.integer({ min: 1, max: 100 }),
      // The controls only ever go to the start of a page.
      page: fc.nat({ max: 1_000_000 }),
    })
    .map(({ page, ...view }) => ({ ...view, offset: page * view.limit }))
    .filter((view) => !(view.startDate && view.endDate && view.startDate > view.endDate))

  fc.assert(
    fc.property(filters, (view) => {
      expect(parseInvoiceFilters(invoiceFiltersToSearchParams(view))).toEqual({
        filters: view,
        corrections: [],
      })
    }),
  )
})
