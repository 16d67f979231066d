/**
 * "Forget the saved key" in storage: apart from key-storage.ts, which the first page's code needs,
 * because only the connection screen and another tab's word forget.
 */
import type { PersonalConnection } from './connection'
import { removeItem } from '../../lib/web-storage'
import {
  browserStores,
  CONNECTION_STORAGE_KEY,
  readStoredConnection,
  type KeyStores,
} from './key-storage'

/**
 * "Forget the saved key": `forgotten` gone from this tab and from the device, under its own id or
 * saved again with the same address and key. Another connection saved on the device stays.
 */
export function forgetSavedConnection(
  forgotten: Pick<PersonalConnection, 'id' | 'root' | 'apiKey'>,
  stores: KeyStores = browserStores(),
) {
  for (const store of [stores.session, stores.local]) {
    const kept = readStoredConnection(store)
    const same =
      kept?.kind === 'api' &&
      (kept.id === forgotten.id ||
        (kept.root === forgotten.root && kept.apiKey === forgotten.apiKey))
    if (same) removeItem(store, CONNECTION_STORAGE_KEY)
  }
}
