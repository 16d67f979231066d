import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { MoneyAmount } from './money-amount'

// jsdom's default locale is en-US; Intl separates a code from its number with a no-break space.
const text = (element: HTMLElement) => element.textContent.replace(/\s/g, ' ')

test.each([
  [1250.5, 'USD', '$1,250.50'],
  [125000, 'JPY', '¥125,000'],
  [-420.1, 'EUR', '-€420.10'],
  [99, 'XYZ', 'XYZ 99.00'],
])('%d %s reads %j', (amount, currency, expected) => {
  const { container } = render(<MoneyAmount amount={amount} currency={currency} />)
  expect(text(container)).toBe(expected)
})

test.each([
  ['US', '1,250.50 ⚠(unrecognised currency)US'],
  ['dollars', '1,250.50 ⚠(unrecognised currency)dollars'],
  ['', '1,250.50 ⚠(no currency)'],
  [null, '1,250.50 ⚠(no currency)'],
])('a malformed currency %j shows the number, the raw value and a marker', (currency, expected) => {
  const { container } = render(<MoneyAmount amount={1250.5} currency={currency} />)
  expect(text(container)).toBe(expected)
})

test('a missing amount is a dash whatever the currency', () => {
  const { container } = render(<MoneyAmount amount={null} currency="USD" />)
  expect(container).toHaveTextContent(/^—$/)
})
