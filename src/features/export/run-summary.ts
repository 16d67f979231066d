/** The summary itself, loaded on demand with the walker. */
import type { ApiTarget } from '../../lib/api-target'
import { sumByCurrency, type CurrencyTotal } from '../../lib/sum-by-currency'
import type { InvoiceFilters } from '../../api/invoice-filters'
import { walkInvoices, type WalkOptions } from '../../api/invoice-walker'

export interface InvoiceSummary {
  count: number
  totals: CurrencyTotal[]
  totalChanged: boolean
}

export async function summarizeInvoices(
  target: ApiTarget,
  filters: InvoiceFilters,
  options: WalkOptions,
): Promise<InvoiceSummary> {
  const result = await walkInvoices(target, filters, options)
  return {
    count: result.invoices.length,
    totals: sumByCurrency(result.invoices),
    totalChanged: result.totalChanged,
  }
}
