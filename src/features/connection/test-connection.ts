/**
 * "Save and connect"'s one test request, without React: does the key work, and is this an invoice
 * API at all? The caller shows the result; the words for a failure are in connection-failure-message.ts.
 */
import type { ConnectionFailure } from './connection-failure-message'
import { listInvoices } from '../../api/invoice-api'
import { defaultInvoiceFilters } from '../../api/invoice-filters'
import { isApiError } from '../../lib/api-error'
import type { PersonalConnection } from './connection'
import { watchPolicyBlocks } from './watch-policy-blocks'

export type ConnectionTestResult =
  | {
      kind: 'connected'
      /** The server's `total`, or `null` when it sent none. */
      total: number | null
      /** `X-RateLimit-Remaining`, or `null` when absent or hidden by CORS. */
      rateLimitRemaining: number | null
    }
  | { kind: 'failed'; failure: ConnectionFailure }
  /** The caller gave up (left the screen, started another test): nothing to show. */
  | { kind: 'aborted' }

export async function testConnection(
  connection: PersonalConnection,
  signal: AbortSignal,
): Promise<ConnectionTestResult> {
  const policy = watchPolicyBlocks(new URL(connection.root).origin)
  try {
    // The smallest page: one invoice is enough to prove the key and the shape of the answer.
    const page = await listInvoices(
      { id: connection.id, root: connection.root, apiKey: connection.apiKey },
      { ...defaultInvoiceFilters, limit: 1 },
      { signal },
    )
    return { kind: 'connected', total: page.total, rateLimitRemaining: page.rateLimitRemaining }
  } catch (error) {
    const blocked = isApiError(error) && error.kind === 'network' && (await policy.blocked())
    if (signal.aborted) return { kind: 'aborted' }
    if (blocked) {
      const { protocol, hostname } = new URL(connection.root)
      const ipv6Loopback = protocol === 'http:' && hostname === '[::1]'
      return {
        kind: 'failed',
        failure: ipv6Loopback ? 'ipv6-loopback-blocked' : 'blocked-by-policy',
      }
    }
    return { kind: 'failed', failure: isApiError(error) ? error : 'unexpected' }
  } finally {
    policy.stop()
  }
}
