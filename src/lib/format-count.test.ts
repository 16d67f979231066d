import { expect, test } from 'vitest'
import { formatCountOf } from './format-count'

test('a count takes the singular for exactly one, grouped digits otherwise', () => {
  expect(formatCountOf(1, 'invoice')).toBe('1 invoice')
  expect(formatCountOf(0, 'invoice')).toBe('0 invoices')
  expect(formatCountOf(2500, 'overdue invoice')).toBe('2,500 overdue invoices')
  expect(formatCountOf(3, 'day')).toBe('3 days')
})
