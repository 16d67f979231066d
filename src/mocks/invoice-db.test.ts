import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceDb, type StoredInvoice } from './invoice-db'

/** A lazy source that counts how many rows were taken from it. */
function countedSource(invoices: StoredInvoice[]) {
  const source = {
    taken: 0,
    *[Symbol.iterator]() {
      for (const invoice of invoices) {
        source.taken += 1
        yield invoice
      }
    },
  }
  return source
}

const ids = () => invoiceDb.all().map((invoice) => invoice.id)

test('a lazy seed builds nothing until asked, and its first read builds every row, in the API order', () => {
  const source = countedSource([
    makeInvoice({ id: 'b', invoiceDate: '2026-01-02' }),
    makeInvoice({ id: 'a', invoiceDate: '2026-03-01' }),
  ])
  invoiceDb.seedLazily(source)
  expect(source.taken).toBe(0)

  expect(ids()).toEqual(['a', 'b'])
  expect(ids()).toEqual(['a', 'b'])
  expect(source.taken).toBe(2)
})

test('rows are built a slice at a time while the caller has time; a read takes the rest', () => {
  const source = countedSource(
    ['2026-01-01', '2026-05-01', '2026-03-01', '2026-02-01'].map((invoiceDate, index) =>
      makeInvoice({ id: `inv-${index}`, invoiceDate }),
    ),
  )
  invoiceDb.seedLazily(source)

  // No time left still builds one row, so slices always make progress.
  expect(invoiceDb.buildSome(() => false)).toBe(true)
  expect(source.taken).toBe(1)
  let budget = 2
  expect(invoiceDb.buildSome(() => (budget -= 1) > 0)).toBe(true)
  expect(source.taken).toBe(3)

  expect(ids()).toEqual(['inv-1', 'inv-2', 'inv-3', 'inv-0'])
  expect(invoiceDb.buildSome(() => true)).toBe(false)
})

test('the last slice puts the rows in order: the next read builds nothing', () => {
  const source = countedSource([makeInvoice({ id: 'only' })])
  invoiceDb.seedLazily(source)

  expect(invoiceDb.buildSome(() => true)).toBe(false)
  expect(ids()).toEqual(['only'])
  expect(source.taken).toBe(1)
})

test('a seed after a lazy one wins: the lazy rows not yet built never are', () => {
  invoiceDb.seed([makeInvoice({ id: 'old' })])
  const source = countedSource([makeInvoice({ id: 'lazy' })])
  invoiceDb.seedLazily(source)
  invoiceDb.buildSome(() => false)
  invoiceDb.seed([makeInvoice({ id: 'eager' })])

  expect(ids()).toEqual(['eager'])
  expect(source.taken).toBe(1)
})
