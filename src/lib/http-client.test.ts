import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '../mocks/node'
import { ApiError } from './api-error'
import { getJson, isAllowedTransport } from './http-client'

const url = new URL('http://localhost/api/v1/test')
const secretKey = 'sk_live_super_secret'

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

test('sends the key as a bearer token and reads the remaining rate limit', async () => {
  let authorization: string | null = null
  server.use(
    http.get(url.href, ({ request }) => {
      authorization = request.headers.get('Authorization')
      return HttpResponse.json({ ok: true }, { headers: { 'X-RateLimit-Remaining': '87' } })
    }),
  )
  const response = await getJson(url, { apiKey: secretKey })
  expect(authorization).toBe(`Bearer ${secretKey}`)
  expect(response).toEqual({ body: { ok: true }, rateLimitRemaining: 87, cachedAt: null })
})

test('a missing or unusable rate-limit header is unknown, never 0', async () => {
  for (const header of [undefined, '', 'abc', '-3', '4.5']) {
    server.use(
      http.get(url.href, () =>
        HttpResponse.json(
          {},
          { headers: header === undefined ? {} : { 'X-RateLimit-Remaining': header } },
        ),
      ),
    )
    expect((await getJson(url, { apiKey: 'k' })).rateLimitRemaining).toBeNull()
  }
})

test.each([
  [401, 'unauthorized'],
  [403, 'unauthorized'],
  [400, 'invalid'],
  [404, 'invalid'],
  [500, 'server'],
  [503, 'server'],
] as const)('HTTP %i becomes an ApiError of kind %s', async (status, kind) => {
  server.use(
    http.get(
      url.href,
      () => new HttpResponse('nope', { status, headers: { 'X-RateLimit-Remaining': '5' } }),
    ),
  )
  const error = await failure(getJson(url, { apiKey: secretKey }))
  expect(error.kind).toBe(kind)
  expect(error.status).toBe(status)
  expect(error.rateLimitRemaining).toBe(5)
})

test('429 is rate-limited with the Retry-After seconds', async () => {
  server.use(
    http.get(url.href, () =>
      HttpResponse.json(
        { error: { code: 'rate_limited' } },
        { status: 429, headers: { 'Retry-After': '7', 'X-RateLimit-Remaining': '0' } },
      ),
    ),
  )
  const error = await failure(getJson(url, { apiKey: 'k' }))
  expect(error).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 7, rateLimitRemaining: 0 })
})

test('a 403 with nothing left in the window counts as rate-limited, with a minute to wait', async () => {
  server.use(
    http.get(
      url.href,
      () => new HttpResponse(null, { status: 403, headers: { 'X-RateLimit-Remaining': '0' } }),
    ),
  )
  // No Retry-After: every rate-limited error still says how long to wait.
  expect(await failure(getJson(url, { apiKey: 'k' }))).toMatchObject({
    kind: 'rate-limited',
    retryAfterSeconds: 60,
  })
})

test('a body that is not JSON is malformed', async () => {
  server.use(http.get(url.href, () => new HttpResponse('<html>', { status: 200 })))
  expect((await failure(getJson(url, { apiKey: 'k' }))).kind).toBe('malformed')
})

test('a network failure is a network error', async () => {
  server.use(http.get(url.href, () => HttpResponse.error()))
  expect((await failure(getJson(url, { apiKey: 'k' }))).kind).toBe('network')
})

test('a request that hangs times out', async () => {
  server.use(
    http.get(url.href, async () => {
      await delay('infinite')
    }),
  )
  expect((await failure(getJson(url, { apiKey: 'k', timeoutMs: 50 }))).kind).toBe('timeout')
})

test('cancelling rejects with the abort reason, not an ApiError', async () => {
  server.use(
    http.get(url.href, async () => {
      await delay('infinite')
    }),
  )
  const controller = new AbortController()
  const request = getJson(url, { apiKey: 'k', signal: controller.signal })
  controller.abort(new DOMException('stop', 'AbortError'))
  await expect(request).rejects.toMatchObject({ name: 'AbortError' })
})

test('the key never appears in an error message', async () => {
  for (const status of [400, 401, 429, 500]) {
    server.use(http.get(url.href, () => new HttpResponse(secretKey, { status })))
    const error = await failure(getJson(url, { apiKey: secretKey }))
    expect(`${error.message} ${String(error.cause)}`).not.toContain(secretKey)
  }
})

test('only https, or http on loopback, may be used', async () => {
  expect(isAllowedTransport(new URL('https://invoices.example.com'))).toBe(true)
  expect(isAllowedTransport(new URL('http://localhost:8787'))).toBe(true)
  expect(isAllowedTransport(new URL('http://127.0.0.1'))).toBe(true)
  expect(isAllowedTransport(new URL('http://[::1]:3000'))).toBe(true)
  expect(isAllowedTransport(new URL('http://invoices.example.com'))).toBe(false)
  expect(isAllowedTransport(new URL('ftp://localhost'))).toBe(false)
  const error = await failure(getJson(new URL('http://invoices.example.com/x'), { apiKey: 'k' }))
  expect(error.kind).toBe('invalid')
})

test('with no key (team mode) the request carries no Authorization header at all', async () => {
  let sent: Request | undefined
  server.use(
    http.get(url.href, ({ request }) => {
      sent = request
      return HttpResponse.json({ ok: true }, { headers: { 'X-RateLimit-Remaining': '40' } })
    }),
  )
  const response = await getJson(url, { apiKey: null })
  expect(sent?.headers.has('Authorization')).toBe(false)
  // The reader's own login to the team server goes along; a personal key's request sends none.
  expect(sent?.credentials).toBe('same-origin')
  expect(response.rateLimitRemaining).toBe(40)
})

test('an answer from the team server’s cache says when it was fetched', async () => {
  server.use(
    http.get(url.href, () =>
      HttpResponse.json(
        { ok: true },
        { headers: { 'X-Cache-Status': 'HIT', Date: 'Tue, 24 Nov 2026 10:42:05 GMT' } },
      ),
    ),
  )
  const response = await getJson(url, { apiKey: null })
  expect(response.cachedAt).toBe(Date.UTC(2026, 10, 24, 10, 42, 5))
  expect(response.rateLimitRemaining).toBeNull()
})
