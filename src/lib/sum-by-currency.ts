/** Sums amounts per currency, never across currencies, in the order each currency first appears. */
import { currencyFormatter, currencyKey } from './format-money'

export interface CurrencyTotal {
  /** The upper-cased code, or the raw value when it is not a usable code (null when missing). */
  currency: string | null
  total: number
  count: number
}

/** Unusable currencies keep up to 6 decimals, like their display. */
const FALLBACK_FRACTION_DIGITS = 6

export function sumByCurrency(
  items: Iterable<{ amount?: number | null | undefined; currency?: string | null | undefined }>,
): CurrencyTotal[] {
  const sums = new Map<string | null, { minor: number; scale: number; count: number }>()
  for (const { amount, currency } of items) {
    if (typeof amount !== 'number' || !Number.isFinite(amount)) continue
    const key = currencyKey(currency)
    let sum = sums.get(key)
    if (!sum) {
      const digits =
        currencyFormatter(key)?.resolvedOptions().maximumFractionDigits ?? FALLBACK_FRACTION_DIGITS
      sum = { minor: 0, scale: 10 ** digits, count: 0 }
      sums.set(key, sum)
    }
    // Whole minor units, so 0.1 + 0.2 is 0.30 and a page of cents never drifts.
    sum.minor += Math.round(amount * sum.scale)
    sum.count += 1
  }
  return [...sums].map(([currency, { minor, scale, count }]) => ({
    currency,
    total: minor / scale,
    count,
  }))
}
