/**
 * Loading a held query (`heldQuery`) when the user asks: at once, beyond the page that asked, with
 * its progress kept for whichever page shows it. Loaded with the walks' features, not at start-up.
 */
import {
  hashKey,
  QueryObserver,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
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

/** Per session (its query client): a new connection's pages never see the last one's loads. */
const loadsUnderWay = new WeakMap<QueryClient, Map<string, LoadUnderWay>>()
const loadListeners = new Set<() => void>()

function setLoadUnderWay(queryClient: QueryClient, hash: string, load: LoadUnderWay | null) {
  let loads = loadsUnderWay.get(queryClient)
  if (!loads) {
    loads = new Map()
    loadsUnderWay.set(queryClient, loads)
  }
  if (load) loads.set(hash, load)
  else loads.delete(hash)
  for (const listener of loadListeners) listener()
}

/**
 * Runs a held load (`heldLoad`) that outlives the page that started it. TanStack Query cancels a
 * fetch that reads its signal once its last observer leaves, so opening Aging while every invoice
 * loads would drop the load, and the requests it spent, without a word. This one keeps an observer
 * of its own until it settles: only `cancelQueries` (the user's Cancel) or the end of the session
 * (the cache cleared for another connection) stop it. Its progress is kept for whichever page
 * shows it (`useLoadUnderWay`).
 */
export async function runHeldLoad<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  load: (signal: AbortSignal, onProgress: (progress: WalkProgress) => void) => Promise<T>,
  { structuralSharing = true }: { structuralSharing?: boolean } = {},
): Promise<T> {
  const hash = hashKey(queryKey)
  const keeper = new QueryObserver(queryClient, heldQuery<T>(queryKey))
  const stopKeeping = keeper.subscribe(() => undefined)
  setLoadUnderWay(queryClient, hash, { progress: null })
  try {
    // One entry per key whatever the load brings: the caller's key says which.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return await queryClient.query({
      queryKey,
      queryFn: ({ signal }) =>
        load(signal, (progress) => {
          setLoadUnderWay(queryClient, hash, { progress })
        }),
      ...heldLoad,
      structuralSharing,
    })
  } finally {
    stopKeeping()
    setLoadUnderWay(queryClient, hash, null)
  }
}

function subscribeToLoads(listener: () => void) {
  loadListeners.add(listener)
  return () => {
    loadListeners.delete(listener)
  }
}

/** The held load under way for `queryKey` (`runHeldLoad`), or `null` when none runs. */
export function useLoadUnderWay(queryKey: QueryKey): LoadUnderWay | null {
  const queryClient = useQueryClient()
  const hash = hashKey(queryKey)
  return useSyncExternalStore(
    subscribeToLoads,
    () => loadsUnderWay.get(queryClient)?.get(hash) ?? null,
  )
}
