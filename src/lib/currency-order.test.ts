import { expect, test } from 'vitest'
import { currencyOrder } from './currency-order'

const byCount = currencyOrder(
  (sum: { currency: string | null; count: number }) => sum.count,
  (sum) => sum.currency,
)

test('most invoices first, ties by code, a missing currency last among its ties', () => {
  const sums = [
    { currency: 'USD', count: 2 },
    { currency: null, count: 5 },
    { currency: 'JPY', count: 5 },
    { currency: 'EUR', count: 5 },
    { currency: 'GBP', count: 9 },
  ]
  expect(sums.sort(byCount).map(({ currency }) => currency)).toEqual([
    'GBP',
    'EUR',
    'JPY',
    null,
    'USD',
  ])
})
