/**
 * Preferences remembered on this device (localStorage). Storage can be disabled or full (privacy
 * settings, quota): reading then gives null and writing reports false, never an exception.
 */
export function readDeviceItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** True when the value was stored. */
export function writeDeviceItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}
