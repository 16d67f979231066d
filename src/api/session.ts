/**
 * Everything that belongs to one connection, in one object: where requests go (the target), its
 * rate-limit store (the budget every request and background refetch spends), and its own query
 * client, so the cache is scoped to the connection. The connection store creates a session when the
 * connection changes and disposes of the previous one (src/features/connection/connection-store.ts);
 * React reads it through `useSession()` (session-context.tsx). Nothing is kept in module scope.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ApiTarget } from '../lib/api-target'
import { createQueryClient, type QueryClientOptions } from './query-client'
import { createRateLimitStore, type RateLimitStore } from './rate-limit-store'

export interface SessionSettings {
  /** The connection's stable id: cache keys and the tab-sharing channel use it, never the key. */
  id: string
  root: string
  /** `null` when the server holds the key (team mode). */
  apiKey: string | null
  /** The plan's limit, which paces every request. */
  requestsPerMinute: number
}

export interface Session {
  readonly id: string
  readonly requestsPerMinute: number
  readonly target: ApiTarget
  readonly rateLimit: RateLimitStore
  /** This connection's cache: a new connection starts empty, with nothing of the last one. */
  readonly queryClient: QueryClient
  /** Stops what is in flight and drops the cache: its data is not kept once another is in use. */
  dispose(): void
}

export type SessionOptions = QueryClientOptions

export function createSession(
  { id, root, apiKey, requestsPerMinute }: SessionSettings,
  options: SessionOptions = {},
): Session {
  const rateLimit = createRateLimitStore(requestsPerMinute)
  const queryClient = createQueryClient(rateLimit, options)
  return {
    id,
    requestsPerMinute,
    target: { id, root, apiKey, budget: rateLimit, pageSizeCap: { value: null } },
    rateLimit,
    queryClient,
    dispose: () => {
      void queryClient.cancelQueries()
      queryClient.clear()
    },
  }
}
