/** Named failure modes for demos and tests, chosen in the demo with `?scenario=<name>`. */
import { delay, http, HttpResponse } from 'msw'
import { corsHeaders, errorBody, INVOICES_ROUTE } from './handlers'

export const scenarioNames = [
  'empty',
  'slow',
  'error',
  'rate-limited',
  'unauthorized',
  'malformed',
] as const
export type ScenarioName = (typeof scenarioNames)[number]

export const SLOW_SCENARIO_DELAY_MS = 4_000
export const RATE_LIMITED_SCENARIO_RETRY_AFTER_S = 5

const headersWith = (remaining: number) => ({
  ...corsHeaders,
  'X-RateLimit-Remaining': String(remaining),
})

/** Overrides to place in front of the happy-path handlers. */
export function scenarioHandlers(name: ScenarioName) {
  switch (name) {
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
      // Only the first request is refused, so the demo shows the countdown and then recovers.
      return [
        http.get(
          INVOICES_ROUTE,
          () =>
            HttpResponse.json(errorBody('rate_limited', 'Too many requests.'), {
              status: 429,
              headers: {
                ...headersWith(0),
                'Retry-After': String(RATE_LIMITED_SCENARIO_RETRY_AFTER_S),
              },
            }),
          { once: true },
        ),
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
