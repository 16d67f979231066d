/** Demo mode: the service worker serves the mock API in the browser. Loaded lazily, demo builds only. */
import { setupWorker } from 'msw/browser'
import { seedDemoInvoices } from './demo-db'
import { createInvoiceHandlers } from './handlers'
import { isScenarioName, scenarioHandlers } from './scenarios'

export const DEMO_LATENCY_MS = [150, 400] as const

export async function startDemoWorker(scenario: string | null) {
  seedDemoInvoices()
  const worker = setupWorker(...createInvoiceHandlers({ latencyMs: DEMO_LATENCY_MS }))
  if (isScenarioName(scenario)) worker.use(...scenarioHandlers(scenario))
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
