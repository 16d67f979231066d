/**
 * "Forget the saved key" reaches the other tabs: each keeps its own copy of the key (its
 * `sessionStorage`, its memory, a form being filled in), which only that tab can drop. Tabs tell
 * each other the connection's id and a SHA-256 digest of its address and key, never the key, so a
 * tab that connected separately with the same key drops it too.
 */
import type { PersonalConnection } from './connection'
import type { ConnectionStore } from './connection-store'
import { forgetSavedConnection } from './forget-saved-connection'
import { readSavedConnection } from './key-storage'

const FORGET_CHANNEL = 'invoice-dashboard.forget'

/** What tells a connection's key apart: its id, and its address with the key. */
export type KeyHolder = Pick<PersonalConnection, 'id' | 'root' | 'apiKey'>

/** Whether a connection held here is the one another tab forgot. */
export type ForgottenTest = (holder: KeyHolder) => Promise<boolean>

/** Hex SHA-256 of a connection's address and key, or null where the page has no Web Crypto. */
async function keyDigest({ root, apiKey }: KeyHolder): Promise<string | null> {
  if (typeof crypto === 'undefined' || !('subtle' in crypto)) return null
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${root}\n${apiKey}`))
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Tells the other tabs that `forgotten` was forgotten in this one. */
export async function announceForget(forgotten: KeyHolder) {
  if (typeof BroadcastChannel === 'undefined') return
  const message = { id: forgotten.id, key: await keyDigest(forgotten) }
  const channel = new BroadcastChannel(FORGET_CHANNEL)
  channel.postMessage(message)
  channel.close()
}

/**
 * Calls `onForget` each time another tab forgets a key, with a test of what it forgot. Returns a
 * function that stops listening.
 */
export function listenForForget(onForget: (forgotten: ForgottenTest) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(FORGET_CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { data } = event
    const field = (name: string): unknown =>
      typeof data === 'object' && data !== null ? Reflect.get(data, name) : null
    const [id, key] = [field('id'), field('key')]
    if (typeof id !== 'string') return
    onForget(async (holder) => {
      if (holder.id === id) return true
      return typeof key === 'string' && (await keyDigest(holder)) === key
    })
  }
  return () => {
    channel.close()
  }
}

/** Why this tab is no longer connected, for the connection screen it lands on. */
export const FORGOTTEN_ELSEWHERE = 'The key was forgotten in another tab.'

/**
 * Drops this tab's copy of a key another tab forgot: from its storage, even while it shows demo
 * data, and as its connection, so it is no longer connected. Returns a function that stops
 * listening.
 */
export function followForgetInOtherTabs(store: ConnectionStore): () => void {
  return listenForForget((forgotten) => {
    void (async () => {
      const saved = readSavedConnection()?.connection
      if (saved && (await forgotten(saved))) forgetSavedConnection(saved)
      const current = store.get()
      if (current?.kind === 'api' && (await forgotten(current)))
        store.set(null, FORGOTTEN_ELSEWHERE)
    })()
  })
}
