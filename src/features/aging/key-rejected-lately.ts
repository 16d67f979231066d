/**
 * Whether the session's latest answer from the invoice API was a rejected key (401, or a 403 that is
 * not a rate limit), wherever it came: the invoice page's own request, a walk, or Aging's load. Every
 * walk would meet the same answer. Read from the cache, not watched, as src/app/key-rejected.ts
 * reads the invoice page's: Aging renders again when its own load settles, and the others settle on
 * other pages.
 */
import type { QueryClient, QueryState } from '@tanstack/react-query'
import { invoiceQueries } from '../../api/invoice-queries'
import { isApiError } from '../../lib/api-error'

const answeredAt = ({ dataUpdatedAt, errorUpdatedAt }: QueryState) =>
  Math.max(dataUpdatedAt, errorUpdatedAt)

export function keyRejectedLately(queryClient: QueryClient): boolean {
  let latest: QueryState | null = null
  for (const { state } of queryClient.getQueryCache().findAll({ queryKey: invoiceQueries.all() })) {
    if (!latest || answeredAt(state) > answeredAt(latest)) latest = state
  }
  return (
    latest?.status === 'error' && isApiError(latest.error) && latest.error.kind === 'unauthorized'
  )
}
