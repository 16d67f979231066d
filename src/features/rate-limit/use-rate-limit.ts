/** React's view of the rate-limit store, through `useSyncExternalStore`. */
import { useSyncExternalStore } from 'react'
import type { RateLimitSnapshot, RateLimitStore } from '../../api/rate-limit-store'

export function useRateLimit(store: RateLimitStore): RateLimitSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
