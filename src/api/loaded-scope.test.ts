import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceSchema } from './invoice-schema'
import type { MatchFilters } from './invoice-filters'
import { isWithinScope, matchesFilters } from './loaded-scope'

const all: MatchFilters = { status: null, vendor: '', startDate: null, endDate: null }

test('a narrower filter is answered from the set: a status, a longer vendor, dates inside the range', () => {
  expect(isWithinScope(all, { ...all, status: 'overdue' })).toBe(true)
  expect(isWithinScope({ ...all, vendor: 'acme' }, { ...all, vendor: 'ACME Inc' })).toBe(true)
  const q3 = { ...all, startDate: '2026-07-01', endDate: '2026-09-30' }
  expect(isWithinScope(q3, { ...q3, startDate: '2026-08-01' })).toBe(true)
  expect(isWithinScope(q3, q3)).toBe(true)
})

test('a wider or different filter needs the server', () => {
  expect(isWithinScope({ ...all, status: 'paid' }, all)).toBe(false)
  expect(isWithinScope({ ...all, status: 'paid' }, { ...all, status: 'overdue' })).toBe(false)
  expect(isWithinScope({ ...all, vendor: 'acme inc' }, { ...all, vendor: 'acme' })).toBe(false)
  const q3 = { ...all, startDate: '2026-07-01', endDate: '2026-09-30' }
  expect(isWithinScope(q3, { ...q3, startDate: '2026-06-30' })).toBe(false)
  expect(isWithinScope(q3, { ...q3, endDate: null })).toBe(false)
})

test('filters match as the API decided: status exact, vendor substring in any case, dates inclusive', () => {
  const invoice = invoiceSchema.parse(
    makeInvoice({ id: '1', status: 'overdue', vendor: 'ACME Inc', invoiceDate: '2026-08-01' }),
  )
  expect(matchesFilters(invoice, { ...all, status: 'overdue', vendor: 'acme' })).toBe(true)
  expect(matchesFilters(invoice, { ...all, status: 'pending' })).toBe(false)
  expect(matchesFilters(invoice, { ...all, startDate: '2026-08-01', endDate: '2026-08-01' })).toBe(
    true,
  )
  expect(matchesFilters(invoice, { ...all, startDate: '2026-08-02' })).toBe(false)
  expect(
    matchesFilters({ ...invoice, invoiceDate: 'yesterday' }, { ...all, endDate: '2026-12-31' }),
  ).toBe(false)
})
