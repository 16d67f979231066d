/**
 * The whole-result actions above the table: load every matching invoice to work on locally, export
 * them, or sum them up.
 */
import type { Connection } from '../features/connection/connection'
import { plans } from '../features/connection/connection'
import { InvoiceExport } from '../features/export/invoice-export'
import { InvoiceSummary } from '../features/export/invoice-summary'
import { LoadAllInvoices } from '../features/loaded-set/load-all-invoices'
import type { InvoiceFilters } from '../api/invoice-filters'
import type { Invoice } from '../api/invoice-schema'
import type { ApiTarget } from '../lib/api-target'
import './invoice-actions.css'

interface InvoiceActionsProps {
  connection: Connection
  target: ApiTarget
  filters: InvoiceFilters
  total: number | null
  /** Every matching invoice when the loaded set answers the view: export and summary need no request. */
  loaded: Invoice[] | null
}

export function InvoiceActions({
  connection,
  target,
  filters,
  total,
  loaded,
}: InvoiceActionsProps) {
  // What every whole-result action needs: where to ask, for what, how many, at what pace.
  const walk = {
    target,
    filters,
    total,
    requestsPerMinute: plans[connection.plan].requestsPerMinute,
  }
  return (
    <div className="invoice-actions">
      <LoadAllInvoices {...walk} />
      <InvoiceExport {...walk} loaded={loaded} />
      <InvoiceSummary {...walk} loaded={loaded} />
    </div>
  )
}
