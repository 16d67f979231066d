/**
 * Sums amounts per currency, never across currencies, in the order each currency first appears.
 * Sums are whole minor units (so 0.1 + 0.2 is 0.30 and a page of cents never drifts); an amount
 * beyond what can be held exactly is left out, as its cell marks it (see decimal-amount.ts).
 */
import { toMinorUnits } from './decimal-amount'
import { currencyFractionDigits, currencyKey } from './format-money'

export interface CurrencyTotal {
  /** The upper-cased code, or the raw value when it is not a usable code (null when missing). */
  currency: string | null
  total: number
  count: number
}

export function sumByCurrency(
  items: Iterable<{ amount?: number | null | undefined; currency?: string | null | undefined }>,
): CurrencyTotal[] {
  const sums = new Map<string | null, { minor: bigint; digits: number; count: number }>()
  for (const { amount, currency } of items) {
    if (typeof amount !== 'number') continue
    const key = currencyKey(currency)
    const digits = sums.get(key)?.digits ?? currencyFractionDigits(key)
    const minor = toMinorUnits(amount, digits)
    if (minor === null) continue
    const sum = sums.get(key) ?? { minor: 0n, digits, count: 0 }
    sum.minor += minor
    sum.count += 1
    sums.set(key, sum)
  }
  // A sum past the safe range comes out inexact, and its display marks it as too large.
  return [...sums].map(([currency, { minor, digits, count }]) => ({
    currency,
    total: Number(minor) / 10 ** digits,
    count,
  }))
}
