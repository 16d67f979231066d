import fc from 'fast-check'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceSchema, type Invoice } from './invoice-schema'
import { nextSort, parseSort, sortInvoices, sortParam, type InvoiceSort } from './invoice-sort'

const invoice = (id: string, overrides: Partial<Invoice>): Invoice => ({
  ...invoiceSchema.parse(makeInvoice({ id })),
  ...overrides,
})
const ids = (invoices: Invoice[]) => invoices.map(({ id }) => id)

test('the URL value reads back as it was written, anything else is no sort', () => {
  expect(parseSort('amount')).toEqual({ key: 'amount', descending: false })
  expect(parseSort('-dueDate')).toEqual({ key: 'dueDate', descending: true })
  for (const bad of ['', '-', 'price', '--amount', 'Amount', null])
    expect(parseSort(bad)).toBeNull()
  expect(sortParam({ key: 'dueDate', descending: true })).toBe('-dueDate')
})

test('a header click goes ascending, descending, then back to the API order', () => {
  const first = nextSort(null, 'vendor')
  const second = nextSort(first, 'vendor')
  expect([first, second, nextSort(second, 'vendor')]).toEqual([
    { key: 'vendor', descending: false },
    { key: 'vendor', descending: true },
    null,
  ])
  expect(nextSort(second, 'amount')).toEqual({ key: 'amount', descending: false })
})

test('amounts are grouped by currency and never compared across currencies', () => {
  const invoices = [
    invoice('usd-big', { amount: 900, currency: 'USD' }),
    invoice('jpy', { amount: 50000, currency: 'JPY' }),
    invoice('usd-small', { amount: 5, currency: 'usd' }),
    invoice('eur', { amount: 10, currency: 'EUR' }),
    invoice('bad-currency', { amount: 1, currency: 'dollars' }),
    invoice('no-amount', { amount: null, currency: 'USD' }),
  ]
  expect(ids(sortInvoices(invoices, { key: 'amount', descending: false }))).toEqual([
    'eur',
    'jpy',
    'usd-small',
    'usd-big',
    'bad-currency',
    'no-amount',
  ])
  expect(ids(sortInvoices(invoices, { key: 'amount', descending: true }))).toEqual([
    'eur',
    'jpy',
    'usd-big',
    'usd-small',
    'bad-currency',
    'no-amount',
  ])
})

test('missing and malformed dates sort last in both directions', () => {
  const invoices = [
    invoice('bad', { dueDate: '2026-02-30' }),
    invoice('late', { dueDate: '2026-12-01' }),
    invoice('none', { dueDate: null }),
    invoice('early', { dueDate: '2026-01-15' }),
  ]
  expect(ids(sortInvoices(invoices, { key: 'dueDate', descending: false }))).toEqual([
    'early',
    'late',
    'bad',
    'none',
  ])
  expect(ids(sortInvoices(invoices, { key: 'dueDate', descending: true }))).toEqual([
    'late',
    'early',
    'bad',
    'none',
  ])
})

test('invoice numbers sort as people read them: INV-9 before INV-10, case aside', () => {
  const invoices = [
    invoice('10', { invoiceNumber: 'INV-10' }),
    invoice('9', { invoiceNumber: 'inv-9' }),
    invoice('blank', { invoiceNumber: '  ' }),
  ]
  expect(ids(sortInvoices(invoices, { key: 'invoiceNumber', descending: false }))).toEqual([
    '9',
    '10',
    'blank',
  ])
})

test('sorting is stable: equal values keep the API order, whatever the column and direction', () => {
  const arbitraryInvoices = fc.array(
    fc.record({
      vendor: fc.constantFrom('Acme', 'acme', 'Kobo', null),
      status: fc.constantFrom('paid', 'pending', 'void', null),
      amount: fc.constantFrom(1, 2, null),
      currency: fc.constantFrom('USD', 'EUR', null),
      dueDate: fc.constantFrom('2026-01-01', '2026-02-01', 'soon', null),
    }),
    { maxLength: 40 },
  )
  const arbitrarySort = fc.record<InvoiceSort>({
    key: fc.constantFrom('vendor', 'status', 'amount', 'dueDate'),
    descending: fc.boolean(),
  })
  fc.assert(
    fc.property(arbitraryInvoices, arbitrarySort, (fields, sort) => {
      const invoices = fields.map((field, index) => invoice(String(index), field))
      const sorted = sortInvoices(invoices, sort)
      expect(sorted).toHaveLength(invoices.length)
      expect(sortInvoices(sorted, sort)).toEqual(sorted)
      // Invoices that compare equal (case aside; every bad value alike) keep the API's order.
      const tie = (found: Invoice) => {
        const value = sort.key === 'amount' ? `${found.currency}:${found.amount}` : found[sort.key]
        return String(value).toLowerCase()
      }
      const lastSeen = new Map<string, number>()
      for (const found of sorted) {
        const position = Number(found.id)
        expect(position).toBeGreaterThan(lastSeen.get(tie(found)) ?? -1)
        lastSeen.set(tie(found), position)
      }
    }),
  )
})
