/** Demo mode: the service worker serves the mock API in the browser. Loaded lazily, demo builds only. */
import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { answerInPageUntil } from './answer-in-page'
import { seedDemoInvoices } from './demo-db'
import { createInvoiceHandlers } from './handlers'
import { invoiceDb } from './invoice-db'
import { createRateLimiter } from './rate-limiter'
import { isScenarioName, scenarioHandlers } from './scenarios'

const DEMO_LATENCY_MS = [150, 400] as const

/**
 * The demo API lives on the page's own origin. A real API the user connects to from a demo build
 * (the dev server included) is elsewhere and must be reached for real, never answered from demo data.
 */
const otherOriginsPassThrough = http.all('*', ({ request }) =>
  new URL(request.url).origin === self.location.origin ? undefined : passthrough(),
)

/**
 * Building the demo's rows costs ~40 ms of main thread. Before the worker starts, that delays the
 * first row by as much; in the first request's simulated latency, the main thread is idle. So the
 * first request to our origin schedules it for the next task, once the handlers below have reached
 * their delay. Any read before then builds the rows on the spot: no handler sees an empty db.
 */
const buildRowsDuringFirstLatency = http.all(
  '*',
  () => {
    setTimeout(() => invoiceDb.all(), 0)
  },
  { once: true },
)

/**
 * Resolves as soon as the demo API answers: in the page at first, through the worker once it is
 * active (see answer-in-page.ts). The app's first render and first request never wait for the worker.
 */
export function startDemoWorker(scenario: string | null): void {
  seedDemoInvoices()
  // Answers like a real API across a network; scenarios that answer in full do the same.
  const happyPath = { latencyMs: DEMO_LATENCY_MS, rateLimiter: createRateLimiter() }
  const handlers = [
    otherOriginsPassThrough,
    buildRowsDuringFirstLatency,
    ...(isScenarioName(scenario) ? scenarioHandlers(scenario, happyPath) : []),
    ...createInvoiceHandlers(happyPath),
  ]
  const workerActive = setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  answerInPageUntil(handlers, workerActive)
}
