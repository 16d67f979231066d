/**
 * How many invoices are unpaid, asked for when Aging opens knowing nothing of it (a bookmark, a
 * new tab): the first page of each unpaid status, as the invoices page would show it. Their totals
 * price the load (`planUnpaidFromCache` reads them from the cache) and their answers tell the
 * budget what is left, so the load can start by itself when it fits in the window, instead of
 * asking the user to confirm a walk of unknown size. Two requests; the pages stay in the cache for
 * the invoices page's Pending and Overdue.
 */
import { useQuery } from '@tanstack/react-query'
import { invoiceQueries } from '../../api/invoice-queries'
import { defaultInvoiceFilters } from '../../api/invoice-filters'
import type { UnpaidStatus } from '../../api/unpaid-invoices'
import type { ApiTarget } from '../../lib/api-target'

/**
 * `counting` while the pages are on their way, `counted` once each has answered (well or not),
 * `off` when not asked for or held offline (they resume by themselves once back online).
 */
export type UnpaidCounting = 'off' | 'counting' | 'counted'

export function useUnpaidCounts(
  target: ApiTarget,
  /** The statuses whose count is not known: none when Aging has what it needs. */
  unknown: readonly UnpaidStatus[],
): UnpaidCounting {
  // One query per status, not `useQueries`: its observer would join the start chunk.
  const count = (status: UnpaidStatus) => ({
    ...invoiceQueries.list(target, { ...defaultInvoiceFilters, status }),
    enabled: unknown.includes(status),
  })
  const asked = { pending: useQuery(count('pending')), overdue: useQuery(count('overdue')) }
  const pages = unknown.map((status) => asked[status])
  if (pages.length === 0) return 'off'
  if (pages.every((page) => page.isSuccess || page.isError)) return 'counted'
  return pages.some((page) => page.fetchStatus === 'fetching') ? 'counting' : 'off'
}
