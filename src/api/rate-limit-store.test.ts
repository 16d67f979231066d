import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createRateLimitStore,
  RATE_LIMIT_WINDOW_MS,
  UNANSWERED_REQUEST_TTL_MS,
  type RateLimitStore,
} from './rate-limit-store'
import { rateLimitChannelName } from './rate-limit-messages'

test('headroom is only claimed for a known reading above the share', () => {
  let time = 0
  const store = createRateLimitStore(100, { now: () => time })
  expect(store.hasHeadroom(0.5)).toBe(false)
  store.observe({ remaining: 60 })
  expect(store.hasHeadroom(0.5)).toBe(true)
  store.observe({ remaining: null })
  expect(store.getSnapshot().remaining).toBe(60)
  store.observe({ remaining: 40 })
  expect(store.hasHeadroom(0.5)).toBe(false)
  store.observe({ remaining: 90, retryAfterSeconds: 5 })
  expect(store.hasHeadroom(0.5)).toBe(false)
  time = 5_000
  expect(store.hasHeadroom(0.5)).toBe(true)
})

test('requests left: unknown until read, then the reading less what is in flight, 0 in a cooldown', async () => {
  let time = 0
  const store = createRateLimitStore(100, { now: () => time })
  expect(store.requestsLeft()).toBeNull()
  store.observe({ remaining: 3 })
  expect(store.requestsLeft()).toBe(3)
  await store.acquire()
  expect(store.requestsLeft()).toBe(2)
  store.observe({ remaining: 2, retryAfterSeconds: 5 })
  expect(store.requestsLeft()).toBe(0)
  time = 5_000
  expect(store.requestsLeft()).toBe(99)
})

test('a response without a usable reading never turns a known value into 0 or unknown', () => {
  const store = createRateLimitStore(100)
  store.observe({ remaining: null })
  expect(store.getSnapshot()).toMatchObject({ remaining: null, readAt: null })
  store.observe({ remaining: 87 })
  store.observe({ remaining: null })
  expect(store.getSnapshot()).toMatchObject({ remaining: 87, limit: 100 })
})

test('listeners hear about changes only, and the snapshot keeps its identity otherwise', () => {
  const store = createRateLimitStore(100)
  const listener = vi.fn()
  store.subscribe(listener)
  const before = store.getSnapshot()
  store.observe({ remaining: null })
  expect(listener).not.toHaveBeenCalled()
  expect(store.getSnapshot()).toBe(before)
  store.observe({ remaining: 5 })
  expect(listener).toHaveBeenCalledTimes(1)
})

describe('with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })

  /** Starts an acquire and reports whether it has gone through yet. */
  function track(promise: Promise<void>) {
    const state = { settled: false, error: null as unknown }
    promise.then(
      () => {
        state.settled = true
      },
      (error: unknown) => {
        state.settled = true
        state.error = error
      },
    )
    return state
  }

  test('after a 429 nothing goes out until the countdown ends, then at once', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 0, retryAfterSeconds: 2 })
    expect(store.getSnapshot().cooldownUntil).toBe(Date.now() + 2_000)
    const next = track(store.acquire())
    await vi.advanceTimersByTimeAsync(1_999)
    expect(next.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(next).toEqual({ settled: true, error: null })
  })

  test('"Try now" lets a request held by a long cooldown go at once, and the next one too', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 0, retryAfterSeconds: 600 })
    const held = track(store.acquire())
    await vi.advanceTimersByTimeAsync(1_000)
    expect(held.settled).toBe(false)

    store.endCooldown()
    await vi.advanceTimersByTimeAsync(0)
    expect(held).toEqual({ settled: true, error: null })
    // The refusal's "nothing left until the cooldown ends" is waived with it.
    const next = track(store.acquire())
    await vi.advanceTimersByTimeAsync(0)
    expect(next).toEqual({ settled: true, error: null })
  })

  test('a spent budget holds requests until the window must have ended, and says so', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 1 })
    const windowEnds = Date.now() + RATE_LIMIT_WINDOW_MS
    await vi.advanceTimersByTimeAsync(20_000)
    await store.acquire()
    store.observe({ remaining: 0 })
    expect(store.getSnapshot().windowResetAt).toBe(windowEnds)

    const held = track(store.acquire())
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot().waitingUntil).toBe(windowEnds)
    await vi.advanceTimersByTimeAsync(windowEnds - Date.now() - 1)
    expect(held.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(held).toEqual({ settled: true, error: null })
    expect(store.getSnapshot().waitingUntil).toBeNull()
  })

  test('requests in flight count against the budget before their answers arrive', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 2 })
    await store.acquire()
    await store.acquire()
    // Two requests out, two left: a third would be refused, so it waits for an answer.
    const third = track(store.acquire())
    await vi.advanceTimersByTimeAsync(100)
    expect(third.settled).toBe(false)
    // One answer: one left, but the other request is still out, so the third keeps waiting.
    store.observe({ remaining: 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(third.settled).toBe(false)
    // The other one failed on the way (no reading): one left and nothing out, so the third goes.
    store.observe({ remaining: null })
    await vi.advanceTimersByTimeAsync(0)
    expect(third.settled).toBe(true)
  })

  test('with several requests held, "resumes at" is when they will go, not a wait some of them left behind', async () => {
    const store = createRateLimitStore(3)
    const start = Date.now()
    await store.acquire()
    await vi.advanceTimersByTimeAsync(5_000)
    store.observe({ remaining: 1 }) // this window ends at 65 s at the latest
    await store.acquire() // never answered: written off at 21 s
    const held = [track(store.acquire()), track(store.acquire()), track(store.acquire())]
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot().waitingUntil).toBe(start + 65_000)

    // At 21 s one goes on the budget written back; the plan's 3 a minute hold the others until the
    // send at 0 s leaves its minute, at 60 s, sooner than that window's end.
    await vi.advanceTimersByTimeAsync(UNANSWERED_REQUEST_TTL_MS)
    expect(held.filter(({ settled }) => settled)).toHaveLength(1)
    expect(store.getSnapshot().waitingUntil).toBe(start + RATE_LIMIT_WINDOW_MS)
    await vi.advanceTimersByTimeAsync(start + RATE_LIMIT_WINDOW_MS - Date.now())
    expect(held.filter(({ settled }) => settled)).toHaveLength(2)
  })

  test('a request that never answered is written off, so it cannot block the budget forever', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 1 })
    await store.acquire() // aborted somewhere: never observed
    const next = track(store.acquire())
    await vi.advanceTimersByTimeAsync(UNANSWERED_REQUEST_TTL_MS - 1)
    expect(next.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(next.settled).toBe(true)
  })

  test('a held request that is cancelled rejects with the reason and stops waiting', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 0 })
    const controller = new AbortController()
    const held = track(store.acquire(controller.signal))
    await vi.advanceTimersByTimeAsync(10)
    expect(store.getSnapshot().waitingUntil).not.toBeNull()
    controller.abort(new DOMException('gone', 'AbortError'))
    await vi.advanceTimersByTimeAsync(0)
    expect(held.settled).toBe(true)
    expect(held.error).toMatchObject({ name: 'AbortError' })
    expect(store.getSnapshot().waitingUntil).toBeNull()
  })

  test('a higher reading means a new window began', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 3 })
    const first = store.getSnapshot().windowResetAt
    await vi.advanceTimersByTimeAsync(30_000)
    await store.acquire()
    store.observe({ remaining: 98 })
    expect(store.getSnapshot().windowResetAt).toBe((first ?? 0) + 30_000)
  })

  test('after a quiet minute an old reading limits nothing: its window has ended, so all may go', async () => {
    const store = createRateLimitStore(100)
    // The QA case: a load spent 27, then nothing for 70 s, then "Refresh all" needs 25.
    for (let sent = 0; sent < 27; sent += 1) {
      await store.acquire()
      store.observe({ remaining: 99 - sent })
    }
    expect(store.requestsLeft()).toBe(73)
    await vi.advanceTimersByTimeAsync(70_000)
    expect(store.requestsLeft()).toBe(100)
    expect(store.hasHeadroom(0.5)).toBe(true)
    expect(store.readyAt()).toBe(Date.now())
    const refresh = track(Promise.all(Array.from({ length: 25 }, () => store.acquire())).then())
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toEqual({ settled: true, error: null })
    expect(store.getSnapshot().waitingUntil).toBeNull()
  })

  test('a window read as spent holds nothing once it has ended, even an hour later', async () => {
    const store = createRateLimitStore(100)
    await store.acquire()
    store.observe({ remaining: 0 })
    expect(store.readyAt()).toBe(Date.now() + RATE_LIMIT_WINDOW_MS)
    expect(store.hasHeadroom(0.1)).toBe(false)
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_WINDOW_MS)
    expect(store.readyAt()).toBe(Date.now())
    expect(store.hasHeadroom(0.1)).toBe(true)
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(store.requestsLeft()).toBe(100)
    const next = track(store.acquire())
    await vi.advanceTimersByTimeAsync(0)
    expect(next).toEqual({ settled: true, error: null })
    // The next answer is the new window's first reading: it ends a minute after it.
    store.observe({ remaining: 99 })
    expect(store.getSnapshot().windowResetAt).toBe(Date.now() + RATE_LIMIT_WINDOW_MS)
    expect(store.requestsLeft()).toBe(99)
  })

  test('background work stops below 10% of the plan and during a cooldown', () => {
    const store = createRateLimitStore(100)
    store.observe({ remaining: 10 })
    expect(store.hasHeadroom(0.1)).toBe(true)
    store.observe({ remaining: 9 })
    expect(store.hasHeadroom(0.1)).toBe(false)
    store.observe({ remaining: 80, retryAfterSeconds: 3 })
    expect(store.hasHeadroom(0.1)).toBe(false)
  })
})

describe('two tabs on one connection', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    stops.splice(0).forEach((stop) => {
      stop()
    })
  })

  function tab(connectionId = 'conn-1') {
    const store = createRateLimitStore(100)
    stops.push(store.shareAcrossTabs(connectionId))
    return store
  }

  const reading = (store: RateLimitStore) => store.getSnapshot().remaining

  test('share readings and cooldowns, but not with another connection', async () => {
    const a = tab()
    const b = tab()
    const other = tab('conn-2')
    await a.acquire()
    a.observe({ remaining: 42 })
    await vi.waitFor(() => {
      expect(reading(b)).toBe(42)
    })
    b.observe({ remaining: 0, retryAfterSeconds: 30 })
    await vi.waitFor(() => {
      expect(a.getSnapshot().cooldownUntil).toBe(b.getSnapshot().cooldownUntil)
    })
    expect(a.hasHeadroom(0)).toBe(false)
    expect(reading(other)).toBeNull()
  })

  test("one tab's requests in flight count against the other's budget", async () => {
    const a = tab()
    const b = tab()
    await a.acquire()
    a.observe({ remaining: 1 })
    await vi.waitFor(() => {
      expect(reading(b)).toBe(1)
    })
    await a.acquire()
    await vi.waitFor(() => {
      expect(b.hasHeadroom(0.01)).toBe(false)
    })
  })

  test('a tab opened later learns the reading from the tabs already open', async () => {
    const a = tab()
    a.observe({ remaining: 57 })
    const late = tab()
    await vi.waitFor(() => {
      expect(reading(late)).toBe(57)
    })
  })

  test('a malformed message from the channel is dropped, never half-applied', async () => {
    const b = tab()
    const seen: (number | null)[] = []
    b.subscribe(() => seen.push(reading(b)))
    const stranger = new BroadcastChannel(rateLimitChannelName('conn-1'))
    stranger.postMessage({ type: 'answered', at: Date.now(), remaining: -5 })
    stranger.postMessage({ type: 'answered', at: 'now', remaining: 3 })
    stranger.postMessage({ type: 'state', remaining: 'lots', readAt: 1 })
    stranger.postMessage('hello')
    stranger.postMessage({ type: 'answered', at: Date.now(), remaining: 12 })
    await vi.waitFor(() => {
      expect(reading(b)).toBe(12)
    })
    stranger.close()
    expect(seen).toEqual([12])
  })
})

test('whatever the server claims is left, no window of the plan holds more than its limit', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    const store = createRateLimitStore(5)
    const start = Date.now()
    const sent: number[] = []
    const send = async () => {
      await store.acquire()
      sent.push(Date.now() - start)
      store.observe({ remaining: 90 })
    }
    const all = Promise.all(Array.from({ length: 12 }, send))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(5)
    expect(store.readyAt()).toBe(start + RATE_LIMIT_WINDOW_MS)
    expect(store.getSnapshot().waitingUntil).toBe(start + RATE_LIMIT_WINDOW_MS)
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_WINDOW_MS)
    expect(sent).toHaveLength(10)
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_WINDOW_MS)
    await all
    expect(sent).toEqual([0, 0, 0, 0, 0, 60_000, 60_000, 60_000, 60_000, 60_000, 120_000, 120_000])
  } finally {
    vi.useRealTimers()
  }
})

test('after a rejected key no optional work is allowed until an answer succeeds again', () => {
  const store = createRateLimitStore(100)
  store.observe({ remaining: 90 })
  expect(store.hasHeadroom(0.1)).toBe(true)
  store.observe({ remaining: 89, unauthorized: true })
  expect(store.hasHeadroom(0.1)).toBe(false)
  store.observe({ remaining: 88 })
  expect(store.hasHeadroom(0.1)).toBe(true)
})
