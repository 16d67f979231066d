/** Why the view's count of matching invoices is unknown: the page that would say it decides. */
import { useQuery } from '@tanstack/react-query'
import { invoiceQueries } from '../api/invoice-queries'
import type { InvoiceFilters } from '../api/invoice-filters'
import type { ApiTarget } from '../lib/api-target'
import type { UnknownTotalReason } from '../components/walk-confirmation'

export function useUnknownTotalReason(
  target: ApiTarget,
  filters: InvoiceFilters,
): UnknownTotalReason {
  // Watches the page the invoice view asks for; never asks for it itself.
  const page = useQuery({ ...invoiceQueries.list(target, filters), enabled: false })
  if (page.fetchStatus === 'paused') return 'offline'
  if (page.isError) return 'failed'
  if (page.isPending) return 'waiting'
  return 'unsaid'
}
