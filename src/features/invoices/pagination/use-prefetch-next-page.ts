/**
 * Fetches the next page ahead of the user, but only out of spare budget: while the last known
 * `X-RateLimit-Remaining` is at least half the plan. Unknown or low budget means no prefetch.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ApiTarget } from '../../../lib/api-target'
import type { InvoiceFilters } from '../../../api/invoice-filters'
import { loadInvoiceList } from '../../../api/invoice-queries'

const PREFETCH_HEADROOM = 0.5

/** `total` is the settled total for `filters` (undefined while loading or on a placeholder). */
export function usePrefetchNextPage(
  target: ApiTarget,
  filters: InvoiceFilters,
  total: number | undefined,
) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (total === undefined) return
    const offset = filters.offset + filters.limit
    if (offset >= total || !target.budget?.hasHeadroom(PREFETCH_HEADROOM)) return
    // A page still fresh in the cache is not fetched again (the query's staleTime).
    void loadInvoiceList(queryClient, target, { ...filters, offset })
  }, [queryClient, target, filters, total])
}
