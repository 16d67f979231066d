import { expect, test } from 'vitest'
import { nextSort, parseSort, sortParam } from './invoice-sort'

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
