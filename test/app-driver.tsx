/** Drives the rendered app the way a browser would: the clock, the URL, focus and the network. */
import { defaultScheduler, notifyManager } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { corsHeaders, errorBody, INVOICES_ROUTE } from '../src/mocks/handlers'

/**
 * Fakes the clock (timers and Date) but not the event loop, so React, MSW and channels run freely.
 * React Query hands results to React on a 0 ms timeout: that is "next tick", not time, so it goes on
 * the real event loop here (a fake 0 ms timer set while the fake clock ticks would wait for 1 ms).
 */
export function useFakeClock(start = '2026-11-22T10:00:00Z') {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
  vi.setSystemTime(new Date(start))
  notifyManager.setScheduler((callback) => {
    setImmediate(callback)
  })
}

export function useRealClock() {
  vi.useRealTimers()
  notifyManager.setScheduler(defaultScheduler)
}

/**
 * Moves the fake clock and lets everything it set off finish. Responses arrive through real I/O, and
 * React Query hands results over on a 0 ms timer, so the real event loop and the fake clock take turns.
 */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
    for (let round = 0; round < 10; round += 1) {
      await new Promise((resolve) => setImmediate(resolve))
      await vi.advanceTimersByTimeAsync(0)
    }
  })
}

/** Moves the clock in small steps, so each request is seen at the moment it goes out. */
export async function advanceInSteps(ms: number, step = 50) {
  for (let passed = 0; passed < ms; passed += step) await advance(Math.min(step, ms - passed))
}

/** A navigation the app did not make itself (typing a URL, back/forward, another component). */
export function navigate(path: string) {
  act(() => {
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
}

/** The user comes back to the tab. */
export function refocusWindow() {
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'))
  })
}

/** A 429 (or another status) saying the rate limit is reached, answered once. */
export function rateLimitedOnce({
  retryAfter,
  status = 429,
  remaining = '0',
}: {
  retryAfter?: string | undefined
  status?: number
  /** `X-RateLimit-Remaining`, or `null` for a server that leaves it out. */
  remaining?: string | null
} = {}) {
  return http.get(
    INVOICES_ROUTE,
    () =>
      HttpResponse.json(errorBody('rate_limited', 'Too many requests.'), {
        status,
        headers: {
          ...corsHeaders,
          ...(remaining === null ? {} : { 'X-RateLimit-Remaining': remaining }),
          ...(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }),
        },
      }),
    { once: true },
  )
}
