/** Named failure modes for demos and tests, chosen in the demo with `?scenario=<name>`. */
import { delay, getResponse, http, HttpResponse } from 'msw'
import {
  corsHeaders,
  createInvoiceHandlers,
  errorBody,
  INVOICES_ROUTE,
  type InvoiceHandlerOptions,
} from './handlers'
import { createHostileHandler, hostileScenarios } from './hostile-handlers'
import { createRateLimiter, type RateLimiter } from './rate-limiter'

export const scenarioNames = [
  /** The happy path without the demo's simulated latency: for benchmarks and a quick look. */
  'instant',
  'empty',
  'slow',
  'error',
  'rate-limited',
  'unauthorized',
  'malformed',
  /** 429 whose Retry-After is an HTTP date a few seconds ahead, then recovers. */
  'rate-limited-date',
  /** 403 with no requests left: a gateway's way of saying "rate limited"; then recovers. */
  'rate-limited-403',
  /** Only a few requests per minute: the meter turns low, then the governor waits for the window. */
  'low-budget',
  /** No X-RateLimit-Remaining, as when a server's CORS setup hides it: the meter says unknown. */
  'no-rate-limit-header',
  /** The first two requests fail with 503: the retries with backoff recover by themselves. */
  'flaky',
  /** Every request fails to reach the server. */
  'network',
  /** Every request hangs; the client gives up after 15 s (and retries). */
  'timeout',
  // A server that misbehaves (`hostile-handlers.ts`), always claiming plenty of budget left:
  /** 100 new invoices appear with every page read. */
  'growing-total',
  /** Pages of one invoice, whatever `limit` asks. */
  'limit-one',
  /** Every request gets the first page. */
  'ignore-offset',
  /** The order changes between requests. */
  'unstable-order',
  /** No `total` in the envelope. */
  'no-total',
  /** `total: "NaN"`. */
  'garbled-total',
  /** `total: 3` beside full pages. */
  'total-below-rows',
  /** `total: 1000000` over the real invoices: the far pages are empty. */
  'huge-total',
  /** The envelope's `offset` and `limit` are not what was asked for and sent. */
  'wrong-envelope',
  /** Up to 5,000 rows whatever `limit` asks. */
  'oversized-pages',
  /** The first rows: a right-to-left override, a zero-width space, a URL with user info, no id, 1e308. */
  'odd-rows',
  /**
   * The second request gets a 429 with `Retry-After: 999999` (eleven days), then it recovers: the
   * first answer lets the connection screen's test request through.
   */
  'retry-after-huge',
] as const
export type ScenarioName = (typeof scenarioNames)[number]

export const SLOW_SCENARIO_DELAY_MS = 4_000
export const RATE_LIMITED_SCENARIO_RETRY_AFTER_S = 5
export const LOW_BUDGET_SCENARIO_REQUESTS = 12
export const FLAKY_SCENARIO_FAILURES = 2

const headersWith = (remaining: number) => ({
  ...corsHeaders,
  'X-RateLimit-Remaining': String(remaining),
})

/** A refusal with nothing left in the window. */
const refusal = (status: 429 | 403, code: string, retryAfter: string) =>
  HttpResponse.json(errorBody(code, 'Too many requests.'), {
    status,
    headers: { ...headersWith(0), 'Retry-After': retryAfter },
  })

/** Refuses only the first request, so the demo shows the countdown and then recovers by itself. */
function refuseOnce(status: 429 | 403, code: string, retryAfter: () => string) {
  return http.get(INVOICES_ROUTE, () => refusal(status, code, retryAfter()), { once: true })
}

/**
 * Overrides to place in front of the happy-path handlers. `happyPath` is what those were created
 * with (latency, keys, rate limiter): scenarios that answer in full answer as they would.
 */
export function scenarioHandlers(name: ScenarioName, happyPath: InvoiceHandlerOptions = {}) {
  switch (name) {
    case 'growing-total':
    case 'limit-one':
    case 'ignore-offset':
    case 'unstable-order':
    case 'no-total':
    case 'garbled-total':
    case 'total-below-rows':
    case 'huge-total':
    case 'wrong-envelope':
    case 'oversized-pages':
    case 'odd-rows':
      return [createHostileHandler(hostileScenarios[name])]
    case 'instant':
      return createInvoiceHandlers({ ...happyPath, latencyMs: undefined })
    case 'empty':
      return [
        http.get(INVOICES_ROUTE, ({ request }) => {
          const params = new URL(request.url).searchParams
          return HttpResponse.json(
            {
              invoices: [],
              total: 0,
              limit: Number(params.get('limit') ?? 50),
              offset: Number(params.get('offset') ?? 0),
            },
            { headers: headersWith(99) },
          )
        }),
      ]
    case 'slow':
      // Falls through to the happy path after the wait.
      return [
        http.get(INVOICES_ROUTE, async () => {
          await delay(SLOW_SCENARIO_DELAY_MS)
        }),
      ]
    case 'error':
      return [
        http.get(
          INVOICES_ROUTE,
          () =>
            new HttpResponse('<html><body>Bad gateway</body></html>', {
              status: 502,
              headers: { ...headersWith(98), 'Content-Type': 'text/html' },
            }),
        ),
      ]
    case 'rate-limited':
      return [refuseOnce(429, 'rate_limited', () => String(RATE_LIMITED_SCENARIO_RETRY_AFTER_S))]
    case 'rate-limited-date':
      return [
        refuseOnce(429, 'rate_limited', () =>
          new Date(Date.now() + RATE_LIMITED_SCENARIO_RETRY_AFTER_S * 1000).toUTCString(),
        ),
      ]
    case 'retry-after-huge': {
      let requests = 0
      // Falls through to the happy path, but for the second request.
      return [
        http.get(INVOICES_ROUTE, () => {
          requests += 1
          return requests === 2 ? refusal(429, 'rate_limited', '999999') : undefined
        }),
      ]
    }
    case 'rate-limited-403':
      return [refuseOnce(403, 'forbidden', () => String(RATE_LIMITED_SCENARIO_RETRY_AFTER_S))]
    case 'low-budget': {
      // The happy path over a window that holds only a few requests, whatever the key's plan.
      const lowWindow = createRateLimiter()
      const rateLimiter: RateLimiter = {
        ...lowWindow,
        take: (key) => lowWindow.take(key, LOW_BUDGET_SCENARIO_REQUESTS),
      }
      return createInvoiceHandlers({ ...happyPath, rateLimiter })
    }
    case 'no-rate-limit-header': {
      // The happy path's answer with the header taken out, as a browser hides it without CORS exposure.
      const withHeader = createInvoiceHandlers(happyPath)
      return [
        http.get(INVOICES_ROUTE, async ({ request }) => {
          const response = await getResponse(withHeader, request)
          if (!response) return undefined
          const headers = new Headers(response.headers)
          headers.delete('X-RateLimit-Remaining')
          return new HttpResponse(response.body, { status: response.status, headers })
        }),
      ]
    }
    case 'flaky': {
      let failures = 0
      // Falls through to the happy path once the failures are spent.
      return [
        http.get(INVOICES_ROUTE, () => {
          if (failures >= FLAKY_SCENARIO_FAILURES) return undefined
          failures += 1
          // A proxy's 503 carries no rate-limit header: the meter keeps its last reading.
          return new HttpResponse(null, { status: 503, headers: corsHeaders })
        }),
      ]
    }
    case 'network':
      return [http.get(INVOICES_ROUTE, () => HttpResponse.error())]
    case 'timeout':
      return [
        http.get(INVOICES_ROUTE, async () => {
          await delay('infinite')
        }),
      ]
    case 'unauthorized':
      return [
        http.get(INVOICES_ROUTE, () =>
          HttpResponse.json(errorBody('unauthorized', 'Missing or unknown API key.'), {
            status: 401,
            headers: headersWith(97),
          }),
        ),
      ]
    case 'malformed':
      return [
        http.get(INVOICES_ROUTE, () =>
          HttpResponse.json(
            { invoices: 'not a list', total: 'many' },
            { headers: headersWith(96) },
          ),
        ),
      ]
  }
}

export function isScenarioName(value: string | null): value is ScenarioName {
  return value !== null && (scenarioNames as readonly string[]).includes(value)
}
