import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query'

/**
 * A query for data the user loads on request (every matching invoice, every unpaid one): read from
 * the session's cache only, never fetched by a component mounting, and kept until the session ends
 * (a new connection is a new session, so it never outlives its connection).
 */
export function heldQuery<T>(queryKey: QueryKey) {
  return queryOptions<T>({
    queryKey,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * How a held query is loaded, when the user asks (`queryClient.query` with these and the walk): at
 * once and once, kept until the session ends. It runs online or not, and the walk meets the network
 * itself and says so: paused for the network, the load would resume with the options its observers
 * last set, those of `heldQuery`, which has no query function ("Missing queryFn").
 */
export const heldLoad = {
  staleTime: 0,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  networkMode: 'always',
} as const
