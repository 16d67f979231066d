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
  const { requestsPerMinute } = plans[connection.plan]
  return (
    <div className="invoice-actions">
      <LoadAllInvoices
        target={target}
        filters={filters}
        total={total}
        requestsPerMinute={requestsPerMinute}
      />
      <InvoiceExport
        target={target}
        filters={filters}
        total={total}
        loaded={loaded}
        requestsPerMinute={requestsPerMinute}
      />
      <InvoiceSummary
        target={target}
        filters={filters}
        total={total}
        loaded={loaded}
        requestsPerMinute={requestsPerMinute}
      />
    </div>
  )
}
