import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { answerBusy } from '../../test/busy-server'
import { makeInvoice } from '../../test/invoice-fixtures'
import { recordApiRequests } from '../../test/requests'
import { createInvoiceHandlers, INVOICES_ROUTE } from '../mocks/handlers'
import { createHostileHandler, hostileScenarios } from '../mocks/hostile-handlers'
import { invoiceDb } from '../mocks/invoice-db'
import { server } from '../mocks/node'
import { createRateLimiter } from '../mocks/rate-limiter'
import { defaultInvoiceFilters } from './invoice-filters'
import { createRateLimitStore } from './rate-limit-store'
import { walkInvoices, type WalkProgress } from './invoice-walker'
import { planWalk, replanWalk } from './walk-plan'

const planFor = (total: number | null) => planWalk(total, 100)

const target = (apiKey = 'demo-standard') => ({
  id: 't',
  root: 'http://localhost',
  apiKey,
  budget: createRateLimitStore(100),
})

function seed(count: number) {
  invoiceDb.seed(
    Array.from({ length: count }, (_, index) =>
      makeInvoice({
        id: `inv_${String(index).padStart(6, '0')}`,
        status: index % 3 === 0 ? 'overdue' : 'paid',
      }),
    ),
  )
}

test('fetches every matching invoice exactly once, in order, 100 at a time', async () => {
  seed(1_050)
  const recorder = recordApiRequests()
  const progress: number[] = []
  const result = await walkInvoices(
    target(),
    { ...defaultInvoiceFilters, status: 'overdue' },
    {
      plan: planFor(350),
      onProgress: ({ fetched }) => progress.push(fetched),
    },
  )
  expect(result.invoices).toHaveLength(350)
  expect(new Set(result.invoices.map((invoice) => invoice.id)).size).toBe(350)
  expect(result.invoices.map((invoice) => invoice.id)).toEqual(
    [...result.invoices.map((invoice) => invoice.id)].sort(),
  )
  expect(result).toMatchObject({
    claimedTotal: 350,
    complete: true,
    stopReason: 'end',
    totalChanged: false,
    requests: 4,
    rateLimitedResponses: 0,
  })
  expect(recorder.requests.every((url) => url.searchParams.get('limit') === '100')).toBe(true)
  expect(recorder.requests.every((url) => url.searchParams.get('status') === 'overdue')).toBe(true)
  expect(progress.at(-1)).toBe(350)
})

test('an empty result takes one request', async () => {
  seed(0)
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(0) })
  expect(result).toMatchObject({ invoices: [], claimedTotal: 0, requests: 1, complete: true })
})

test('a server that clamps the page stops the walk after its first page, then a re-plan completes it', async () => {
  seed(250)
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
      const rows = invoiceDb.all().slice(offset, offset + 40)
      return HttpResponse.json({ invoices: rows, total: 250, limit: 40, offset })
    }),
  )
  const recorder = recordApiRequests()
  const cut = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(250) })
  // Pages of 40 need 7 requests, past the ceiling of 6: known from the first page, and said then.
  expect(cut).toMatchObject({ stopReason: 'ceiling', requests: 1, complete: false, missing: 210 })
  expect(recorder.requests).toHaveLength(1)
  const replan = replanWalk(250, cut.invoices.length, cut.pageRequests, 100)
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: replan })
  expect(result).toMatchObject({ stopReason: 'end', requests: 7, complete: true })
  expect(result.invoices).toHaveLength(250)
})

test('cancelling stops requests at once', async () => {
  seed(5_000)
  const controller = new AbortController()
  const recorder = recordApiRequests()
  const walk = walkInvoices(target(), defaultInvoiceFilters, {
    plan: planFor(5_000),
    signal: controller.signal,
    onProgress: ({ requests }) => {
      if (requests >= 3) controller.abort(new DOMException('Cancelled', 'AbortError'))
    },
  })
  await expect(walk).rejects.toMatchObject({ name: 'AbortError' })
  const sent = recorder.requests.length
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(recorder.requests.length).toBe(sent)
  expect(sent).toBeLessThanOrEqual(3 + 4)
})

test('a page that fails for good ends the walk, and the other workers ask nothing more', async () => {
  seed(2_000)
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      const offset = new URL(request.url).searchParams.get('offset')
      if (offset === '200')
        return HttpResponse.json(
          { error: { code: 'invalid_request', message: 'bad page' } },
          { status: 400 },
        )
      // The other workers' pages are still in flight when the failure comes back.
      if (offset !== '0') await new Promise((resolve) => setTimeout(resolve, 60))
      return undefined
    }),
  )
  const recorder = recordApiRequests()
  await expect(
    walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(2_000) }),
  ).rejects.toMatchObject({ name: 'ApiError', status: 400 })
  const sent = recorder.requests.length
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(recorder.requests.length).toBe(sent)
  // The first page, then at most one page per worker.
  expect(sent).toBeLessThanOrEqual(5)
})

test('a 429 injected mid-walk is waited out and the walk completes', async () => {
  seed(500)
  let refused = false
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      if (!refused && new URL(request.url).searchParams.get('offset') === '200') {
        refused = true
        return HttpResponse.json(
          { error: { code: 'rate_limited', message: 'slow down' } },
          { status: 429, headers: { 'Retry-After': '1', 'X-RateLimit-Remaining': '0' } },
        )
      }
      return undefined
    }),
  )
  const started = Date.now()
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(500) })
  expect(result.invoices).toHaveLength(500)
  expect(result.rateLimitedResponses).toBe(1)
  expect(Date.now() - started).toBeGreaterThanOrEqual(900)
})

test('a total that changes mid-walk is reported, and duplicates are dropped', async () => {
  seed(300)
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
      // After the first page, an invoice is added at the top: every later page shifts by one.
      const rows =
        offset === 0
          ? invoiceDb.all()
          : [makeInvoice({ id: 'inv_new', invoiceDate: '2099-01-01' }), ...invoiceDb.all()]
      return HttpResponse.json({
        invoices: rows.slice(offset, offset + 100),
        total: rows.length,
        limit: 100,
        offset,
      })
    }),
  )
  const result = await walkInvoices(target(), defaultInvoiceFilters, {
    plan: planFor(300),
    concurrency: 1,
  })
  expect(result.totalChanged).toBe(true)
  expect(result.claimedTotal).toBe(301)
  expect(result.duplicates).toBeGreaterThan(0)
  expect(result.complete).toBe(false)
  expect(new Set(result.invoices.map((invoice) => invoice.id)).size).toBe(result.invoices.length)
})

test('a walk longer than the budget is paced by the governor: several windows, zero 429s', async () => {
  // A 400 ms window of 100 requests on both sides: 250 requests need three windows.
  const windowMs = 400
  seed(25_000)
  server.use(...createInvoiceHandlers({ rateLimiter: createRateLimiter({ windowMs }) }))
  const recorder = recordApiRequests()
  const started = Date.now()
  const result = await walkInvoices(
    { ...target(), budget: createRateLimitStore(100, { windowMs }) },
    defaultInvoiceFilters,
    { plan: planFor(25_000) },
  )
  expect(result.rateLimitedResponses).toBe(0)
  expect(result.requests).toBe(250)
  expect(recorder.requests).toHaveLength(250)
  expect(result.invoices).toHaveLength(25_000)
  expect(new Set(result.invoices.map((invoice) => invoice.id)).size).toBe(25_000)
  // It waited for the windows (at least two resets), and not absurdly longer.
  const elapsed = Date.now() - started
  expect(elapsed).toBeGreaterThanOrEqual(2 * windowMs)
  expect(elapsed).toBeLessThan(20 * windowMs)
})

test('a server that sends no total reads to its last page, inferring no total and no change', async () => {
  seed(250)
  server.use(createHostileHandler(hostileScenarios['no-total']))
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(null) })
  expect(result.invoices).toHaveLength(250)
  expect(result).toMatchObject({
    reportedTotal: null,
    totalBelowRows: null,
    totalChanged: false,
    stopReason: 'end',
    // Nothing the server said confirms these are all.
    complete: false,
  })
})

test('a total below the rows already sent is walked past as if none came, and kept to be said', async () => {
  seed(250)
  server.use(createHostileHandler(hostileScenarios['total-below-rows']))
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(null) })
  expect(result.invoices).toHaveLength(250)
  expect(result).toMatchObject({
    reportedTotal: null,
    totalBelowRows: 3,
    totalChanged: false,
    stopReason: 'end',
    complete: false,
  })
})

const rateLimited = () =>
  HttpResponse.json(
    { error: { code: 'rate_limited', message: 'slow down' } },
    { status: 429, headers: { 'Retry-After': '0', 'X-RateLimit-Remaining': '0' } },
  )

test('a 429 met by every request in flight leaves the ceiling to the pages: the walk completes', async () => {
  // Standard plan, 2,500 invoices: 25 pages and a ceiling of 28, three requests of slack.
  seed(2_500)
  let refusals = 0
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
      // One episode: the key ran out (shared with a colleague) as the walk got going.
      if (offset >= 100 && refusals < 4) {
        refusals += 1
        return rateLimited()
      }
      return undefined
    }),
  )
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(2_500) })
  expect(result).toMatchObject({
    stopReason: 'end',
    complete: true,
    rateLimitedResponses: 4,
    requests: 29,
    pageRequests: 25,
  })
  expect(result.invoices).toHaveLength(2_500)
})

test('pages that fail and then succeed do not use up the slack meant for short pages', async () => {
  seed(500)
  answerBusy((params) => ['200', '300'].includes(params.get('offset') ?? ''), {
    retryAfterSeconds: 0,
    times: 2,
  })
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(500) })
  expect(result).toMatchObject({ stopReason: 'end', complete: true, requests: 9, pageRequests: 5 })
})

test('a server that turns every request away stops the walk at its allowance, and says why', async () => {
  seed(2_500)
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) =>
      new URL(request.url).searchParams.has('offset') ? rateLimited() : undefined,
    ),
  )
  const recorder = recordApiRequests()
  const plan = planFor(2_500)
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan })
  // The first page, then one try of a page per request in flight (4), then the allowance's tries.
  expect(result).toMatchObject({
    stopReason: 'retries',
    complete: false,
    pageRequests: 5,
    requests: 5 + plan.retryAllowance,
    rateLimitedResponses: 4 + plan.retryAllowance,
  })
  expect(result.invoices).toHaveLength(100)
  expect(recorder.requests).toHaveLength(result.requests)
})

test('a row without an id does not pass for new on every repeated page of a server ignoring the offset', async () => {
  seed(99)
  const rows = [...invoiceDb.all(), { ...makeInvoice({ id: 'x' }), id: null }]
  server.use(
    http.get(INVOICES_ROUTE, () =>
      // Every offset gets the first page: the server ignores it.
      HttpResponse.json({ invoices: rows, total: 500, limit: 100, offset: 0 }),
    ),
  )
  const result = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(500) })
  expect(result.stopReason).toBe('no-new-invoices')
  expect(result.invoices).toHaveLength(100)
  expect(result.invoices.filter((invoice) => invoice.idMissing)).toHaveLength(1)
})

test('a re-plan is priced from the pages that came, not the requests turned away', async () => {
  seed(250)
  let refusals = 0
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      if (refusals < 4) {
        refusals += 1
        return rateLimited()
      }
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
      const page = invoiceDb.all().slice(offset, offset + 40)
      return HttpResponse.json({ invoices: page, total: 250, limit: 40, offset })
    }),
  )
  const cut = await walkInvoices(target(), defaultInvoiceFilters, { plan: planFor(250) })
  expect(cut).toMatchObject({ stopReason: 'ceiling', requests: 5, pageRequests: 1 })
  expect(replanWalk(250, cut.invoices.length, cut.pageRequests, 100)).toMatchObject({ requests: 7 })
})

test('a walk is said to be held only while every reader waits, not while other pages keep coming', async () => {
  seed(1_000)
  answerBusy((params) => ['100', '200', '300'].includes(params.get('offset') ?? ''), {
    retryAfterSeconds: 2,
  })
  const seen: WalkProgress[] = []
  const result = await walkInvoices(target(), defaultInvoiceFilters, {
    plan: planFor(1_000),
    onProgress: (progress) => seen.push(progress),
  })
  expect(result).toMatchObject({ complete: true, stopReason: 'end' })
  // Three pages wait out the 503 while the fourth reader reads on: held only once it ran out.
  const held = seen.filter(({ pause }) => pause !== null)
  expect(held[0]?.fetched).toBe(700)
  expect(held.every(({ fetched, pause }) => fetched >= 700 && pause?.because === 'retry')).toBe(
    true,
  )
  expect(seen.at(-1)?.pause).toBeNull()
})
