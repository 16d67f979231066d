/**
 * Amounts read and summed exactly. Many finance APIs send decimals as strings ("1234.50") to keep
 * their precision; a double holds such a decimal exactly only when it writes back the same digits,
 * and a total stays exact only in whole minor units (cents) within Number.MAX_SAFE_INTEGER.
 */

const decimal = /^(-?)(\d+)(?:\.(\d+))?$/

const MAX_SAFE_MINOR = BigInt(Number.MAX_SAFE_INTEGER)

/** "0012.500" and "12.5" are the same decimal: digits without the zeros that say nothing. */
function normalise(sign: string, whole: string, fraction = ''): string {
  const integer = whole.replace(/^0+(?=\d)/, '')
  const decimals = fraction.replace(/0+$/, '')
  const body = decimals === '' ? integer : `${integer}.${decimals}`
  return body === '0' ? '0' : `${sign}${body}`
}

/**
 * A well-formed decimal string ("1234.50", "-12.5") as the number it is, or null: anything else,
 * and any decimal a double cannot hold exactly (too many digits, beyond 1e21).
 */
export function readDecimalAmount(text: string): number | null {
  const match = decimal.exec(text)
  if (!match) return null
  const [, sign = '', whole = '', fraction] = match
  const amount = Number(text)
  const written = decimal.exec(String(amount))
  if (!written) return null
  return normalise(written[1] ?? '', written[2] ?? '', written[3]) ===
    normalise(sign, whole, fraction)
    ? amount
    : null
}

/**
 * An amount in whole minor units at `fractionDigits` decimals, rounded half away from zero on the
 * decimal the number writes as (so 1.005 is 1.01, as it reads), or null when it is beyond
 * Number.MAX_SAFE_INTEGER minor units: then neither Intl nor a total can hold it exactly.
 */
export function toMinorUnits(amount: number, fractionDigits: number): bigint | null {
  if (!Number.isFinite(amount)) return null
  const written = String(amount)
  // Exponents appear below 1e-6 (read in full) and from 1e21 (far beyond any safe total).
  const match = decimal.exec(written.includes('e-') ? amount.toFixed(20) : written)
  if (!match) return null
  const [, sign, whole = '', fraction = ''] = match
  const padded = fraction.padEnd(fractionDigits + 1, '0')
  let minor = BigInt(whole + padded.slice(0, fractionDigits))
  if (Number(padded[fractionDigits]) >= 5) minor += 1n
  if (minor > MAX_SAFE_MINOR) return null
  return sign === '-' && minor !== 0n ? -minor : minor
}

/**
 * An amount written with exactly `fractionDigits` decimals ("1234.50", JPY "125000"), rounded as
 * `toMinorUnits` does, or null beyond what it can hold exactly.
 */
export function toFixedDecimal(amount: number, fractionDigits: number): string | null {
  const minor = toMinorUnits(amount, fractionDigits)
  if (minor === null) return null
  const sign = minor < 0n ? '-' : ''
  const digits = (minor < 0n ? -minor : minor).toString().padStart(fractionDigits + 1, '0')
  if (fractionDigits === 0) return sign + digits
  return `${sign}${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`
}
