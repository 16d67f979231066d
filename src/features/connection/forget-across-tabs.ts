/**
 * "Forget the saved key" reaches the other tabs open on the same connection: each keeps its own copy
 * of the key (its `sessionStorage`, its memory), which only that tab can drop. Tabs tell each other
 * the connection's id, never its key.
 */
import type { ConnectionStore } from './connection-store'
import { forgetSavedConnection, readSavedConnection } from './key-storage'

const FORGET_CHANNEL = 'invoice-dashboard.forget'

/** Tells the other tabs that the connection `connectionId` was forgotten in this one. */
export function announceForget(connectionId: string) {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(FORGET_CHANNEL)
  channel.postMessage({ id: connectionId })
  channel.close()
}

/**
 * Drops this tab's copy of a connection another tab forgot: from its storage, even while it shows
 * demo data, and as its connection, so it is no longer connected. Returns a function that stops
 * listening.
 */
export function followForgetInOtherTabs(store: ConnectionStore): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(FORGET_CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { data } = event
    const id: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'id') : null
    if (typeof id !== 'string') return
    if (readSavedConnection()?.connection.id === id) forgetSavedConnection()
    const current = store.get()
    if (current?.kind === 'api' && current.id === id) store.set(null)
  }
  return () => {
    channel.close()
  }
}
