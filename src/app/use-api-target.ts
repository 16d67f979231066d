import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Connection } from '../features/connection/connection'
import { plans } from '../features/connection/connection'
import { createRateLimitStore, type RateLimitStore } from '../features/rate-limit/rate-limit-store'
import type { ApiTarget } from '../lib/api-target'
import { setBackgroundBudget } from './query-client'

export interface ConnectedApi {
  target: ApiTarget
  rateLimit: RateLimitStore
}

/**
 * One rate-limit store per connection: a new key or plan starts from "unknown". While mounted it
 * shares its readings with other tabs on the same connection and gates the query client's background
 * work.
 */
export function useConnectedApi(connection: Connection): ConnectedApi {
  const { id, root, apiKey, plan } = connection
  const api = useMemo(() => {
    const rateLimit = createRateLimitStore(plans[plan].requestsPerMinute)
    return { rateLimit, target: { id, root, apiKey, budget: rateLimit } }
  }, [id, root, apiKey, plan])

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
