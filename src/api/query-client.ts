/**
 * The query client's defaults: retries from the one retry policy, and background work (refetch on
 * focus or reconnect) only while the rate-limit budget has room for it.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { BACKGROUND_WORK_MIN_SHARE, type RequestBudget } from '../lib/api-target'
import { retryDelay, shouldRetry } from '../lib/retry-policy'

/**
 * React Query's own listener keeps its last answer while nothing subscribes (the app's boundary
 * unmounted the client offline, and the `online` event went unheard): it then said "offline" for
 * good. This one asks the browser each time it starts listening, then follows both events.
 */
function followBrowserOnlineState(setOnline: (online: boolean) => void) {
  const follow = (event?: Event) => {
    setOnline(event ? event.type === 'online' : navigator.onLine)
  }
  follow()
  window.addEventListener('online', follow)
  window.addEventListener('offline', follow)
  return () => {
    window.removeEventListener('online', follow)
    window.removeEventListener('offline', follow)
  }
}

export interface QueryClientOptions {
  /** Off in most tests, so a failure shows at once; the retry tests keep the policy. */
  retries?: boolean
}

/**
 * A query client for one connection: its session creates it (src/api/session.ts), so the cache of
 * one connection is never read under another. Background work spends `budget`, the connection's own.
 */
export function createQueryClient(
  budget: RequestBudget | null = null,
  { retries = true }: QueryClientOptions = {},
) {
  if (typeof window !== 'undefined') onlineManager.setEventListener(followBrowserOnlineState)

  const hasRoomForBackgroundWork = () => budget?.hasHeadroom(BACKGROUND_WORK_MIN_SHARE) ?? false

  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retries ? shouldRetry : false,
        retryDelay,
        // Background refetches spend the same budget as the user's own requests: only with room to spare.
        refetchOnWindowFocus: hasRoomForBackgroundWork,
        refetchOnReconnect: hasRoomForBackgroundWork,
      },
    },
  })
}
