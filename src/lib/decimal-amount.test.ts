import fc from 'fast-check'
import { expect, test } from 'vitest'
import { readDecimalAmount, toFixedDecimal, toMinorUnits } from './decimal-amount'

/** Minor units written as a decimal string with `digits` decimals: 123450n, 2 → "1234.50". */
function asDecimal(minor: bigint, digits: number): string {
  const sign = minor < 0n ? '-' : ''
  const text = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

test('an amount is written with exactly its decimals', () => {
  expect(toFixedDecimal(1234.5, 2)).toBe('1234.50')
  expect(toFixedDecimal(-0.5, 2)).toBe('-0.50')
  expect(toFixedDecimal(125000.4, 0)).toBe('125000')
  expect(toFixedDecimal(0.001, 3)).toBe('0.001')
  expect(toFixedDecimal(1e308, 2)).toBeNull()
})

const safeMinor = fc.bigInt({
  min: -BigInt(Number.MAX_SAFE_INTEGER),
  max: BigInt(Number.MAX_SAFE_INTEGER),
})
const fractionDigits = fc.integer({ min: 0, max: 6 })

test('a decimal string is read as the amount it is', () => {
  expect(readDecimalAmount('1234.50')).toBe(1234.5)
  expect(readDecimalAmount('-12.5')).toBe(-12.5)
  expect(readDecimalAmount('0')).toBe(0)
  expect(readDecimalAmount('007.10')).toBe(7.1)
  expect(readDecimalAmount('-0.00')).toBe(-0)
})

test.each([
  '',
  ' 12.50',
  '12,50',
  '1,234.50',
  '+12',
  '12.',
  '.5',
  '1e3',
  'NaN',
  'Infinity',
  '0x10',
  '12.5 USD',
  '1'.repeat(400),
  '12345678901234567.89',
])('%j is not an amount', (text) => {
  expect(readDecimalAmount(text)).toBeNull()
})

test('property: any amount of at most 15 digits reads back to exactly its minor units', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }),
      fractionDigits,
      (minor, digits) => {
        const amount = readDecimalAmount(asDecimal(minor, digits))
        expect(amount).not.toBeNull()
        expect(toMinorUnits(amount ?? Number.NaN, digits)).toBe(minor)
      },
    ),
  )
})

test('property: whatever it reads, it reads exactly; anything else is null, never a throw', () => {
  fc.assert(
    fc.property(safeMinor, fractionDigits, (minor, digits) => {
      const amount = readDecimalAmount(asDecimal(minor, digits))
      if (amount !== null) expect(toMinorUnits(amount, digits)).toBe(minor)
    }),
  )
  fc.assert(
    fc.property(fc.string(), (text) => {
      const amount = readDecimalAmount(text)
      expect(amount === null || Number.isFinite(amount)).toBe(true)
    }),
  )
})

test('property: a number JavaScript writes plainly reads back as itself', () => {
  fc.assert(
    fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
      const written = String(value)
      fc.pre(!written.includes('e'))
      // === on purpose: String(-0) is "0", the same amount.
      expect(readDecimalAmount(written) === value).toBe(true)
    }),
  )
})

test('minor units round half away from zero, on the decimal as written', () => {
  expect(toMinorUnits(1.005, 2)).toBe(101n)
  expect(toMinorUnits(-1.005, 2)).toBe(-101n)
  expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30n)
  expect(toMinorUnits(125000.4, 0)).toBe(125000n)
  expect(toMinorUnits(1e-7, 6)).toBe(0n)
})

test('beyond Number.MAX_SAFE_INTEGER minor units there is no exact amount', () => {
  expect(toMinorUnits(1e308, 2)).toBeNull()
  expect(toMinorUnits(Number.MAX_SAFE_INTEGER, 0)).toBe(BigInt(Number.MAX_SAFE_INTEGER))
  expect(toMinorUnits(Number.MAX_SAFE_INTEGER, 2)).toBeNull()
  expect(toMinorUnits(Number.POSITIVE_INFINITY, 2)).toBeNull()
})
