/**
 * Why the view's count of matching invoices is unknown: the page that would say it decides. Read from
 * the cache, not watched: the invoice page renders the actions again whenever that page's state
 * changes, so a second observer of it would only render them twice.
 */
import type { QueryClient } from '@tanstack/react-query'
import { invoiceQueries } from '../api/invoice-queries'
import type { InvoiceFilters } from '../api/invoice-filters'
import type { ApiTarget } from '../lib/api-target'
import type { UnknownTotalReason } from '../components/walk-confirmation'

export function unknownTotalReason(
  queryClient: QueryClient,
  target: ApiTarget,
  filters: InvoiceFilters,
): UnknownTotalReason {
  const page = queryClient.getQueryState(invoiceQueries.list(target, filters).queryKey)
  if (page?.fetchStatus === 'paused') return 'offline'
  if (page?.status === 'error') return 'failed'
  if (!page || page.status === 'pending') return 'waiting'
  return 'unsaid'
}
