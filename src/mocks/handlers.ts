/**
 * The mock invoice API: the happy path of docs/api-contract.md over the shared db. Tests and
 * scenarios add overrides with `use(...)`.
 */
import { delay, http, HttpResponse } from 'msw'
import { invoiceDb } from './invoice-db'
import { matchInvoices, readInvoiceQuery } from './invoice-query'
import { createRateLimiter, demoKeys, STANDARD_LIMIT, type RateLimiter } from './rate-limiter'

/** Matches the operation on any origin, so the same handlers serve the demo, tests and mock-api. */
export const INVOICES_ROUTE = '*/api/v1/invoices'

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-RateLimit-Remaining, Retry-After',
} as const

export interface InvoiceHandlerOptions {
  /** Simulated network latency range in ms, or none (the default, for tests). */
  latencyMs?: readonly [min: number, max: number] | undefined
  rateLimiter?: RateLimiter
  /** Accepted keys and their per-minute limits; the demo keys unless told otherwise. */
  keys?: Readonly<Record<string, number>>
}

export function errorBody(code: string, message: string, param?: string) {
  return { error: param ? { code, message, param } : { code, message } }
}

function bearerKey(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')
  return match?.[1] ?? null
}

export function createInvoiceHandlers({
  latencyMs,
  rateLimiter = createRateLimiter(),
  keys = demoKeys,
}: InvoiceHandlerOptions = {}) {
  return [
    http.get(INVOICES_ROUTE, async ({ request }) => {
      if (latencyMs) {
        const [min, max] = latencyMs
        await delay(min + Math.round(Math.random() * (max - min)))
      }
      const key = bearerKey(request)
      // Unknown keys are limited too (at the Standard rate), so probing is throttled like use.
      const known = key !== null && Object.hasOwn(keys, key)
      const verdict = rateLimiter.take(key ?? '', (known && keys[key]) || STANDARD_LIMIT)
      const headers = { ...corsHeaders, 'X-RateLimit-Remaining': String(verdict.remaining) }

      if (!known) {
        return HttpResponse.json(errorBody('unauthorized', 'Missing or unknown API key.'), {
          status: 401,
          headers,
        })
      }
      if (!verdict.allowed) {
        return HttpResponse.json(errorBody('rate_limited', 'Too many requests.'), {
          status: 429,
          headers: { ...headers, 'Retry-After': String(verdict.resetSeconds) },
        })
      }
      const read = readInvoiceQuery(new URL(request.url).searchParams)
      if (!read.ok) {
        return HttpResponse.json(errorBody('invalid_parameter', read.message, read.param), {
          status: 400,
          headers,
        })
      }
      const { query } = read
      const matches = matchInvoices(invoiceDb.all(), query)
      return HttpResponse.json(
        {
          invoices: matches.slice(query.offset, query.offset + query.limit),
          total: matches.length,
          limit: query.limit,
          offset: query.offset,
        },
        { headers },
      )
    }),
  ]
}
