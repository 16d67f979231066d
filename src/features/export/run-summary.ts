/** The summary itself, loaded on demand with the walker. */
import type { ApiTarget } from '../../lib/api-target'
import type { CurrencyTotal } from '../../lib/sum-by-currency'
import type { InvoiceFilters } from '../../api/invoice-filters'
import { walkInvoices, type WalkOptions } from '../../api/invoice-walker'
import { summaryTotals } from './summary-totals'
import { describeWalkGap, shortfallLabel, type WalkOutcome } from '../../api/describe-walk-result'

export interface InvoiceSummary {
  totals: CurrencyTotal[]
  outcome: WalkOutcome
  /** What the summary missed against what the server said, or `null` when it is complete. */
  gap: string | null
  /** "Partial" or "Unconfirmed" before the count, or `null` when it is complete. */
  label: string | null
}

export async function summarizeInvoices(
  target: ApiTarget,
  filters: InvoiceFilters,
  options: WalkOptions,
): Promise<InvoiceSummary> {
  const { invoices, ...outcome } = await walkInvoices(target, filters, options)
  const got = { ...outcome, got: invoices.length }
  return {
    totals: summaryTotals(invoices),
    outcome: got,
    gap: describeWalkGap(got),
    label: shortfallLabel(got),
  }
}
