/**
 * The table "Aging by currency" as CSV: amounts as numbers in the currency's decimals, counts beside
 * them, and how many of those invoices' amounts were too large to add into the amount.
 */
import { toCsv } from '../../lib/csv'
import { toFixedDecimal } from '../../lib/decimal-amount'
import { currencyFractionDigits } from '../../lib/format-money'
import { agingBuckets, type AgingReport } from './aging-report'

export function agingToCsv(report: AgingReport): string {
  const columns = [...agingBuckets.map(({ label }) => label), 'Total']
  const fields = [
    'As of',
    'Currency',
    ...columns.flatMap((label) => [
      `${label} amount`,
      `${label} invoices`,
      `${label} amounts not added`,
    ]),
  ]
  const rows = report.currencies.map(({ currency, buckets, total }) => {
    const digits = currencyFractionDigits(currency)
    return [
      report.asOf,
      currency,
      ...[...agingBuckets.map(({ id }) => buckets[id]), total].flatMap(
        ({ total: amount, count, notAdded }) => [
          toFixedDecimal(amount, digits) ?? String(amount),
          count,
          notAdded,
        ],
      ),
    ]
  })
  return toCsv(fields, rows)
}

export const agingCsvFilename = (asOf: string) => `aging-${asOf}.csv`
