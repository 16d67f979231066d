import type { QueryClient } from '@tanstack/react-query'
import type { Connection } from '../features/connection/connection'
import { invoiceQueries } from '../features/invoices/api/invoice-queries'
import { openingInvoiceFilters } from '../features/invoices/opening-invoice-filters'
import { connectedApiFor } from './use-api-target'

/**
 * Render-as-you-fetch: the invoice page's first request leaves before React mounts, straight from
 * the URL, so the network and the first render overlap. The page then finds it in the cache under the
 * same key (same target, same filters), in flight or done: never a second request.
 */
export function startFirstQuery(queryClient: QueryClient, connection: Connection | null) {
  const { pathname, search } = window.location
  if (!connection || (pathname !== '/' && pathname !== '/invoices')) return
  // `/` redirects to `/invoices` without its query string.
  const filters = openingInvoiceFilters(new URLSearchParams(pathname === '/' ? '' : search))
  // A failure is the page's to show (its query reports it); nothing to handle here.
  queryClient
    .query(invoiceQueries.list(connectedApiFor(connection).target, filters))
    .catch(() => undefined)
}
