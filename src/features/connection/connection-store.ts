/** The active connection, readable from React through a subscription. */
import { useSyncExternalStore } from 'react'
import type { Connection } from './connection'

type Listener = () => void

export function createConnectionStore(initial: Connection | null) {
  let current = initial
  const listeners = new Set<Listener>()
  return {
    get: () => current,
    set: (next: Connection | null) => {
      // The same connection chosen again (demo data while on it) is no change: its rate-limit
      // store, 429 countdown and cached pages, all keyed on this object or its id, carry on.
      if (next?.id === current?.id) return
      current = next
      listeners.forEach((listener) => {
        listener()
      })
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type ConnectionStore = ReturnType<typeof createConnectionStore>

export function useConnection(store: ConnectionStore): Connection | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
