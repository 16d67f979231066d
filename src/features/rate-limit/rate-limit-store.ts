/**
 * What we know of the rate-limit window: the last `X-RateLimit-Remaining`, when it was read, the
 * plan's limit and any cooldown from a 429. It is the `RequestBudget` every API call goes through.
 */
import { abortableDelay } from '../../lib/abortable-delay'
import type { RateLimitObservation, RequestBudget } from '../../lib/api-target'

export interface RateLimitSnapshot {
  /** Requests left in the window, or `null` when unknown (never read, or hidden by CORS). */
  remaining: number | null
  /** When `remaining` was read (epoch ms). */
  readAt: number | null
  /** The plan's requests per minute. */
  limit: number
  /** Epoch ms until which no request may be sent, after a 429. */
  cooldownUntil: number | null
}

export interface RateLimitStore extends RequestBudget {
  getSnapshot(): RateLimitSnapshot
  subscribe(listener: () => void): () => void
}

export function createRateLimitStore(limit: number, now: () => number = Date.now): RateLimitStore {
  let snapshot: RateLimitSnapshot = { remaining: null, readAt: null, limit, cooldownUntil: null }
  const listeners = new Set<() => void>()
  const update = (next: Partial<RateLimitSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    listeners.forEach((listener) => {
      listener()
    })
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    observe({ remaining, retryAfterSeconds }: RateLimitObservation) {
      const time = now()
      const next: Partial<RateLimitSnapshot> = {}
      if (remaining !== null) Object.assign(next, { remaining, readAt: time })
      if (retryAfterSeconds !== undefined) next.cooldownUntil = time + retryAfterSeconds * 1000
      if (Object.keys(next).length > 0) update(next)
    },
    hasHeadroom(share) {
      const { remaining, cooldownUntil } = snapshot
      if (remaining === null || (cooldownUntil ?? 0) > now()) return false
      return remaining >= share * snapshot.limit
    },
    acquire(signal) {
      const wait = (snapshot.cooldownUntil ?? 0) - now()
      return wait > 0 ? abortableDelay(wait, signal) : Promise.resolve()
    },
  }
}
