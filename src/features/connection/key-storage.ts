/**
 * Where a real connection (and so its key) lives between page loads: `sessionStorage` by default, so
 * it survives a reload and is gone with the tab; `localStorage` only when the user ticks "Remember
 * the key on this device". Never anywhere else: not the URL, not a cookie, not a log. This file reads
 * it, at startup; save-connection.ts writes it, from the connection screen's chunk.
 */
import { isAllowedTransport } from '../../lib/http-client'
import { openStore, readItem, removeItem } from '../../lib/web-storage'
import { checkApiKey, demoConnection, isPlan, type PersonalConnection } from './connection'

export const CONNECTION_STORAGE_KEY = 'invoice-dashboard.connection'
/** The demo plan, set in this tab's `sessionStorage` when the user chose demo data. */
export const DEMO_CHOICE_STORAGE_KEY = 'invoice-dashboard.demo'

export interface KeyStores {
  session: Storage | null
  local: Storage | null
}

/** The browser's stores; either may be unavailable (storage disabled, sandboxed frame). */
export function browserStores(): KeyStores {
  return { session: openStore('sessionStorage'), local: openStore('localStorage') }
}

export interface SavedConnection {
  connection: PersonalConnection
  /** True when it is kept in `localStorage`, beyond this tab. */
  remembered: boolean
}

const idPattern = /^api-[0-9a-f]{32}$/

/**
 * Stored data is a boundary like the network: anything hand-edited, stale or unsafe is dropped, not
 * trusted. Checked by hand rather than with a zod schema: this runs at startup, in the initial
 * bundle, and four fields do not pay for zod's enum and literal code there.
 */
function parseStored(json: unknown): PersonalConnection | null {
  if (typeof json !== 'object' || json === null) return null
  const field = (name: string): unknown =>
    Object.hasOwn(json, name) ? Reflect.get(json, name) : undefined
  const [v, id, root, plan, apiKey] = ['v', 'id', 'root', 'plan', 'apiKey'].map(field)
  if (v !== 1 || typeof id !== 'string' || !idPattern.test(id) || !isPlan(plan)) return null
  const key = typeof apiKey === 'string' ? checkApiKey(apiKey) : null
  if (typeof root !== 'string' || !isStoredRoot(root) || !key?.ok || key.apiKey !== apiKey) {
    return null
  }
  return { kind: 'api', id, root, plan, apiKey }
}

/**
 * A root as the base-URL rules write it: an allowed transport, no credentials, query or fragment, no
 * trailing slash. (The rules themselves load with the connection screen, not at startup.)
 */
function isStoredRoot(root: string): boolean {
  let url: URL
  try {
    url = new URL(root)
  } catch {
    return false
  }
  const plain = !url.username && !url.password && !url.search && !url.hash
  return plain && isAllowedTransport(url) && root === url.origin + url.pathname.replace(/\/$/, '')
}

/** The connection kept in one store, or null: anything unreadable there is dropped. */
export function readStoredConnection(store: Storage | null): PersonalConnection | null {
  const text = readItem(store, CONNECTION_STORAGE_KEY)
  if (text === null) return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  const connection = parseStored(json)
  if (!connection) removeItem(store, CONNECTION_STORAGE_KEY)
  return connection
}

/** The saved real connection, from this tab first, then from the device. */
export function readSavedConnection(stores: KeyStores = browserStores()): SavedConnection | null {
  const session = readStoredConnection(stores.session)
  if (session) return { connection: session, remembered: false }
  const local = readStoredConnection(stores.local)
  return local ? { connection: local, remembered: true } : null
}

/**
 * What the dashboard opens on: demo data when this is a demo build and the user has not connected
 * (or chose demo data in this tab), else the saved connection, else nothing.
 */
export function startupConnection(
  { demoAvailable }: { demoAvailable: boolean },
  stores: KeyStores = browserStores(),
): PersonalConnection | null {
  const demoPlan = readItem(stores.session, DEMO_CHOICE_STORAGE_KEY)
  if (demoAvailable && isPlan(demoPlan)) return demoConnection(demoPlan)
  return readSavedConnection(stores)?.connection ?? (demoAvailable ? demoConnection() : null)
}
