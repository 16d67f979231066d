import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Connection } from '../features/connection/connection'
import { plans } from '../features/connection/connection'
import { createRateLimitStore, type RateLimitStore } from '../features/rate-limit/rate-limit-store'
import type { ApiTarget } from '../lib/api-target'
import { setBackgroundBudget } from './query-client'

export interface ConnectedApi {
  target: ApiTarget
  rateLimit: RateLimitStore
}

const connectedApis = new WeakMap<Connection, ConnectedApi>()

/**
 * One target and rate-limit store per connection (object): a new key or plan starts from "unknown".
 * The same instance serves the startup request (main.tsx) and the app, which get the same connection
 * object, so the first response's reading reaches the meter.
 */
export function connectedApiFor(connection: Connection): ConnectedApi {
  let api = connectedApis.get(connection)
  if (!api) {
    const { id, root, apiKey, plan } = connection
    const rateLimit = createRateLimitStore(plans[plan].requestsPerMinute)
    api = { rateLimit, target: { id, root, apiKey, budget: rateLimit } }
    connectedApis.set(connection, api)
  }
  return api
}

/**
 * The connection's target and store. While mounted it shares the store's readings with other tabs
 * on the same connection and gates the query client's background work.
 */
export function useConnectedApi(connection: Connection): ConnectedApi {
  const api = connectedApiFor(connection)
  const queryClient = useQueryClient()
  useEffect(() => {
    const stopSharing = api.rateLimit.shareAcrossTabs(api.target.id)
    setBackgroundBudget(queryClient, api.rateLimit)
    return () => {
      stopSharing()
      setBackgroundBudget(queryClient, null)
    }
  }, [api, queryClient])

  return api
}
