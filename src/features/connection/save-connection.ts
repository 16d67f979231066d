/**
 * Keeps a connection where key-storage.ts reads it back: the connection screen's saves and "Use demo
 * data". Apart from the reading, which runs at startup, so that writing loads with that screen.
 */
import { removeItem, writeItem } from '../../lib/web-storage'
import type { Connection, Plan } from './connection'
import {
  browserStores,
  CONNECTION_STORAGE_KEY,
  DEMO_CHOICE_STORAGE_KEY,
  readSavedConnection,
  type KeyStores,
} from './key-storage'

/** A real connection as it is stored under CONNECTION_STORAGE_KEY: what `readStoredConnection` (key-storage.ts) accepts back. */
export function storedConnectionText(connection: Connection): string {
  if (connection.kind !== 'api') throw new Error('Only a real API connection is saved.')
  const { id, root, plan, apiKey } = connection
  return JSON.stringify({ v: 1, id, root, plan, apiKey })
}

/**
 * Keeps the connection in exactly one place: the device when remembered, else this tab. Returns
 * false when the browser would not store it (it still works until the tab is reloaded).
 */
export function saveConnection(
  connection: Connection,
  { remember }: { remember: boolean },
  stores: KeyStores = browserStores(),
): boolean {
  const text = storedConnectionText(connection)
  const [keep, drop] = remember ? [stores.local, stores.session] : [stores.session, stores.local]
  removeItem(drop, CONNECTION_STORAGE_KEY)
  const saved = writeItem(keep, CONNECTION_STORAGE_KEY, text)
  removeItem(stores.session, DEMO_CHOICE_STORAGE_KEY)
  return saved
}

/** "Use demo data": remembered for this tab. The saved key stays unless the user asked otherwise. */
export function chooseDemoData(
  { plan, remember }: { plan: Plan; remember: boolean },
  stores: KeyStores = browserStores(),
) {
  const saved = readSavedConnection(stores)
  // Unticking "Remember the key on this device" asks for the key to leave the device; this tab
  // keeps it so the user can switch back without typing it again.
  if (saved?.remembered && !remember) saveConnection(saved.connection, { remember: false }, stores)
  writeItem(stores.session, DEMO_CHOICE_STORAGE_KEY, plan)
}
