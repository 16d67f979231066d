import fc from 'fast-check'
import { expect, test } from 'vitest'
import { currencyFormatter, formatMoney } from './format-money'

// Intl puts a no-break space between a code and its number; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ')

test('amounts use the currency and the locale, with its own decimals', () => {
  expect(formatMoney(1250.5, 'USD', 'en-US')).toEqual({ ok: true, text: '$1,250.50' })
  expect(formatMoney(1250.5, 'EUR', 'en-US')).toEqual({ ok: true, text: '€1,250.50' })
  expect(plain(formatMoney(1250.5, 'EUR', 'de-DE').text)).toBe('1.250,50 €')
  expect(formatMoney(125000, 'JPY', 'en-US')).toEqual({ ok: true, text: '¥125,000' })
  expect(formatMoney(125000.4, 'JPY', 'en-US').text).toBe('¥125,000')
})

test('credit notes stay negative', () => {
  expect(formatMoney(-99.9, 'USD', 'en-US').text).toBe('-$99.90')
  expect(formatMoney(-5000, 'JPY', 'en-US').text).toBe('-¥5,000')
})

test('a well-formed code Intl does not know formats with the code; case does not matter', () => {
  expect(plain(formatMoney(1250.5, 'XYZ', 'en-US').text)).toBe('XYZ 1,250.50')
  expect(formatMoney(3, 'usd', 'en-US')).toEqual({ ok: true, text: '$3.00' })
})

test('a malformed or missing currency gives the bare number and the raw value', () => {
  expect(formatMoney(1250.5, 'US', 'en-US')).toEqual({
    ok: false,
    text: '1,250.50',
    currency: 'US',
  })
  expect(formatMoney(1250.5, '', 'en-US')).toEqual({ ok: false, text: '1,250.50', currency: '' })
  expect(formatMoney(-7, null, 'en-US')).toEqual({ ok: false, text: '-7.00', currency: null })
  expect(formatMoney(7, undefined, 'en-US')).toEqual({ ok: false, text: '7.00', currency: null })
  expect(formatMoney(0.123456, 'dollars', 'en-US').text).toBe('0.123456')
})

test('formatting never throws, whatever the currency string', () => {
  fc.assert(
    fc.property(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      (amount, code) => {
        const result = formatMoney(amount, code, 'en-US')
        expect(result.text).not.toMatch(/NaN|undefined|null/)
      },
    ),
  )
})

test('formatters are built once per locale and currency, not per cell', () => {
  expect(currencyFormatter('USD', 'en-US')).toBe(currencyFormatter('usd', 'en-US'))
  expect(currencyFormatter('USD', 'en-US')).not.toBe(currencyFormatter('USD', 'de-DE'))
  expect(currencyFormatter('USD')).toBe(currencyFormatter('USD'))
  expect(currencyFormatter('US')).toBeNull()
})
