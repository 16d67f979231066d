/** Demo mode: the mock API in the browser, served by MSW's service worker. Loaded lazily, demo builds only. */
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
 * Building the demo's rows costs ~25 ms of main thread, which the first answer would wait for. Until
 * the app's own chunk has downloaded and compiled the main thread is idle: build them then. A read
 * before then builds them on the spot, so no handler ever sees an empty db.
 */
function buildRowsWhenIdle() {
  const build = () => void invoiceDb.all()
  // Safari has no requestIdleCallback: its next task is the nearest thing.
  if ('requestIdleCallback' in window) requestIdleCallback(build)
  else setTimeout(build, 0)
}

/**
 * Resolves as soon as the demo API answers: in the page at first, through the worker once it is
 * active (see answer-in-page.ts). The app's first render and first request never wait for the worker.
 */
export function startDemoWorker(scenario: string | null): void {
  seedDemoInvoices()
  buildRowsWhenIdle()
  // Answers like a real API across a network; scenarios that answer in full do the same.
  const happyPath = { latencyMs: DEMO_LATENCY_MS, rateLimiter: createRateLimiter() }
  const handlers = [
    otherOriginsPassThrough,
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
