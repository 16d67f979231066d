import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiTarget } from '../lib/api-target'
import { listInvoices, type InvoicePage } from './invoice-api'
import { sameMatchingFilters, type InvoiceFilters } from './invoice-filters'

/** Seen views are served from the cache without a request for this long. */
export const INVOICE_LIST_STALE_MS = 30_000

export const invoiceQueries = {
  all: () => ['invoices'] as const,
  lists: () => [...invoiceQueries.all(), 'list'] as const,
  list: (target: ApiTarget, filters: InvoiceFilters) =>
    // The target's id stands for the whole connection (root, key, plan): the API key itself must
    // never enter a query key, where devtools and persisters could see it.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [...invoiceQueries.lists(), target.id, filters],
      queryFn: ({ signal }) => listInvoices(target, filters, { signal }),
      staleTime: INVOICE_LIST_STALE_MS,
      // A failed page is retried by the retry policy and the Retry button, never by a page
      // mounting on it: the startup request often fails before the page mounts (a 401 would
      // otherwise be sent twice). The cost: back from the settings, a failed view still shows its
      // error until Retry.
      retryOnMount: false,
      // Nor by a view change that shows a failure of the last second: the change waited for that
      // very answer (use-invoice-url-state.ts). Later, focus, reconnecting and "Try now" ask again.
      enabled: ({ state }) =>
        !(
          state.status === 'error' &&
          state.data === undefined &&
          Date.now() - state.errorUpdatedAt < JUST_FAILED_MS
        ),
    }),
}

/** Long past the moment between a failed answer and the render of the change that waited for it. */
const JUST_FAILED_MS = 2_000

const settled = () => undefined

/**
 * Starts loading a view into the cache, or finds it there while fresh: a view the page is about to
 * show (at startup, on a click, the next page ahead). Resolves once it has arrived or failed; a
 * failure is not handled here, the page's own query for the view shows it.
 */
export function loadInvoiceList(
  queryClient: QueryClient,
  target: ApiTarget,
  filters: InvoiceFilters,
): Promise<void> {
  return queryClient.query(invoiceQueries.list(target, filters)).then(settled, settled)
}

/** Whether a view's page is in the cache (fresh or not): the page can show it without waiting. */
export function hasInvoiceList(
  queryClient: QueryClient,
  target: ApiTarget,
  filters: InvoiceFilters,
): boolean {
  return queryClient.getQueryData(invoiceQueries.list(target, filters).queryKey) !== undefined
}

/**
 * The furthest page of this view (same filters and page size) seen with rows, as an offset: where to
 * send someone whose page came back empty although the server claims more invoices.
 */
export function furthestOffsetWithRows(
  queryClient: QueryClient,
  target: ApiTarget,
  filters: InvoiceFilters,
): number | null {
  let furthest: number | null = null
  const cached = queryClient.getQueriesData<InvoicePage>({
    queryKey: [...invoiceQueries.lists(), target.id],
  })
  for (const [, page] of cached) {
    if (!page || page.invoices.length === 0) continue
    const { request } = page
    if (request.limit !== filters.limit || !sameMatchingFilters(request, filters)) continue
    if (furthest === null || request.offset > furthest) furthest = request.offset
  }
  return furthest
}

/**
 * How many invoices match these filters, as the freshest page of that view in the cache said (any
 * page, any size); `null` when no such page was seen or it did not say. Costs no request.
 */
export function cachedTotal(
  queryClient: QueryClient,
  target: ApiTarget,
  filters: InvoiceFilters,
): number | null {
  let freshest: { total: number; at: number } | null = null
  const queries = queryClient.getQueryCache().findAll({
    queryKey: [...invoiceQueries.lists(), target.id],
  })
  for (const query of queries) {
    const page = query.state.data as InvoicePage | undefined
    if (page?.total == null || !sameMatchingFilters(page.request, filters)) continue
    const at = query.state.dataUpdatedAt
    if (freshest === null || at > freshest.at) freshest = { total: page.total, at }
  }
  return freshest?.total ?? null
}
