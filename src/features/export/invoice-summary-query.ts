import { queryOptions } from '@tanstack/react-query'
import type { ApiTarget } from '../../lib/api-target'
import { invoiceQueries } from '../../api/invoice-queries'
import { firstPageOf, type InvoiceFilters } from '../../api/invoice-filters'
import type { WalkProgress } from '../../api/invoice-walker'

export const invoiceSummaryQuery = (
  target: ApiTarget,
  filters: InvoiceFilters,
  onProgress: (progress: WalkProgress) => void,
) =>
  // Keyed by the connection's id, never its key, and by the filters' first page: one summary
  // serves every page. Progress is a side channel, not an input.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...invoiceQueries.all(), 'summary', target.id, firstPageOf(filters)],
    queryFn: async ({ signal }) => {
      const { summarizeInvoices } = await import('./run-summary')
      return summarizeInvoices(target, firstPageOf(filters), { signal, onProgress })
    },
    // Cached for these filters until they change (or the connection does).
    staleTime: Infinity,
    retry: false,
  })
