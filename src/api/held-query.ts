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
