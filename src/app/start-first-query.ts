import { loadInvoiceList } from '../api/invoice-queries'
import { settledWithin } from '../lib/settled-within'
import type { Session } from '../api/session'
import { openingRequestFilters } from '../features/invoices/view/opening-invoice-filters'

/**
 * How long the first render may wait for the first page. Long enough for a fast API (the first
 * render then has rows: no skeleton flashing for a few frames, and one render of the page instead
 * of two), short enough that on a slow one the page and its skeleton still show at once.
 */
const FIRST_PAGE_WAIT_MS = 120

/**
 * Render-as-you-fetch: the invoice page's first request leaves before React mounts, straight from
 * the URL, so the network and the first render overlap. The page then finds it in the session's cache
 * under the same key (same target, same filters), in flight or done: never a second request.
 *
 * Resolves when that page has arrived (or failed), or after `waitMs` at most: the moment to render.
 */
export async function startFirstQuery(
  session: Session | null,
  waitMs = FIRST_PAGE_WAIT_MS,
): Promise<void> {
  const filters = openingRequestFilters(window.location)
  if (!session || !filters) return
  await settledWithin(loadInvoiceList(session.queryClient, session.target, filters), waitMs)
}
