import { useMemo } from 'react'
import type { Connection } from '../features/connection/connection'
import { plans } from '../features/connection/connection'
import { createRateLimitStore, type RateLimitStore } from '../features/rate-limit/rate-limit-store'
import type { ApiTarget } from '../lib/api-target'

export interface ConnectedApi {
  target: ApiTarget
  rateLimit: RateLimitStore
}

/** One rate-limit store per connection: a new key or plan starts from "unknown". */
export function useConnectedApi(connection: Connection): ConnectedApi {
  const { id, root, apiKey, plan } = connection
  return useMemo(() => {
    const rateLimit = createRateLimitStore(plans[plan].requestsPerMinute)
    return { rateLimit, target: { id, root, apiKey, budget: rateLimit } }
  }, [id, root, apiKey, plan])
}
