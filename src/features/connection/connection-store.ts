/**
 * The active connection and its session, readable from React through a subscription. The store
 * owns the session: it creates one when the connection changes and disposes of the last one, so a
 * connection's cache, rate-limit readings and background work never outlive it.
 */
import { useSyncExternalStore } from 'react'
import { createSession, type Session, type SessionOptions } from '../../api/session'
import { plans, type Connection } from './connection'

type Listener = () => void

interface Active {
  connection: Connection
  session: Session
}

interface ConnectionStoreOptions extends SessionOptions {
  /** Why the store opens without a connection, when that was not the user's choice. */
  reason?: string | null
}

export function createConnectionStore(
  initial: Connection | null,
  { reason: initialReason = null, ...sessionOptions }: ConnectionStoreOptions = {},
) {
  const open = (connection: Connection | null): Active | null =>
    connection && {
      connection,
      session: createSession(
        { ...connection, requestsPerMinute: plans[connection.plan].requestsPerMinute },
        sessionOptions,
      ),
    }
  let active = open(initial)
  let reason = initialReason
  const listeners = new Set<Listener>()
  return {
    get: () => active?.connection ?? null,
    session: () => active?.session ?? null,
    /** Why the last change happened when nobody here asked for it, for the screen it leads to. */
    reason: () => reason,
    set: (next: Connection | null, why: string | null = null) => {
      // The same connection chosen again (demo data while on it) is no change: its session (rate
      // limits, 429 countdown, cached pages) carries on.
      if (next?.id === active?.connection.id) return
      reason = why
      const previous = active
      active = open(next)
      previous?.session.dispose()
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

export function useConnectionSession(store: ConnectionStore): Session | null {
  return useSyncExternalStore(store.subscribe, store.session, store.session)
}
