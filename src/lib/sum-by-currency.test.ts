import { expect, test } from 'vitest'
import { sumByCurrency } from './sum-by-currency'

test('sums per currency, never across currencies, in order of first appearance', () => {
  expect(
    sumByCurrency([
      { amount: 12000, currency: 'USD' },
      { amount: 2100, currency: 'EUR' },
      { amount: 340, currency: 'usd' },
      { amount: 1000, currency: 'JPY' },
    ]),
  ).toEqual([
    { currency: 'USD', total: 12340, count: 2 },
    { currency: 'EUR', total: 2100, count: 1 },
    { currency: 'JPY', total: 1000, count: 1 },
  ])
})

test('cents add up exactly and credit notes subtract', () => {
  const [usd] = sumByCurrency([
    { amount: 0.1, currency: 'USD' },
    { amount: 0.2, currency: 'USD' },
    { amount: -0.05, currency: 'USD' },
  ])
  expect(usd?.total).toBe(0.25)
})

test('missing amounts are skipped; unusable currencies stay apart, each under its raw value', () => {
  expect(
    sumByCurrency([
      { amount: null, currency: 'USD' },
      { amount: undefined, currency: 'USD' },
      { amount: 5, currency: 'US' },
      { amount: 6, currency: null },
      { amount: 7, currency: '' },
      { amount: 1, currency: 'US' },
    ]),
  ).toEqual([
    { currency: 'US', total: 6, count: 2 },
    { currency: null, total: 6, count: 1 },
    { currency: '', total: 7, count: 1 },
  ])
})
