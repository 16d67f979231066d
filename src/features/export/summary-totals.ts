import type { Invoice } from '../../api/invoice-schema'
import { currencyOrder } from '../../lib/currency-order'
import { sumByCurrency, type CurrencyTotal } from '../../lib/sum-by-currency'

/**
 * A summary's sums per currency, in an order its invoices' order cannot change (a sorted loaded set
 * and the API's pages give the same): the currency of most invoices first, ties by code and a
 * missing currency last (lib/currency-order.ts), as the aging report orders its currencies.
 */
export function summaryTotals(invoices: Iterable<Invoice>): CurrencyTotal[] {
  return sumByCurrency(invoices).sort(
    currencyOrder(
      (sum) => sum.count,
      (sum) => sum.currency,
    ),
  )
}
