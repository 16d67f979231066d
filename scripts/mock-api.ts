/**
 * `npm run mock-api`: the demo's MSW handlers served over real HTTP by a small Node server, so the
 * dashboard (and curl) can be pointed at an actual cross-origin API. Same seeded invoices, same
 * keys (`demo-standard`: 100/min, `demo-pro`: 500/min), same errors and rate limit.
 *
 *   MOCK_API_PORT (8787)  MOCK_API_HOST (127.0.0.1)  MOCK_API_LATENCY_MS ("150-400", or "0")
 *   MOCK_API_KEYS: more keys, as "key=standard,other=pro,third=1000000" (a plan, or requests a
 *   minute: a test can then use a key that is not a well-known demo string)
 *   MOCK_API_HOSTILE: a scenario every request gets, as a misbehaving server would (growing-total,
 *   limit-one, ignore-offset, unstable-order, no-total, or any other scenario name)
 *
 * Extra paths for trying failure modes from the connection screen (use them as the base URL):
 *   /scenario/<name>[/<label>]  one of the demo's scenarios (empty, slow, error, rate-limited,
 *                     growing-total, …); each base URL keeps its own state (a growing total grows
 *                     per base URL), and `<base>/requests` lists the query of every invoice
 *                     request it got
 *   /redirect         answers every request with a redirect to the same path without /redirect
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { getResponse } from 'msw'
import { checkApiKey, isPlan, plans } from '../src/features/connection/connection'
import { seedDemoInvoices } from '../src/mocks/demo-db'
import { corsHeaders, createInvoiceHandlers, errorBody } from '../src/mocks/handlers'
import { createRateLimiter, demoKeys } from '../src/mocks/rate-limiter'
import {
  isScenarioName,
  scenarioHandlers,
  scenarioNames,
  type ScenarioName,
} from '../src/mocks/scenarios'

export interface MockApiOptions {
  host?: string
  /** 0 picks a free port. */
  port?: number
  latencyMs?: readonly [min: number, max: number] | undefined
  /** Keys accepted besides the demo keys, with their per-minute limits. */
  extraKeys?: Readonly<Record<string, number>>
  /** One line per request: method, path and status. Never headers, so never a key. */
  log?: (line: string) => void
  /** The rate-limit window (a minute: docs/api-contract.md); benchmarks shorten it. */
  windowMs?: number
  /** How many demo invoices to serve (2,500 by default; `MOCK_API_INVOICES=50000` for scale). */
  invoiceCount?: number | undefined
  /** A scenario every request without `/scenario/` gets. */
  hostile?: ScenarioName | undefined
}

export interface MockApi {
  url: string
  close: () => Promise<void>
}

/** Any origin may call, with the key in `Authorization`; the rate-limit headers are readable. */
const preflightHeaders = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
}

function toFetchRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method ?? 'GET',
    headers,
  })
}

async function send(response: ServerResponse, fetchResponse: Response) {
  const headers = new Headers(fetchResponse.headers)
  for (const [name, value] of Object.entries(corsHeaders)) {
    if (!headers.has(name)) headers.set(name, value)
  }
  const body = Buffer.from(await fetchResponse.arrayBuffer())
  response.writeHead(fetchResponse.status, Object.fromEntries(headers))
  response.end(body)
}

export async function startMockApi({
  host = '127.0.0.1',
  port = 8787,
  latencyMs,
  extraKeys = {},
  log = () => undefined,
  windowMs,
  invoiceCount,
  hostile,
}: MockApiOptions = {}): Promise<MockApi> {
  seedDemoInvoices(new Date(), invoiceCount)
  const rateLimiter = createRateLimiter(windowMs === undefined ? {} : { windowMs })
  const keys = { ...demoKeys, ...extraKeys }
  const happyPath = { latencyMs, rateLimiter, keys }
  const handlers = createInvoiceHandlers(happyPath)
  let origin = ''
  /**
   * Each base URL's scenario, created once, so what it remembers (a total that grows, a refusal
   * given once) lasts across requests; and the query of every invoice request it answered.
   */
  const bases = new Map<string, { handlers: typeof handlers; requests: string[] }>()
  const baseFor = (path: string, name: ScenarioName) => {
    let base = bases.get(path)
    if (!base) {
      base = { handlers: [...scenarioHandlers(name, happyPath), ...handlers], requests: [] }
      bases.set(path, base)
    }
    return base
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: preflightHeaders })
    if (request.method !== 'GET') {
      return Response.json(errorBody('method_not_allowed', 'Only GET is supported.'), {
        status: 405,
        headers: { ...corsHeaders, Allow: 'GET, OPTIONS' },
      })
    }
    if (url.pathname === '/') {
      return Response.json({
        name: 'Mock invoice API',
        endpoint: `${origin}/api/v1/invoices`,
        keys: Object.fromEntries(
          Object.entries(demoKeys).map(([key, limit]) => [key, `${limit} requests/minute`]),
        ),
        scenarios: scenarioNames.map((name) => `${origin}/scenario/${name}`),
        redirect: `${origin}/redirect`,
      })
    }
    if (url.pathname === '/redirect' || url.pathname.startsWith('/redirect/')) {
      const target = new URL(url.pathname.slice('/redirect'.length) || '/', origin)
      target.search = url.search
      return new Response(null, { status: 307, headers: { ...corsHeaders, Location: target.href } })
    }
    const scenarioPath = /^(\/scenario\/([^/]+)(?:\/[^/]+)?)\/(api\/v1\/invoices|requests)$/.exec(
      url.pathname,
    )
    const scenario = scenarioPath?.[2] ?? hostile ?? null
    const base = isScenarioName(scenario) ? baseFor(scenarioPath?.[1] ?? '', scenario) : null
    if (base && scenarioPath?.[3] === 'requests')
      return Response.json({ requests: base.requests }, { headers: corsHeaders })
    if (base) base.requests.push(url.search)
    const mocked = await getResponse(base?.handlers ?? handlers, request)
    return (
      mocked ??
      Response.json(errorBody('not_found', `Nothing at ${url.pathname}.`), {
        status: 404,
        headers: corsHeaders,
      })
    )
  }

  const server = createServer((incoming, outgoing) => {
    const request = toFetchRequest(incoming, origin)
    answer(request)
      .then(async (response) => {
        log(`${request.method} ${incoming.url ?? '/'} ${response.status}`)
        await send(outgoing, response)
      })
      .catch((error: unknown) => {
        log(`${request.method} ${incoming.url ?? '/'} failed: ${String(error)}`)
        outgoing.writeHead(500, corsHeaders).end()
      })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => {
          if (error) reject(error)
          else resolve()
        })
      }),
  }
}

/** "150-400" → [150, 400]; "0" or "" → no latency. */
export function parseLatency(text: string | undefined): readonly [number, number] | undefined {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text?.trim() ?? '')
  if (!match) return undefined
  const min = Number(match[1])
  const max = Number(match[2] ?? match[1])
  return max === 0 ? undefined : [Math.min(min, max), Math.max(min, max)]
}

/** "50000" → 50000 (1 to 1,000,000); unset → the demo's default; anything else is an error. */
export function parseInvoiceCount(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const count = Number(text)
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000)
    throw new Error(`MOCK_API_INVOICES must be a whole number from 1 to 1,000,000, not "${text}".`)
  return count
}

/**
 * "sk_one=pro,sk_two=standard,sk_bench=1000000" → { sk_one: 500, sk_two: 100, sk_bench: 1000000 }:
 * a plan's name or a whole number of requests a minute (a benchmark's key that no run exhausts);
 * anything unreadable is an error.
 */
export function parseExtraKeys(text: string | undefined): Record<string, number> {
  const keys: Record<string, number> = {}
  for (const entry of (text ?? '').split(',').filter((item) => item.trim() !== '')) {
    const [key = '', plan = ''] = entry.trim().split('=')
    const limit = isPlan(plan)
      ? plans[plan].requestsPerMinute
      : /^[1-9]\d{0,8}$/.test(plan)
        ? Number(plan)
        : undefined
    const check = checkApiKey(key)
    if (!check.ok || limit === undefined) {
      throw new Error(
        `MOCK_API_KEYS: expected "key=standard", "key=pro" or "key=<requests a minute>", got an unreadable entry`,
      )
    }
    // Stored as the app sends it: without the surrounding whitespace the key check drops.
    keys[check.apiKey] = limit
  }
  return keys
}

/** MOCK_API_HOSTILE: a scenario's name, or nothing; anything else is an error, never ignored. */
export function parseHostile(text: string | undefined): ScenarioName | undefined {
  const name = text?.trim() ?? ''
  if (name === '') return undefined
  if (!isScenarioName(name))
    throw new Error(`MOCK_API_HOSTILE: expected one of ${scenarioNames.join(', ')}`)
  return name
}

async function main() {
  const api = await startMockApi({
    host: process.env.MOCK_API_HOST ?? '127.0.0.1',
    port: Number(process.env.MOCK_API_PORT ?? 8787),
    latencyMs: parseLatency(process.env.MOCK_API_LATENCY_MS ?? '150-400'),
    extraKeys: parseExtraKeys(process.env.MOCK_API_KEYS),
    invoiceCount: parseInvoiceCount(process.env.MOCK_API_INVOICES),
    hostile: parseHostile(process.env.MOCK_API_HOSTILE),
    log: (line) => {
      console.log(line)
    },
  })
  console.log(`Mock invoice API at ${api.url}/api/v1/invoices`)
  const keyList = Object.entries(demoKeys).map(
    ([key, limit]) => `${key} (${limit} requests/minute)`,
  )
  console.log(`Keys: ${keyList.join(', ')}`)
  console.log(`Connect the dashboard with the base URL ${api.url}. Ctrl+C stops it.`)
  const stop = () => {
    void api.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
