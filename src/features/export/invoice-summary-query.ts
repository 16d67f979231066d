import { queryOptions } from '@tanstack/react-query'
import type { ApiTarget } from '../../lib/api-target'
import { invoiceQueries } from '../invoices/api/invoice-queries'
import { defaultInvoiceFilters, type InvoiceFilters } from '../invoices/api/invoice-filters'
import type { WalkProgress } from './invoice-walker'

/** Paging does not change what matches: one summary serves every page of the same filters. */
function summaryFilters(filters: InvoiceFilters): InvoiceFilters {
  return { ...filters, limit: defaultInvoiceFilters.limit, offset: 0 }
}

export const invoiceSummaryQuery = (
  target: ApiTarget,
  filters: InvoiceFilters,
  onProgress: (progress: WalkProgress) => void,
) =>
  // Keyed by the connection's id, never its key; progress is a side channel, not an input.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...invoiceQueries.all(), 'summary', target.id, summaryFilters(filters)],
    queryFn: async ({ signal }) => {
      const { summarizeInvoices } = await import('./run-summary')
      return summarizeInvoices(target, summaryFilters(filters), { signal, onProgress })
    },
    // Cached for these filters until they change (or the connection does).
    staleTime: Infinity,
    retry: false,
  })
