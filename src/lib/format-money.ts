/**
 * Money in the user's locale. Formatters are cached per locale and currency (a page renders one
 * cell per row), and a currency the API got wrong never throws: the caller gets the number and the
 * raw code to show with a marker.
 */
import { toMinorUnits } from './decimal-amount'

export type MoneyText =
  | { ok: true; text: string }
  /** The currency is missing or not a well-formed ISO 4217 code: `text` is the bare number. */
  | { ok: false; text: string; currency: string | null }
  /** Beyond what Intl and the totals hold exactly: `text` is the number as JavaScript writes it. */
  | { ok: false; text: string; outOfRange: true }

/** ECMA-402 accepts any three ASCII letters, known to it or not (`XYZ` formats with its code). */
const wellFormedCurrency = /^[A-Za-z]{3}$/

const formatters = new Map<string, Intl.NumberFormat | null>()

function cached(key: string, create: () => Intl.NumberFormat | null): Intl.NumberFormat | null {
  let formatter = formatters.get(key)
  if (formatter === undefined) {
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter
}

/** The formatter for a currency in a locale (`undefined`: the user's), or null for a bad code. */
export function currencyFormatter(
  currency: string | null | undefined,
  locale?: string,
): Intl.NumberFormat | null {
  if (typeof currency !== 'string' || !wellFormedCurrency.test(currency)) return null
  const code = currency.toUpperCase()
  return cached(`${locale ?? ''}|${code}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code })
    } catch {
      return null
    }
  })
}

/** For amounts whose currency is unusable: grouped digits, cents shown, no rounding away. */
function plainAmountFormatter(locale?: string): Intl.NumberFormat {
  return (
    cached(
      `${locale ?? ''}|`,
      () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 }),
    ) ?? new Intl.NumberFormat(locale)
  )
}

/** Unusable currencies keep up to 6 decimals, like their display. */
const FALLBACK_FRACTION_DIGITS = 6

/** By upper-cased code: `resolvedOptions()` builds a fresh object, and every money cell asks. */
const fractionDigitsByCode = new Map<string, number>()

/** The decimals a currency's amounts are shown and summed with: JPY 0, USD 2, an unusable code 6. */
export function currencyFractionDigits(currency: string | null | undefined): number {
  const code = currencyCode(currency)
  if (code === null) return FALLBACK_FRACTION_DIGITS
  let digits = fractionDigitsByCode.get(code)
  if (digits === undefined) {
    digits =
      currencyFormatter(code)?.resolvedOptions().maximumFractionDigits ?? FALLBACK_FRACTION_DIGITS
    fractionDigitsByCode.set(code, digits)
  }
  return digits
}

export function formatMoney(
  amount: number,
  currency: string | null | undefined,
  locale?: string,
): MoneyText {
  if (toMinorUnits(amount, currencyFractionDigits(currency)) === null)
    return { ok: false, text: String(amount), outOfRange: true }
  const formatter = currencyFormatter(currency, locale)
  if (formatter) return { ok: true, text: formatter.format(amount) }
  return {
    ok: false,
    text: plainAmountFormatter(locale).format(amount),
    currency: currency ?? null,
  }
}

/** The upper-cased ISO 4217-shaped code, or null when the currency is missing or not three letters. */
export function currencyCode(currency: string | null | undefined): string | null {
  return typeof currency === 'string' && wellFormedCurrency.test(currency)
    ? currency.toUpperCase()
    : null
}

/** How a currency's amounts are grouped for totals: one code, whatever its case, or the raw text. */
export function currencyKey(currency: string | null | undefined): string | null {
  return currencyCode(currency) ?? currency ?? null
}
