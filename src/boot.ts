/**
 * The entry point, kept tiny: with a saved connection, the invoice page's first request leaves now,
 * before the app's code has downloaded, and the app adopts it (`lib/early-request.ts`). Over a real
 * network that round trip then overlaps the app's download, parse and first render. On demo data the
 * mock API's worker starts now instead, beside the app's download. Meanwhile the locale's formatting
 * data loads (`lib/warm-locale-data.ts`), which the first rows need.
 *
 * Team mode learns its server from `/config.json`, so it waits for the app. The key goes where the
 * app itself sends it, in the header, nowhere else.
 */
import { buildInvoicesUrl } from './api/invoice-api-url'
import { startDemo } from './app/demo-start'
import { startupConnection } from './features/connection/key-storage'
import { openingRequestFilters } from './features/invoices/view/opening-invoice-filters'
import { isAllowedTransport } from './lib/http-client'
import { sendEarlyRequest } from './lib/early-request'
import { warmLocaleData } from './lib/warm-locale-data'

function startEarly() {
  const connection = startupConnection({ demoAvailable: startDemo !== undefined })
  // The app awaits the same start and reports a failure; here it only begins sooner.
  if (connection?.kind === 'demo') void startDemo?.().catch(() => undefined)
  const filters = openingRequestFilters(window.location)
  if (connection?.kind !== 'api' || !filters) return
  const url = buildInvoicesUrl(connection.root, filters)
  if (isAllowedTransport(url)) sendEarlyRequest(url, connection.apiKey)
}

startEarly()
void import('./main')
// The main thread waits for the app's code now: a task of its own, after what the start queued.
setTimeout(warmLocaleData, 0)
