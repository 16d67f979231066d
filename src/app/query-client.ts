/**
 * The query client's defaults: retries from the one retry policy, and background work (refetch on
 * focus or reconnect) only while the rate-limit budget has room for it.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { BACKGROUND_WORK_MIN_SHARE, type RequestBudget } from '../lib/api-target'
import { retryDelay, shouldRetry } from '../lib/retry-policy'

const backgroundBudgets = new WeakMap<QueryClient, RequestBudget>()

/**
 * The budget background work must fit in, for the connection in use. Without one (nothing connected
 * yet, or between connections) there is no background work at all.
 */
export function setBackgroundBudget(queryClient: QueryClient, budget: RequestBudget | null) {
  if (budget) backgroundBudgets.set(queryClient, budget)
  else backgroundBudgets.delete(queryClient)
}

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

export function createQueryClient() {
  if (typeof window !== 'undefined') onlineManager.setEventListener(followBrowserOnlineState)

  const hasRoomForBackgroundWork = () =>
    backgroundBudgets.get(queryClient)?.hasHeadroom(BACKGROUND_WORK_MIN_SHARE) ?? false

  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Background refetches spend the same budget as the user's own requests: only with room to spare.
        refetchOnWindowFocus: hasRoomForBackgroundWork,
        refetchOnReconnect: hasRoomForBackgroundWork,
      },
    },
  })
  return queryClient
}
