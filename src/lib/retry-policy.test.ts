import { QueryClient, queryOptions } from '@tanstack/react-query'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { server } from '../mocks/node'
import { ApiError, type ApiErrorDetails, type ApiErrorKind } from './api-error'
import { getJson } from './http-client'
import {
  BACKOFF_CAP_MS,
  backoffRange,
  decideRetry,
  MAX_TRANSIENT_TRIES,
  retryDelay,
  shouldRetry,
} from './retry-policy'

const transientKinds = ['server', 'network', 'timeout'] as const

const error = (kind: Exclude<ApiErrorKind, 'rate-limited'>, details: ApiErrorDetails = {}) =>
  new ApiError(kind, kind, details)

const rateLimited = (retryAfterSeconds: number) =>
  new ApiError('rate-limited', 'rate-limited', { retryAfterSeconds })

test.each([
  ['400 invalid', error('invalid', { status: 400 })],
  ['401 unauthorized', error('unauthorized', { status: 401 })],
  ['403 unauthorized', error('unauthorized', { status: 403 })],
  ['404 invalid', error('invalid', { status: 404 })],
  ['422 invalid', error('invalid', { status: 422 })],
  ['a response that failed validation', error('malformed')],
  ['a bug (not an ApiError)', new TypeError('x is undefined')],
])('%s is never retried', (_, failure) => {
  for (let retries = 0; retries < 5; retries += 1) {
    expect(shouldRetry(retries, failure)).toBe(false)
  }
})

test.each(transientKinds)('%s is tried at most 3 times in all', (kind) => {
  const tries = [0, 1, 2, 3].map((retries) => shouldRetry(retries, error(kind)))
  expect(tries).toEqual([true, true, false, false])
  expect(MAX_TRANSIENT_TRIES).toBe(3)
})

test('every backoff delay lies in its jitter range, and no range passes the cap', () => {
  const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 60 }), (retryIndex) => {
      const { min, max } = backoffRange(retryIndex)
      expect(max).toBeLessThanOrEqual(BACKOFF_CAP_MS)
      expect(min).toBe(max / 2)
    }),
  )
  fc.assert(
    fc.property(
      fc.constantFrom(0, 1),
      random,
      fc.constantFrom(...transientKinds),
      (retries, r, kind) => {
        const decision = decideRetry(retries, error(kind), () => r)
        const { min, max } = backoffRange(retries)
        expect(decision.retry).toBe(true)
        if (!decision.retry) return
        expect(decision.delayMs).toBeGreaterThanOrEqual(min)
        expect(decision.delayMs).toBeLessThanOrEqual(max)
      },
    ),
  )
  expect([0, 1, 2, 3, 4, 5].map((index) => backoffRange(index).max)).toEqual([
    1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
  ])
})

test('a 429 waits exactly its Retry-After, however often it comes', () => {
  for (const retries of [0, 1, 2, 10]) {
    expect(retryDelay(retries, rateLimited(7))).toBe(7_000)
    expect(shouldRetry(retries, rateLimited(7))).toBe(true)
  }
})

describe('with fake timers and the real query client', () => {
  const url = new URL('http://localhost/api/v1/flaky')
  let requestTimes: number[]

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    requestTimes = []
    server.use(
      http.get(url.href, () => {
        requestTimes.push(Date.now())
        return new HttpResponse(null, { status: 500 })
      }),
    )
  })

  /** Runs one query to its end and returns the wait before each retry, measured on the fake clock. */
  async function gapsBetweenTries(random: number) {
    vi.spyOn(Math, 'random').mockReturnValue(random)
    const client = new QueryClient({
      defaultOptions: { queries: { retry: shouldRetry, retryDelay } },
    })
    const result = client
      .query(
        queryOptions({
          queryKey: ['flaky', url, random],
          queryFn: ({ signal }) => getJson(url, { apiKey: 'k', signal }),
        }),
      )
      .catch((reason: unknown) => reason)
    const started = Date.now()
    // Step the clock in small steps so each request is seen at the moment it goes out.
    while (Date.now() - started < 20_000) await vi.advanceTimersByTimeAsync(10)
    expect(await result).toMatchObject({ kind: 'server' })
    return requestTimes.slice(1).map((time, index) => time - (requestTimes[index] ?? 0))
  }

  test.each([0, 0.5, 0.999])(
    'a 500 is tried 3 times, each wait within its jitter range (random %s)',
    async (random) => {
      const gaps = await gapsBetweenTries(random)
      expect(gaps).toHaveLength(MAX_TRANSIENT_TRIES - 1)
      gaps.forEach((gap, index) => {
        const { min, max } = backoffRange(index)
        // The clock moves in 10 ms steps, so a request is seen up to one step late.
        expect(gap).toBeGreaterThanOrEqual(min)
        expect(gap).toBeLessThanOrEqual(max + 10)
        expect(Math.abs(gap - (min + random * (max - min)))).toBeLessThanOrEqual(10)
      })
    },
  )
})

test("a 503's Retry-After is the wait before its retry, within the same three tries", () => {
  expect(decideRetry(0, error('server', { status: 503, retryAfterSeconds: 7 }))).toEqual({
    retry: true,
    delayMs: 7_000,
    reason: 'backoff',
  })
  expect(
    decideRetry(MAX_TRANSIENT_TRIES - 1, error('server', { status: 503, retryAfterSeconds: 7 })),
  ).toEqual({ retry: false })
})

test('a 503 from the server carries its Retry-After, capped, to the retry policy', async () => {
  const url = new URL('http://localhost/api/v1/unavailable')
  server.use(
    http.get(
      url.href,
      () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '999999' } }),
    ),
  )
  const failure: unknown = await getJson(url, { apiKey: 'k' }).catch((reason: unknown) => reason)
  expect(failure).toMatchObject({ kind: 'server', status: 503, retryAfterSeconds: 600 })
  expect(retryDelay(0, failure)).toBe(600_000)
})
