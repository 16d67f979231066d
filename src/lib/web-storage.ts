/**
 * Web Storage that never throws. A store can be unavailable (storage disabled, sandboxed frame) or
 * full (quota): opening it then gives null, reading gives null, writing reports false and removing
 * does nothing.
 */
export function openStore(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[name]
  } catch {
    return null
  }
}

export function readItem(store: Storage | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** True when the value was stored. */
export function writeItem(store: Storage | null, key: string, value: string): boolean {
  if (!store) return false
  try {
    store.setItem(key, value)
    return true
  } catch {
    return false
  }
}

export function removeItem(store: Storage | null, key: string) {
  try {
    store?.removeItem(key)
  } catch {
    // Nothing is stored where storage is unavailable.
  }
}

/** A preference remembered on this device (localStorage). */
export const readDeviceItem = (key: string) => readItem(openStore('localStorage'), key)

/** True when the preference was stored. */
export const writeDeviceItem = (key: string, value: string) =>
  writeItem(openStore('localStorage'), key, value)
