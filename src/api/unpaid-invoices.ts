/**
 * Every unpaid invoice (pending and overdue), for aging: one walk per status, or the loaded set
 * when it already holds every invoice. Kept in the query cache like the loaded set: memory only,
 * one per connection, dropped with the connection.
 */
import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query'
import type { ApiTarget } from '../lib/api-target'
import { defaultInvoiceFilters, MAX_LIMIT } from './invoice-filters'
import type { Invoice } from './invoice-schema'
import type { WalkProgress } from './invoice-walker'
import type { LoadedSet } from './loaded-set'
import { planWalk } from './walk-plan'

export const unpaidStatuses = ['pending', 'overdue'] as const

export interface UnpaidInvoices {
  invoices: Invoice[]
  loadedAt: number
  /** What the server reported for both statuses together, to compare with what came. */
  reportedTotal: number
  /** Taken from the loaded set: no request was sent. */
  fromLoadedSet: boolean
}

export const unpaidInvoiceQueries = {
  current: (target: ApiTarget) =>
    queryOptions<UnpaidInvoices>({
      queryKey: ['invoices', 'unpaid', target.id],
      queryFn: skipToken,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
}

/** The loaded set holds every unpaid invoice when it was loaded with no filter at all. */
export function unpaidFromLoadedSet(set: LoadedSet | undefined): UnpaidInvoices | null {
  if (!set) return null
  const { status, vendor, startDate, endDate } = set.scope
  if (status !== null || vendor !== '' || startDate !== null || endDate !== null) return null
  const invoices = set.invoices.filter(
    (invoice) => invoice.status === 'pending' || invoice.status === 'overdue',
  )
  return {
    invoices,
    loadedAt: set.loadedAt,
    reportedTotal: invoices.length,
    fromLoadedSet: true,
  }
}

/** Walks each unpaid status in turn, reporting progress over both. */
export function loadUnpaid(
  queryClient: QueryClient,
  target: ApiTarget,
  requestsPerMinute: number,
  onProgress: (progress: WalkProgress) => void,
): Promise<UnpaidInvoices> {
  const { queryKey } = unpaidInvoiceQueries.current(target)
  // One entry per connection: the plan's pace shapes the walk, not which invoices it holds.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryClient.query({
    queryKey,
    queryFn: async ({ signal }) => {
      const { walkInvoices } = await import('./invoice-walker')
      const invoices: Invoice[] = []
      let reportedTotal = 0
      let done: WalkProgress = { fetched: 0, total: 0, requests: 0 }
      for (const status of unpaidStatuses) {
        const before = done
        const result = await walkInvoices(
          target,
          { ...defaultInvoiceFilters, status, limit: MAX_LIMIT },
          {
            // The count is not known before the first page: at most one rate window per status.
            plan: planWalk(null, requestsPerMinute),
            signal,
            onProgress: (progress) => {
              done = {
                fetched: before.fetched + progress.fetched,
                total: before.total + progress.total,
                requests: before.requests + progress.requests,
              }
              onProgress(done)
            },
          },
        )
        invoices.push(...result.invoices)
        reportedTotal += result.claimedTotal
      }
      return { invoices, loadedAt: Date.now(), reportedTotal, fromLoadedSet: false }
    },
    staleTime: 0,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

export function cancelUnpaid(queryClient: QueryClient, target: ApiTarget): Promise<void> {
  return queryClient.cancelQueries({ queryKey: unpaidInvoiceQueries.current(target).queryKey })
}
