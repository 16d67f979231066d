/**
 * Spends `requests` of the demo Standard key's window at the mock API, as requests elsewhere would
 * have: the app then sees that much less left (under half the plan: it fetches nothing ahead).
 */
import { mockRateLimiter } from '../src/mocks/node'
import { STANDARD_LIMIT } from '../src/mocks/rate-limiter'

export function spendDemoBudget(requests: number) {
  for (let index = 0; index < requests; index += 1)
    mockRateLimiter.take('demo-standard', STANDARD_LIMIT)
}
