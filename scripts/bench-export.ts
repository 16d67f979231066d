/**
 * Export throughput: the paced walker against the mock API over HTTP, on the Standard plan with the
 * rate window shortened on both sides so several windows pass in seconds. Measured from the server's
 * side: after each window resets, how long until the walk's next request arrives. No idle time at all
 * is 100% of the plan's ceiling (limit × 100 invoices per window).
 *
 * The walker runs here in Node, so the mock API runs in this process too, timing each request's
 * arrival on the walk's own clock. The two share one event loop, which no deployment does; the
 * browser's load of 50,000 invoices (bench/loaded-set-50k.ts) walks against an API process of its own.
 *
 * Run alone with `npx tsx scripts/bench-export.ts`; `npm run bench` includes it.
 */
import { pathToFileURL } from 'node:url'
import { DEMO_API_KEYS } from '../src/features/connection/connection'
import { defaultInvoiceFilters, MAX_LIMIT } from '../src/api/invoice-filters'
import { walkInvoices } from '../src/api/invoice-walker'
import { planWalk } from '../src/api/walk-plan'
import { createRateLimitStore } from '../src/api/rate-limit-store'
import { invoiceDb } from '../src/mocks/invoice-db'
import { STANDARD_LIMIT } from '../src/mocks/rate-limiter'
import { generateDemoInvoices } from '../src/mocks/invoice-factory'
import { startMockApi } from './mock-api'

export interface ThroughputResult {
  invoices: number
  requests: number
  limit: number
  windowMs: number
  windows: number
  meanIdleMs: number
  share: number
  rateLimited: number
}

export async function measureExportThroughput({
  windowMs = 2_000,
  windows = 4,
}: { windowMs?: number; windows?: number } = {}): Promise<ThroughputResult> {
  const arrivals: { at: number; status: number }[] = []
  const api = await startMockApi({
    port: 0,
    windowMs,
    log: (line) => {
      const status = Number(/ (\d{3})$/.exec(line)?.[1])
      if (line.includes('/api/v1/invoices')) arrivals.push({ at: performance.now(), status })
    },
  })
  // Enough invoices for `windows` full windows of requests.
  const invoices = windows * STANDARD_LIMIT * MAX_LIMIT
  invoiceDb.seed(generateDemoInvoices({ count: invoices, today: '2026-11-22' }))
  try {
    const result = await walkInvoices(
      {
        id: 'bench',
        root: api.url,
        apiKey: DEMO_API_KEYS.standard,
        budget: createRateLimitStore(STANDARD_LIMIT, { windowMs }),
      },
      defaultInvoiceFilters,
      { plan: planWalk(invoices, STANDARD_LIMIT) },
    )
    // The server's windows, as its limiter opened them: each starts with the first request after
    // the previous one ended.
    const starts: number[] = []
    for (const { at } of arrivals) {
      const last = starts.at(-1)
      if (last === undefined || at >= last + windowMs) starts.push(at)
    }
    const idles = starts
      .slice(1)
      .map((start, index) => start - ((starts[index] ?? start) + windowMs))
    const meanIdleMs = idles.length ? idles.reduce((sum, idle) => sum + idle, 0) / idles.length : 0
    return {
      invoices: result.invoices.length,
      requests: arrivals.length,
      limit: STANDARD_LIMIT,
      windowMs,
      windows: starts.length,
      meanIdleMs,
      share: windowMs / (windowMs + meanIdleMs),
      rateLimited: arrivals.filter(({ status }) => status === 429).length,
    }
  } finally {
    await api.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measureExportThroughput())
}
