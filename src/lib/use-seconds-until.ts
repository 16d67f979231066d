/** React's view of the clock, through `useSyncExternalStore`: a countdown that ticks only while counting. */
import { useCallback, useSyncExternalStore } from 'react'

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

function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}
