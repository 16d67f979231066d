/**
 * What we know of the rate-limit window: the last `X-RateLimit-Remaining`, when it was read, the
 * plan's limit and any cooldown from a 429. It is the `RequestBudget` every API call goes through: it
 * holds requests back during a cooldown and when the known budget is spent (the governor), and shares
 * what it learns with other tabs on the same connection, so two tabs spend one budget, not two.
 */
import type { RateLimitObservation, RequestBudget } from '../lib/api-target'
import { REQUEST_TIMEOUT_MS } from '../lib/http-client'
import { rateLimitChannelName, readPeerMessage, type PeerMessage } from './rate-limit-messages'

/** docs/api-contract.md: a fixed 60-second window per key. */
export const RATE_LIMIT_WINDOW_MS = 60_000
/** A request that was never answered (aborted, lost) stops counting against the budget after this. */
export const UNANSWERED_REQUEST_TTL_MS = REQUEST_TIMEOUT_MS + 1_000

export interface RateLimitSnapshot {
  /** Requests left in the window, or `null` when unknown (never read, or hidden by CORS). */
  remaining: number | null
  /** When `remaining` was read (epoch ms). */
  readAt: number | null
  /** The plan's requests per minute. */
  limit: number
  /** Epoch ms until which no request may be sent, after a 429. */
  cooldownUntil: number | null
  /**
   * The latest moment the current window can end (epoch ms). The API does not say when its window
   * started, so this is an upper bound: a minute after the first reading of the window, or what a
   * 429's `Retry-After` said.
   */
  windowResetAt: number | null
  /** Set while a request is held back because the known budget is spent: when it will go. */
  waitingUntil: number | null
}

export interface RateLimitStore extends RequestBudget {
  // Properties, not methods: React calls them detached, as `useSyncExternalStore` arguments.
  getSnapshot: () => RateLimitSnapshot
  subscribe: (listener: () => void) => () => void
  /**
   * Shares readings, spending and cooldowns with other tabs open on the same connection. The channel
   * is named after the connection's id, never its key, and no message carries the key. Returns a
   * function that stops sharing.
   */
  shareAcrossTabs(connectionId: string): () => void
  readyAt: () => number
  requestsLeft: () => number | null
  /** The user chose not to wait out a cooldown ("Try now"): requests may go again at once. */
  endCooldown: () => void
}

export interface RateLimitStoreOptions {
  now?: () => number
  /** The server's window; the API contract says a minute, tests and benchmarks shorten it. */
  windowMs?: number
}

export function createRateLimitStore(
  limit: number,
  { now = Date.now, windowMs = RATE_LIMIT_WINDOW_MS }: RateLimitStoreOptions = {},
): RateLimitStore {
  let snapshot: RateLimitSnapshot = {
    remaining: null,
    readAt: null,
    limit,
    cooldownUntil: null,
    windowResetAt: null,
    waitingUntil: null,
  }
  const listeners = new Set<() => void>()
  /** Send times of requests granted here or in another tab and not answered yet. */
  let unanswered: number[] = []
  /** Send times (here and in other tabs) within the last window, oldest first: the plan's own pace. */
  let recentSends: number[] = []
  /** Held-back requests, woken to look again whenever the budget may have changed. */
  const wakers = new Set<() => void>()
  /** When each held-back request expects to go, as it last looked. */
  const holds: number[] = []
  /** The last answer rejected the key: prefetch and background refetch would only earn more 401s. */
  let keyRejected = false
  const channels = new Set<BroadcastChannel>()

  const update = (next: Partial<RateLimitSnapshot>) => {
    const merged = { ...snapshot, ...next }
    const keys = Object.keys(merged) as (keyof RateLimitSnapshot)[]
    if (keys.every((key) => merged[key] === snapshot[key])) return
    snapshot = merged
    listeners.forEach((listener) => {
      listener()
    })
  }
  const wake = () => {
    ;[...wakers].forEach((waker) => {
      waker()
    })
  }
  const broadcast = (message: PeerMessage) => {
    channels.forEach((channel) => {
      channel.postMessage(message)
    })
  }

  const forgetLostRequests = (time: number) => {
    unanswered = unanswered.filter((sentAt) => time - sentAt < UNANSWERED_REQUEST_TTL_MS)
  }

  /** Requests we may still send in this window, or `null` when we cannot know. */
  const estimateLeft = (time: number): number | null => {
    const { remaining, windowResetAt } = snapshot
    if (remaining === null) return null
    // Past the reset the server has started a fresh window, whatever the last reading said.
    const base = windowResetAt !== null && time >= windowResetAt ? limit : remaining
    return base - unanswered.length
  }

  /** When the server's budget, known to be spent now, comes back (its window's end); else `null`. */
  const spentUntil = (time: number): number | null => {
    forgetLostRequests(time)
    const left = estimateLeft(time)
    const resetAt = snapshot.windowResetAt
    return left !== null && left <= 0 && resetAt !== null && resetAt > time ? resetAt : null
  }

  /** What may go now: the server's budget and the plan's own pace, whichever is tighter. */
  const requestsLeft = (): number | null => {
    const time = now()
    if ((snapshot.cooldownUntil ?? 0) > time) return 0
    forgetLostRequests(time)
    const left = estimateLeft(time)
    const paceLeft = limit - recentSends.filter((sentAt) => time - sentAt < windowMs).length
    return left === null ? null : Math.max(0, Math.min(left, paceLeft))
  }

  const applySent = (at: number) => {
    unanswered.push(at)
    recentSends.push(at)
  }

  /** When the plan's own window lets the next request go: now, or when the oldest send leaves it. */
  const planPaceAllowsAt = (time: number): number => {
    recentSends = recentSends.filter((sentAt) => time - sentAt < windowMs)
    const oldest = recentSends[0]
    return recentSends.length < limit || oldest === undefined ? time : oldest + windowMs
  }

  const applyAnswered = (at: number, remaining: number | null, retryAfterSeconds?: number) => {
    unanswered.shift()
    const next: Partial<RateLimitSnapshot> = {}
    // A reading older than the one we hold (a slow response, a late peer) would move the meter back;
    // of two from the same moment the lower wins, so every tab settles on the same number.
    const { readAt, remaining: held, windowResetAt } = snapshot
    if (
      remaining !== null &&
      (readAt === null || at > readAt || (at === readAt && remaining <= (held ?? 0)))
    ) {
      next.remaining = remaining
      next.readAt = at
      // A new window (the last one has ended, or more is left than before) began at or before this
      // request, so it ends at most a minute from now.
      if (windowResetAt === null || at >= windowResetAt || (held !== null && remaining > held))
        next.windowResetAt = at + windowMs
    }
    if (retryAfterSeconds !== undefined) {
      // Refused: nothing is left, whether or not the response said so.
      next.remaining = 0
      next.readAt = Math.max(at, snapshot.readAt ?? 0)
      const until = Math.max(at + retryAfterSeconds * 1000, snapshot.cooldownUntil ?? 0)
      next.cooldownUntil = until
      next.windowResetAt = until
    }
    update(next)
    wake()
  }

  const applyState = (peer: Extract<PeerMessage, { type: 'state' }>) => {
    const next: Partial<RateLimitSnapshot> = {}
    if (
      peer.remaining !== null &&
      peer.readAt !== null &&
      (snapshot.readAt === null || peer.readAt > snapshot.readAt)
    ) {
      Object.assign(next, {
        remaining: peer.remaining,
        readAt: peer.readAt,
        windowResetAt: peer.windowResetAt,
      })
    }
    if (peer.cooldownUntil !== null && peer.cooldownUntil > (snapshot.cooldownUntil ?? 0)) {
      next.cooldownUntil = peer.cooldownUntil
      next.windowResetAt = Math.max(peer.cooldownUntil, next.windowResetAt ?? 0)
    }
    update(next)
    wake()
  }

  /**
   * Waits until `ms` pass or the budget changes, whichever is first. Not lib/abortable-delay.ts: a
   * change must end the wait early as a success, clearing its timer, where that one can only fail.
   */
  const waitForChange = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer)
        wakers.delete(finish)
        signal?.removeEventListener('abort', onAbort)
      }
      const done = () => {
        finish()
        resolve()
      }
      const onAbort = () => {
        finish()
        reject(signal?.reason as Error)
      }
      const timer = setTimeout(done, ms)
      wakers.add(done)
      if (signal?.aborted) onAbort()
      else signal?.addEventListener('abort', onAbort, { once: true })
    })

  /**
   * Holds a request back for `ms` or until the budget changes, telling the user it goes at `until`.
   * The snapshot shows the latest of the live holds: a request that woke to look again drops its old
   * one, so no wait outlives the request that was waiting.
   */
  const holdUntil = async (until: number, ms: number, signal?: AbortSignal) => {
    const show = () => {
      update({ waitingUntil: holds.length ? Math.max(...holds) : null })
    }
    holds.push(until)
    show()
    try {
      await waitForChange(ms, signal)
    } finally {
      // Any hold of the same moment will do: they are alike.
      holds.splice(holds.indexOf(until), 1)
      show()
    }
  }

  const receive = (message: PeerMessage) => {
    switch (message.type) {
      case 'sent':
        applySent(message.at)
        break
      case 'answered':
        applyAnswered(message.at, message.remaining, message.retryAfterSeconds)
        break
      case 'hello':
        // The whole snapshot: the peer reads the state's fields and drops the rest (its limit is ours,
        // its holds are this tab's own).
        broadcast({ ...snapshot, type: 'state' })
        break
      case 'state':
        applyState(message)
        break
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    observe({ remaining, retryAfterSeconds, unauthorized = false }: RateLimitObservation) {
      keyRejected = unauthorized
      const at = now()
      applyAnswered(at, remaining, retryAfterSeconds)
      broadcast({ type: 'answered', at, remaining, retryAfterSeconds })
    },
    hasHeadroom(share) {
      // None in a cooldown, where requestsLeft says 0, nor when it is unknown.
      const left = requestsLeft()
      return !keyRejected && left !== null && left > 0 && left >= share * limit
    },
    requestsLeft,
    async acquire(signal) {
      for (;;) {
        signal?.throwIfAborted()
        const time = now()
        const cooldown = (snapshot.cooldownUntil ?? 0) - time
        if (cooldown > 0) {
          // Woken early when the cooldown ends ("Try now") or a reading changes it.
          await waitForChange(cooldown, signal)
          continue
        }
        const paceAt = planPaceAllowsAt(time)
        if (paceAt > time) {
          // The plan's limit is spent in the last window, whatever the server's readings say.
          await holdUntil(paceAt, paceAt - time, signal)
          continue
        }
        const resetAt = spentUntil(time)
        if (resetAt !== null) {
          // A request now would only earn a 429: hold it until the window ends, an unanswered request
          // is written off, or a reading (ours or another tab's) says otherwise.
          const oldest = unanswered[0]
          const wakeAt =
            oldest === undefined ? resetAt : Math.min(resetAt, oldest + UNANSWERED_REQUEST_TTL_MS)
          await holdUntil(resetAt, Math.max(1, wakeAt - time), signal)
          continue
        }
        applySent(time)
        broadcast({ type: 'sent', at: time })
        return
      }
    },
    readyAt() {
      const time = now()
      // The plan's pace is never earlier than now.
      return Math.max(snapshot.cooldownUntil ?? 0, planPaceAllowsAt(time), spentUntil(time) ?? time)
    },
    endCooldown() {
      const time = now()
      // The 429 also marked the window spent until the cooldown's end: left so, the governor would
      // hold the very request the user asked for just as long. Until an answer says otherwise, the
      // window is taken as a fresh one.
      update({
        cooldownUntil: null,
        windowResetAt: Math.min(snapshot.windowResetAt ?? time, time),
      })
      wake()
    },
    shareAcrossTabs(connectionId) {
      if (typeof BroadcastChannel === 'undefined') return () => undefined
      const channel = new BroadcastChannel(rateLimitChannelName(connectionId))
      channel.onmessage = (event: MessageEvent) => {
        const message = readPeerMessage(event.data)
        if (message) receive(message)
      }
      channels.add(channel)
      channel.postMessage({ type: 'hello' } satisfies PeerMessage)
      return () => {
        channels.delete(channel)
        channel.close()
      }
    },
  }
}
