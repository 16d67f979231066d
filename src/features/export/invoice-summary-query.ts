import { queryOptions } from '@tanstack/react-query'
import type { ApiTarget } from '../../lib/api-target'
import { invoiceQueries } from '../../api/invoice-queries'
import { firstPageOf, type InvoiceFilters } from '../../api/invoice-filters'
import type { WalkProgress } from '../../api/invoice-walker'
import type { WalkPlan } from '../../api/walk-plan'

/** Every summary's key starts so: the export waits while any of them runs. */
export const invoiceSummaryQueryRoot = () => [...invoiceQueries.all(), 'summary'] as const

export const invoiceSummaryQuery = (
  target: ApiTarget,
  filters: InvoiceFilters,
  plan: WalkPlan,
  onProgress: (progress: WalkProgress) => void,
  countOnScreen: number | null,
) =>
  // Keyed by the connection's id, never its key, and by the filters' first page: one summary
  // serves every page. The plan (what the user agreed to) and progress bound and report the walk;
  // they do not change which invoices it sums. The count on screen when it was asked is kept with
  // it, to tell when the list has changed since.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...invoiceSummaryQueryRoot(), target.id, firstPageOf(filters)],
    queryFn: async ({ signal }) => {
      const { summarizeInvoices } = await import('./run-summary')
      const summary = await summarizeInvoices(target, firstPageOf(filters), {
        plan,
        signal,
        onProgress,
      })
      return { ...summary, countWhenAsked: countOnScreen }
    },
    // Cached for these filters until they change (or the connection does).
    staleTime: Infinity,
    retry: false,
    // Runs online or not, as loading all does (heldLoad in api/held-load.ts): the walk meets the
    // network itself and says so, where a query paused for the network would say nothing at all.
    networkMode: 'always',
  })
