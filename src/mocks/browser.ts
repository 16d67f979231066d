/** Demo mode: the service worker serves the mock API in the browser. Loaded lazily, demo builds only. */
import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { seedDemoInvoices } from './demo-db'
import { createInvoiceHandlers } from './handlers'
import { isScenarioName, scenarioHandlers } from './scenarios'

export const DEMO_LATENCY_MS = [150, 400] as const

/**
 * The demo API lives on the page's own origin. A real API the user connects to from a demo build
 * (the dev server included) is elsewhere and must be reached for real, never answered from demo data.
 */
const otherOriginsPassThrough = http.all('*', ({ request }) =>
  new URL(request.url).origin === self.location.origin ? undefined : passthrough(),
)

export async function startDemoWorker(scenario: string | null) {
  seedDemoInvoices()
  const worker = setupWorker(
    otherOriginsPassThrough,
    ...(isScenarioName(scenario) ? scenarioHandlers(scenario) : []),
    ...createInvoiceHandlers({ latencyMs: DEMO_LATENCY_MS }),
  )
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
