/**
 * The entry point, kept tiny: with a saved connection, the invoice page's first request leaves now,
 * before the app's code has downloaded, and the app adopts it (`lib/early-request.ts`). Over a real
 * network that round trip then overlaps the app's download, parse and first render.
 *
 * Only for a key-based connection: demo data needs its mock worker first, and team mode learns its
 * server from `/config.json`. The key goes where the app itself sends it, in the header, nowhere else.
 */
import { buildInvoicesUrl } from './api/invoice-api-url'
import { startupConnection } from './features/connection/key-storage'
import { openingRequestFilters } from './features/invoices/opening-invoice-filters'
import { isAllowedTransport } from './lib/http-client'
import { sendEarlyRequest } from './lib/early-request'

function sendFirstRequestEarly() {
  const connection = startupConnection({ demoAvailable: import.meta.env.VITE_DEMO === 'true' })
  const filters = openingRequestFilters(window.location)
  if (connection?.kind !== 'api' || !filters) return
  const url = buildInvoicesUrl(connection.root, filters)
  if (isAllowedTransport(url)) sendEarlyRequest(url, connection.apiKey)
}

sendFirstRequestEarly()
void import('./main')
