import { expect, test, vi } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceDb } from './invoice-db'

test('a lazy seed builds its rows on the first read only, in the API order', () => {
  const build = vi.fn(() => [
    makeInvoice({ id: 'b', invoiceDate: '2026-01-02' }),
    makeInvoice({ id: 'a', invoiceDate: '2026-03-01' }),
  ])
  invoiceDb.seedLazily(build)
  expect(build).not.toHaveBeenCalled()

  expect(invoiceDb.all().map((invoice) => invoice.id)).toEqual(['a', 'b'])
  expect(invoiceDb.all().map((invoice) => invoice.id)).toEqual(['a', 'b'])
  expect(build).toHaveBeenCalledOnce()
})

test('a seed after a lazy one wins, and the lazy rows are never built', () => {
  invoiceDb.seed([makeInvoice({ id: 'old' })])
  const build = vi.fn(() => [makeInvoice({ id: 'lazy' })])
  invoiceDb.seedLazily(build)
  invoiceDb.seed([makeInvoice({ id: 'eager' })])

  expect(invoiceDb.all().map((invoice) => invoice.id)).toEqual(['eager'])
  expect(build).not.toHaveBeenCalled()
})
