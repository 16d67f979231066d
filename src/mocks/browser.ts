/** Demo mode: the service worker serves the mock API in the browser. Loaded lazily, demo builds only. */
import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
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
 * Building the demo's rows costs ~15–30 ms of main thread, which the first answer would otherwise
 * wait for. While the worker registers and activates, and the app's own chunk loads, the main thread
 * is mostly idle: build them then, in slices short enough never to be a long task on a phone's
 * slower CPU (Lighthouse counts every task over 50 ms at a quarter of the speed). A read before they
 * are all built builds the rest on the spot: no handler sees an empty db. (Not lib/time-slices'
 * `runInSlices`: that resumes ahead of other tasks, where these wait for idle time, and it cannot be
 * run to the end at once when a read needs the rows.)
 */
const SLICE_MS = 5

function buildRowsWhenIdle() {
  const slice = () => {
    const end = performance.now() + SLICE_MS
    if (invoiceDb.buildSome(() => performance.now() < end)) later(slice)
  }
  later(slice)
}

// Safari has no requestIdleCallback: its next task is the nearest thing.
const later = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 0)

export async function startDemoWorker(scenario: string | null) {
  seedDemoInvoices()
  buildRowsWhenIdle()
  // Answers like a real API across a network; scenarios that answer in full do the same.
  const happyPath = { latencyMs: DEMO_LATENCY_MS, rateLimiter: createRateLimiter() }
  const worker = setupWorker(
    otherOriginsPassThrough,
    ...(isScenarioName(scenario) ? scenarioHandlers(scenario, happyPath) : []),
    ...createInvoiceHandlers(happyPath),
  )
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
