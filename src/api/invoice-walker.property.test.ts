/**
 * The walker against generated server behaviour (totals that grow, shrink, lie, are garbled or are
 * missing, pages clamped to 1 or 0, offsets ignored, envelopes that misstate offset and limit, odd
 * rows, orders that change, 503s, a remaining count that always says plenty), on a fake clock: it
 * always ends, never asks for more pages than its ceiling nor tries again more than its allowance,
 * never beats the plan's pace, and its result always states the gap between what it got and what the server claimed.
 */
import fc from 'fast-check'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { recordApiRequests } from '../../test/requests'
import { createRateLimitStore } from './rate-limit-store'
import { createHostileHandler, type HostileBehaviour } from '../mocks/hostile-handlers'
import { server } from '../mocks/node'
import { defaultInvoiceFilters } from './invoice-filters'
import { walkInvoices, type WalkResult } from './invoice-walker'
import { planWalk } from './walk-plan'

const WINDOW_MS = 60_000
const pool = Array.from({ length: 700 }, (_, index) =>
  makeInvoice({ id: `inv_${String(index).padStart(4, '0')}` }),
)

const behaviour: fc.Arbitrary<HostileBehaviour> = fc.record({
  total: fc.constantFrom('honest', 'grows', 'shrinks', 'lies', 'garbled', 'missing'),
  change: fc.nat({ max: 3_000 }),
  pageSize: fc.option(fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: 0, max: 100 }))),
  ignoreOffset: fc.boolean(),
  claimedOffset: fc.option(fc.nat({ max: 5_000 })),
  claimedLimit: fc.option(fc.nat({ max: 200 })),
  oddRows: fc.boolean(),
  unstableOrder: fc.boolean(),
  failEvery: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: 6 })),
  claimedRemaining: fc.nat({ max: 1_000 }),
})

const scenario = fc.record({
  behaviour,
  size: fc.nat({ max: pool.length }),
  requestsPerMinute: fc.constantFrom(5, 20, 100),
  /** The total the user saw when asked, or unknown. */
  seenTotal: fc.option(fc.nat({ max: 2_000 })),
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Lets responses (real I/O through MSW) arrive, then moves the fake clock to the next timer. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  // An object the callbacks fill in: a narrowed `let` would look forever null to the loop below.
  const box: { outcome: { value?: T; error?: unknown } | null } = { outcome: null }
  promise.then(
    (value) => (box.outcome = { value }),
    (error: unknown) => (box.outcome = { error }),
  )
  for (let step = 0; step < 20_000; step += 1) {
    for (let round = 0; round < 6; round += 1) {
      await new Promise((resolve) => setImmediate(resolve))
    }
    if (box.outcome) return box.outcome
    await vi.advanceTimersToNextTimerAsync()
  }
  throw new Error('The walk never ended.')
}

/** The most requests any window of the plan's length held. */
function busiestWindow(times: readonly number[]): number {
  let busiest = 0
  for (const [index, start] of times.entries()) {
    busiest = Math.max(busiest, times.slice(index).filter((at) => at < start + WINDOW_MS).length)
  }
  return busiest
}

test('a walk always ends within its ceiling and the plan pace, and states what it missed', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ behaviour, size, requestsPerMinute, seenTotal }) => {
      server.use(createHostileHandler(behaviour, () => pool.slice(0, size)))
      const sentAt: number[] = []
      const onRequest = () => sentAt.push(Date.now())
      server.events.on('request:start', onRequest)
      const recorder = recordApiRequests()
      const plan = planWalk(seenTotal, requestsPerMinute)
      try {
        const { value, error } = await settle(
          walkInvoices(
            {
              id: 'p',
              root: 'http://localhost',
              apiKey: 'demo-standard',
              budget: createRateLimitStore(requestsPerMinute, { windowMs: WINDOW_MS }),
            },
            defaultInvoiceFilters,
            { plan },
          ),
        )
        // Pages within the ceiling, tries again within their allowance: both bound what is sent.
        expect(recorder.requests.length).toBeLessThanOrEqual(plan.ceiling + plan.retryAllowance)
        expect(busiestWindow(sentAt)).toBeLessThanOrEqual(requestsPerMinute)
        expect(recorder.requests.every((url) => url.searchParams.get('limit') !== '0')).toBe(true)
        const offsets = recorder.requests.map((url) => url.searchParams.get('offset'))
        // Only a failed request is ever asked again.
        if (behaviour.failEvery === 0) expect(new Set(offsets).size).toBe(offsets.length)
        if (error !== undefined) {
          expect(error).toMatchObject({ name: 'ApiError' })
          return
        }
        const result = value as WalkResult
        expect(result.requests).toBe(recorder.requests.length)
        expect(result.pageRequests).toBeLessThanOrEqual(plan.ceiling)
        if (behaviour.failEvery === 0) expect(result.pageRequests).toBe(result.requests)
        const ids = result.invoices.map((invoice) => invoice.id)
        expect(new Set(ids).size).toBe(ids.length)
        expect(result.missing).toBe(Math.max(0, result.claimedTotal - ids.length))
        if (result.complete) {
          expect(ids.length).toBe(result.claimedTotal)
          expect(result.stopReason).toBe('end')
          expect(result.duplicates).toBe(0)
        }
        if (ids.length !== result.claimedTotal) expect(result.complete).toBe(false)
        // A total never sent is never reported, nor said to have changed.
        if (behaviour.total === 'missing' || behaviour.total === 'garbled') {
          expect(result).toMatchObject({
            reportedTotal: null,
            totalChanged: false,
            complete: false,
          })
        }
      } finally {
        server.events.removeListener('request:start', onRequest)
        recorder.stop()
        server.resetHandlers()
      }
    }),
    { numRuns: 60 },
  )
}, 120_000)
