import fc from 'fast-check'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { runToEnd } from '../../test/run-to-end'
import { invoiceSchema, type Invoice } from './invoice-schema'
import type { InvoiceSort } from './invoice-sort'
import { rankInvoices, sortedPositions } from './sort-ranks'

const invoice = (id: string, overrides: Partial<Invoice>): Invoice => ({
  ...invoiceSchema.parse(makeInvoice({ id })),
  ...overrides,
})
const ids = (invoices: Invoice[]) => invoices.map(({ id }) => id)

/** The invoices in the order a loaded set shows them for `sort`. */
function sortInvoices(invoices: Invoice[], sort: InvoiceSort): Invoice[] {
  const order = sortedPositions(runToEnd(rankInvoices(invoices, sort.key)), sort.descending)
  return Array.from(order, (position) => invoices[position] as Invoice)
}

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

/** The sort as a plain comparison: what the ranks must reproduce exactly. */
function compareAsSpecified(sort: InvoiceSort) {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  const read = (found: Invoice): [string, number | string] | null => {
    if (sort.key !== 'amount') {
      const value = found[sort.key]
      return typeof value === 'string' && value.trim() !== '' ? ['', value.trim()] : null
    }
    const { amount, currency } = found
    return typeof amount === 'number' &&
      typeof currency === 'string' &&
      /^[a-z]{3}$/i.test(currency)
      ? [currency.toUpperCase(), amount]
      : null
  }
  return (a: Invoice, b: Invoice) => {
    const [left, right] = [read(a), read(b)]
    if (!left || !right) return left === right ? 0 : left ? -1 : 1
    const [leftValue, rightValue] = [left[1], right[1]]
    const byValue =
      typeof leftValue === 'number' && typeof rightValue === 'number'
        ? leftValue - rightValue
        : collator.compare(String(leftValue), String(rightValue))
    return collator.compare(left[0], right[0]) || (sort.descending ? -byValue : byValue)
  }
}

test('the ranks give exactly the order of a comparison sort, currencies and bad values included', () => {
  const arbitraryInvoices = fc.array(
    fc.record({
      invoiceNumber: fc.constantFrom('INV-9', 'inv-10', 'INV-010', 'Ab', 'ab', 'é', 'e', ' ', null),
      vendor: fc.constantFrom('Société', 'societe', 'Müller', 'muller', 'Zeta', '', null),
      amount: fc.constantFrom(-5, 0, 1, 1.5, 1000, null),
      currency: fc.constantFrom('USD', 'usd', 'EUR', 'JPY', 'dollars', null),
    }),
    { maxLength: 60 },
  )
  const arbitrarySort = fc.record<InvoiceSort>({
    key: fc.constantFrom('invoiceNumber', 'vendor', 'amount'),
    descending: fc.boolean(),
  })
  fc.assert(
    fc.property(arbitraryInvoices, arbitrarySort, (fields, sort) => {
      const invoices = fields.map((field, index) => invoice(String(index), field))
      // Array.prototype.sort is stable: ties keep the API order, as the ranks must.
      expect(ids(sortInvoices(invoices, sort))).toEqual(
        ids([...invoices].sort(compareAsSpecified(sort))),
      )
    }),
  )
})
