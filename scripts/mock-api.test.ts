import { bypass } from 'msw'
import { afterEach, expect, test } from 'vitest'
import {
  parseExtraKeys,
  parseHostile,
  parseInvoiceCount,
  parseLatency,
  startMockApi,
  type MockApi,
} from './mock-api'

let api: MockApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

/** Past the in-process MSW server the unit tests run under, to the real socket. */
const realFetch = (url: string, init?: RequestInit) => fetch(bypass(new Request(url, init)))

async function start() {
  const lines: string[] = []
  api = await startMockApi({ port: 0, log: (line) => lines.push(line) })
  return { url: api.url, lines }
}

test('serves the seeded invoices over HTTP with the key, CORS and the rate-limit header', async () => {
  const { url, lines } = await start()
  const response = await realFetch(`${url}/api/v1/invoices?limit=2&status=overdue`, {
    headers: { Authorization: 'Bearer demo-pro', Origin: 'http://127.0.0.1:4186' },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
  expect(response.headers.get('Access-Control-Expose-Headers')).toBe(
    'X-RateLimit-Remaining, Retry-After',
  )
  expect(response.headers.get('X-RateLimit-Remaining')).toBe('499')
  const body = (await response.json()) as { invoices: { status: string }[]; total: number }
  expect(body.invoices).toHaveLength(2)
  expect(body.invoices.every((invoice) => invoice.status === 'overdue')).toBe(true)
  expect(body.total).toBeGreaterThan(2)
  expect(lines).toEqual(['GET /api/v1/invoices?limit=2&status=overdue 200'])
})

test('answers the preflight for any origin, allowing Authorization', async () => {
  const { url } = await start()
  const response = await realFetch(`${url}/api/v1/invoices`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://dashboard.example.com',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  })
  expect(response.status).toBe(204)
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
  expect(response.headers.get('Access-Control-Allow-Methods')).toContain('GET')
  expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Authorization, Content-Type')
})

test('an unknown key is 401, readable cross-origin; the log never holds the key', async () => {
  const { url, lines } = await start()
  const response = await realFetch(`${url}/api/v1/invoices`, {
    headers: { Authorization: 'Bearer sk_not_a_demo_key' },
  })
  expect(response.status).toBe(401)
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
  expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } })
  // Names every object has are not keys.
  const inherited = await realFetch(`${url}/api/v1/invoices`, {
    headers: { Authorization: 'Bearer toString' },
  })
  expect(inherited.status).toBe(401)
  expect(lines.join('\n')).not.toContain('sk_not_a_demo_key')
})

test('scenarios and a redirect can be chosen by path; anything else is a 404', async () => {
  const { url } = await start()
  const auth = { headers: { Authorization: 'Bearer demo-standard' } }
  const empty = await realFetch(`${url}/scenario/empty/api/v1/invoices`, auth)
  expect(await empty.json()).toMatchObject({ invoices: [], total: 0 })
  expect((await realFetch(`${url}/scenario/unauthorized/api/v1/invoices`, auth)).status).toBe(401)

  const moved = await realFetch(`${url}/redirect/api/v1/invoices?limit=1`, {
    ...auth,
    redirect: 'manual',
  })
  expect(moved.status).toBe(307)
  expect(moved.headers.get('Location')).toBe(`${url}/api/v1/invoices?limit=1`)

  const missing = await realFetch(`${url}/v2/invoices`, auth)
  expect(missing.status).toBe(404)
  expect(missing.headers.get('Access-Control-Allow-Origin')).toBe('*')
  expect((await realFetch(`${url}/api/v1/invoices`, { method: 'POST' })).status).toBe(405)
})

test('a hostile scenario keeps its state per base URL and counts the requests it answered', async () => {
  const { url } = await start()
  const auth = { headers: { Authorization: 'Bearer demo-standard' } }
  const base = `${url}/scenario/growing-total/run-1`
  const totals: unknown[] = []
  for (let page = 0; page < 3; page += 1) {
    const response = await realFetch(`${base}/api/v1/invoices?limit=100`, auth)
    totals.push(((await response.json()) as { total: unknown }).total)
  }
  expect(totals).toEqual([2_500, 2_600, 2_700])
  expect(await (await realFetch(`${base}/requests`)).json()).toEqual({
    requests: ['?limit=100', '?limit=100', '?limit=100'],
  })
  expect(await (await realFetch(`${url}/scenario/growing-total/run-2/requests`)).json()).toEqual({
    requests: [],
  })
  const ignored = await realFetch(`${url}/scenario/ignore-offset/api/v1/invoices?offset=200`, auth)
  expect(await ignored.json()).toMatchObject({ offset: 0 })
})

test('the hostile scenarios for counts, rows and waits answer as their names say', async () => {
  const { url } = await start()
  const auth = { headers: { Authorization: 'Bearer demo-standard' } }
  const page = async (scenario: string, query = '?limit=50') => {
    const response = await realFetch(`${url}/scenario/${scenario}/api/v1/invoices${query}`, auth)
    return (await response.json()) as {
      invoices: Record<string, unknown>[]
      total?: unknown
      limit: number
      offset: number
    }
  }
  expect(await page('garbled-total')).toMatchObject({ total: 'NaN', limit: 50, offset: 0 })
  expect(await page('total-below-rows')).toMatchObject({ total: 3 })
  expect((await page('total-below-rows')).invoices).toHaveLength(50)
  const farPage = await page('huge-total', '?limit=50&offset=999950')
  expect(farPage).toMatchObject({ total: 1_000_000, invoices: [] })
  expect(await page('wrong-envelope', '?limit=50&offset=50')).toMatchObject({
    offset: 999,
    limit: 20,
  })
  expect((await page('wrong-envelope')).invoices).toHaveLength(50)
  expect((await page('oversized-pages')).invoices).toHaveLength(2_500)

  const [rtl, userInfo, noId, huge, plain] = (await page('odd-rows')).invoices
  expect(rtl).toMatchObject({ invoiceNumber: 'INV\u202E1234', vendor: 'Pay\u200Bpal Ltd' })
  expect(userInfo).toMatchObject({ attachmentUrl: 'https://bank.com@evil.com/x.pdf' })
  expect(noId).toMatchObject({ id: null })
  expect(huge).toMatchObject({ amount: 1e308 })
  expect(plain?.attachmentUrl).toMatch(/^https:\/\/files\.example\.com\//)

  const waits: (string | null)[] = []
  for (let request = 0; request < 3; request += 1) {
    const response = await realFetch(`${url}/scenario/retry-after-huge/api/v1/invoices`, auth)
    waits.push(response.status === 200 ? 'ok' : response.headers.get('Retry-After'))
  }
  expect(waits).toEqual(['ok', '999999', 'ok'])
})

test('MOCK_API_HOSTILE names a scenario or nothing', () => {
  expect(parseHostile('limit-one')).toBe('limit-one')
  expect(parseHostile('')).toBeUndefined()
  expect(() => parseHostile('bogus')).toThrow(/MOCK_API_HOSTILE/)
})

test("scenarios that answer in full take the server's own keys and latency", async () => {
  api = await startMockApi({ port: 0, latencyMs: [300, 300], extraKeys: { 'team-key': 100 } })
  const auth = { headers: { Authorization: 'Bearer team-key' } }
  const timed = async (path: string) => {
    const started = performance.now()
    const response = await realFetch(`${api?.url ?? ''}${path}`, auth)
    return { status: response.status, ms: performance.now() - started }
  }
  const lowBudget = await timed('/scenario/low-budget/api/v1/invoices?limit=1')
  expect(lowBudget.status).toBe(200)
  expect(lowBudget.ms).toBeGreaterThanOrEqual(290)
  expect((await timed('/scenario/no-rate-limit-header/api/v1/invoices?limit=1')).status).toBe(200)
  const instant = await timed('/scenario/instant/api/v1/invoices?limit=1')
  expect(instant.status).toBe(200)
  expect(instant.ms).toBeLessThan(290)
})

test('latency is read from "min-max", a single number or "0"', () => {
  expect(parseLatency('150-400')).toEqual([150, 400])
  expect(parseLatency('50')).toEqual([50, 50])
  expect(parseLatency('0')).toBeUndefined()
  expect(parseLatency('soon')).toBeUndefined()
  expect(parseLatency(undefined)).toBeUndefined()
})

test('extra keys can be accepted, with their plan', async () => {
  api = await startMockApi({
    port: 0,
    extraKeys: parseExtraKeys('sk_e2e_a1=pro,sk_e2e_b2=standard'),
  })
  const remaining = async (key: string) =>
    (
      await realFetch(`${api?.url ?? ''}/api/v1/invoices?limit=1`, {
        headers: { Authorization: `Bearer ${key}` },
      })
    ).headers.get('X-RateLimit-Remaining')
  expect(await remaining('sk_e2e_a1')).toBe('499')
  expect(await remaining('sk_e2e_b2')).toBe('99')
  expect(await remaining('demo-standard')).toBe('99')
  // Whitespace around a key is dropped, as the app drops it before sending the key.
  expect(parseExtraKeys(' sk_pad =pro')).toEqual({ sk_pad: 500 })
  expect(parseExtraKeys('sk_bench=1000000')).toEqual({ sk_bench: 1_000_000 })
  expect(() => parseExtraKeys('sk=0')).toThrow(/MOCK_API_KEYS/)
  expect(() => parseExtraKeys('sk=-5')).toThrow(/MOCK_API_KEYS/)
  expect(() => parseExtraKeys('sk=1.5')).toThrow(/MOCK_API_KEYS/)
  expect(() => parseExtraKeys('sk=gold')).toThrow(/MOCK_API_KEYS/)
  expect(() => parseExtraKeys('sk=constructor')).toThrow(/MOCK_API_KEYS/)
  expect(() => parseExtraKeys('sk=gold')).not.toThrow(/sk=/)
})

test('serves a large data set when asked (MOCK_API_INVOICES)', async () => {
  api = await startMockApi({ port: 0, invoiceCount: parseInvoiceCount('12000') })
  const response = await realFetch(`${api.url}/api/v1/invoices?limit=1`, {
    headers: { Authorization: 'Bearer demo-pro' },
  })
  expect(((await response.json()) as { total: number }).total).toBe(12_000)
  expect(parseInvoiceCount(undefined)).toBeUndefined()
  expect(parseInvoiceCount(' ')).toBeUndefined()
  for (const bad of ['lots', '0', '-5', '1.5', '2000000'])
    expect(() => parseInvoiceCount(bad)).toThrow(/MOCK_API_INVOICES/)
})
