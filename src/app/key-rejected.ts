/**
 * Whether the view's own page met a rejected key (401, or a 403 that is not a rate limit). Read from
 * the cache, not watched, as unknown-total-reason.ts reads it: the invoice page renders the actions
 * again whenever that page's state changes.
 */
import type { QueryClient } from '@tanstack/react-query'
import { invoiceQueries } from '../api/invoice-queries'
import type { InvoiceFilters } from '../api/invoice-filters'
import { isApiError } from '../lib/api-error'
import type { ApiTarget } from '../lib/api-target'

export function keyRejected(
  queryClient: QueryClient,
  target: ApiTarget,
  filters: InvoiceFilters,
): boolean {
  const page = queryClient.getQueryState(invoiceQueries.list(target, filters).queryKey)
  return page?.status === 'error' && isApiError(page.error) && page.error.kind === 'unauthorized'
}
