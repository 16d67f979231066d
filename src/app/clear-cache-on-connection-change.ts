import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ConnectionStore } from '../features/connection/connection-store'

/**
 * Query keys hold the connection's id, so another connection never reads these entries; clearing
 * them as well means one key's invoices are not even kept in memory once another key is in use.
 * Subscribed rather than derived in an effect, so the cache is cleared as the connection changes,
 * before anything renders with the new one. Used inside the app's error boundary.
 */
export function useClearCacheOnConnectionChange(store: ConnectionStore) {
  const queryClient = useQueryClient()
  useEffect(() => {
    let id = store.get()?.id
    return store.subscribe(() => {
      const next = store.get()?.id
      if (next === id) return
      id = next
      void queryClient.cancelQueries()
      queryClient.clear()
    })
  }, [store, queryClient])
}
