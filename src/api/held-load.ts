/**
 * Loading a held query (`heldQuery`) when the user asks: at once, beyond the page that asked, with
 * its progress kept for whichever page shows it. Loaded with the walks' features, not at start-up.
 */
import { QueryObserver, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { heldQuery } from './held-query'
import type { WalkProgress } from './invoice-walker'

/**
 * How a held query is loaded, when the user asks (`queryClient.query` with these and the walk): at
 * once and once, kept until the session ends. It runs online or not, and the walk meets the network
 * itself and says so: paused for the network, the load would resume with the options its observers
 * last set, those of `heldQuery`, which has no query function ("Missing queryFn").
 */
const heldLoad = {
  staleTime: 0,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  networkMode: 'always',
} as const

/** A held load under way, for whichever page shows it: its progress, `null` until its first page. */
interface LoadUnderWay {
  progress: WalkProgress | null
}

/**
 * Where a held load's progress is kept: in its session's cache, beside what it loads but outside
 * the invoice queries' root (their answers are read as the API's: see key-rejected-lately.ts).
 */
const underWayKey = (queryKey: QueryKey) => ['load-under-way', ...queryKey] as const

/**
 * Runs a held load (`heldLoad`) that outlives the page that started it. TanStack Query cancels a
 * fetch that reads its signal once its last observer leaves, so opening Aging while every invoice
 * loads would drop the load, and the requests it spent, without a word. This one keeps an observer
 * of its own until it settles: only `cancelQueries` (the user's Cancel) or the end of the session
 * (the cache cleared for another connection) stop it. Its progress is kept for whichever page
 * shows it (`useLoadUnderWay`), until it settles: a page that arrives after a cancel is not progress.
 */
export async function runHeldLoad<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  load: (signal: AbortSignal, onProgress: (progress: WalkProgress) => void) => Promise<T>,
  { structuralSharing = true }: { structuralSharing?: boolean } = {},
): Promise<T> {
  const progressKey = underWayKey(queryKey)
  const underWay = (state: LoadUnderWay | null) => {
    queryClient.setQueryData<LoadUnderWay | null>(progressKey, state)
  }
  const keeper = new QueryObserver(queryClient, heldQuery<T>(queryKey))
  const stopKeeping = keeper.subscribe(() => undefined)
  let settled = false
  underWay({ progress: null })
  try {
    // One entry per key whatever the load brings: the caller's key says which.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return await queryClient.query({
      queryKey,
      queryFn: ({ signal }) =>
        load(signal, (progress) => {
          if (!settled) underWay({ progress })
        }),
      ...heldLoad,
      structuralSharing,
    })
  } finally {
    settled = true
    stopKeeping()
    underWay(null)
  }
}

/** The held load under way for `queryKey` (`runHeldLoad`), or `null` when none runs. */
export function useLoadUnderWay(queryKey: QueryKey): LoadUnderWay | null {
  return useQuery(heldQuery<LoadUnderWay | null>(underWayKey(queryKey))).data ?? null
}
