/** A fixed-window rate limiter per API key, as docs/api-contract.md describes the server's. */

export const demoKeys: Readonly<Record<string, number>> = {
  'demo-standard': 100,
  'demo-pro': 500,
}
export const STANDARD_LIMIT = 100

export interface RateLimitVerdict {
  allowed: boolean
  /** Requests left in the window after this one. */
  remaining: number
  /** Whole seconds until the window resets. */
  resetSeconds: number
}

export function createRateLimiter({ windowMs = 60_000, now = () => Date.now() } = {}) {
  const windows = new Map<string, { startedAt: number; used: number }>()
  return {
    windowMs,
    take(key: string, limit: number): RateLimitVerdict {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.startedAt >= windowMs) {
        window = { startedAt: time, used: 0 }
        windows.set(key, window)
      }
      const resetSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000))
      if (window.used >= limit) return { allowed: false, remaining: 0, resetSeconds }
      window.used += 1
      return { allowed: true, remaining: limit - window.used, resetSeconds }
    },
    reset() {
      windows.clear()
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
