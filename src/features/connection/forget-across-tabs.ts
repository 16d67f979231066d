/**
 * "Forget the saved key" reaches the other tabs open on the same connection: each keeps its own copy
 * of the key (its `sessionStorage`, its memory), which only that tab can drop. Tabs tell each other
 * the connection's id, never its key.
 */
import type { ConnectionStore } from './connection-store'
import { forgetSavedConnection } from './key-storage'

const FORGET_CHANNEL = 'invoice-dashboard.forget'

/** Tells the other tabs that the connection `connectionId` was forgotten in this one. */
export function announceForget(connectionId: string) {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(FORGET_CHANNEL)
  channel.postMessage({ id: connectionId })
  channel.close()
}

/**
 * Drops this tab's connection when another tab forgets it: its copy of the key leaves this tab's
 * storage, and the dashboard is no longer connected. Returns a function that stops listening.
 */
export function followForgetInOtherTabs(store: ConnectionStore): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(FORGET_CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { data } = event
    const id: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'id') : null
    const current = store.get()
    if (current?.kind !== 'api' || typeof id !== 'string' || current.id !== id) return
    forgetSavedConnection()
    store.set(null)
  }
  return () => {
    channel.close()
  }
}
