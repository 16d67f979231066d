/** The mock API for tests: the same handlers, no latency, a fresh rate-limit window per test. */
import { setupServer } from 'msw/node'
import { createInvoiceHandlers } from './handlers'
import { createRateLimiter } from './rate-limiter'

export const mockRateLimiter = createRateLimiter()
export const server = setupServer(...createInvoiceHandlers({ rateLimiter: mockRateLimiter }))
