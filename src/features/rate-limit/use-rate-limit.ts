/** React's view of the rate-limit store and of the clock, both through `useSyncExternalStore`. */
import { useCallback, useSyncExternalStore } from 'react'
import type { RateLimitSnapshot, RateLimitStore } from './rate-limit-store'

export function useRateLimit(store: RateLimitStore): RateLimitSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

/** How often a countdown looks at the clock: often enough that a shown second is never late by much. */
const TICK_MS = 250

/**
 * Whole seconds until `until` (epoch ms), rounded up, 0 once it has passed or when there is nothing to
 * count down to. Re-renders only when the number changes, and only ticks while counting.
 */
export function useSecondsUntil(until: number | null): number {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (until === null || until <= Date.now()) return () => undefined
      const timer = setInterval(() => {
        onTick()
        if (until <= Date.now()) clearInterval(timer)
      }, TICK_MS)
      return () => {
        clearInterval(timer)
      }
    },
    [until],
  )
  const getSnapshot = () => secondsUntil(until, Date.now())
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

export function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}
