/** The summary itself, loaded on demand with the walker. */
import type { ApiTarget } from '../../lib/api-target'
import { sumByCurrency, type CurrencyTotal } from '../../lib/sum-by-currency'
import type { InvoiceFilters } from '../../api/invoice-filters'
import { walkInvoices, type WalkOptions } from '../../api/invoice-walker'
import type { WalkOutcome } from './describe-walk-result'

export interface InvoiceSummary {
  totals: CurrencyTotal[]
  outcome: WalkOutcome
}

export async function summarizeInvoices(
  target: ApiTarget,
  filters: InvoiceFilters,
  options: WalkOptions,
): Promise<InvoiceSummary> {
  const { invoices, ...outcome } = await walkInvoices(target, filters, options)
  return { totals: sumByCurrency(invoices), outcome: { ...outcome, got: invoices.length } }
}
