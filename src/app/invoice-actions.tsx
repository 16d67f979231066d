/**
 * The whole-result actions above the table: load every matching invoice to work on locally, export
 * them, or sum them up.
 */
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Connection } from '../features/connection/connection'
import { plans } from '../features/connection/connection'
import { InvoiceExport } from '../features/export/invoice-export'
import { InvoiceSummary } from '../features/export/invoice-summary'
import { invoiceSummaryQueryRoot } from '../features/export/invoice-summary-query'
import { LoadAllInvoices } from '../features/loaded-set/load-all-invoices'
import type { InvoiceFilters } from '../api/invoice-filters'
import { loadedSetQueries, type LoadedAnswer } from '../api/loaded-set'
import { invoiceQueries } from '../api/invoice-queries'
import type { ApiTarget } from '../lib/api-target'
import { unknownTotalReason } from './unknown-total-reason'
import { keyRejected } from './key-rejected'
import './invoice-actions.css'

interface InvoiceActionsProps {
  connection: Connection
  target: ApiTarget
  filters: InvoiceFilters
  total: number | null
  /** The loaded set's answer to the view, when it answers it: export and summary need no request. */
  loaded: LoadedAnswer | null
}

export function InvoiceActions({
  connection,
  target,
  filters,
  total,
  loaded,
}: InvoiceActionsProps) {
  const queryClient = useQueryClient()
  // What every whole-result action needs: where to ask, for what, how many, at what pace.
  // The page's own request met a rejected key: every walk would too, so none is offered as if it
  // could work, and the words saying why describe each waiting button.
  const blockedId = useId()
  const blockedBy = keyRejected(queryClient, target, filters) ? blockedId : undefined
  const walk = {
    blockedBy,
    target,
    filters,
    total,
    requestsPerMinute: plans[connection.plan].requestsPerMinute,
    unknownTotal: unknownTotalReason(queryClient, target, filters),
  }
  // Export and summary share one progress bar's names ("Export progress", "Cancel export"), so
  // one waits while the other walks: two bars of one name would leave nobody knowing which is which.
  // Loading all waits for them, and they for it: two walks over the same invoices would spend the
  // budget twice, and once the set is loaded the export and summary need no request at all.
  const [exporting, setExporting] = useState(false)
  const summarizing = useIsFetching({ queryKey: invoiceSummaryQueryRoot() }) > 0
  const loading = useIsFetching({ queryKey: loadedSetQueries.current(target).queryKey }) > 0
  const waitId = useId()
  const waitLine = loading
    ? 'Exporting and summarizing wait until loading all invoices ends.'
    : exporting
      ? 'Loading all invoices and summarizing wait until the export ends.'
      : summarizing
        ? 'Loading all invoices and exporting wait until the summary ends.'
        : null
  // Answers drawn from the loaded set say whether it fell short, and name the search they cover.
  const shortfall = loaded?.shortfall ?? null
  const search = loaded?.search ?? ''
  return (
    <div className="invoice-actions">
      {blockedBy && (
        <p id={blockedBy} className="invoice-actions-blocked">
          Loading all, exporting and summarizing need an API key the server accepts: check the
          connection settings.
        </p>
      )}
      <LoadAllInvoices
        {...walk}
        waitsFor={exporting || summarizing ? waitId : undefined}
        inView={loaded ? loaded.invoices.length : null}
      />
      <InvoiceExport
        {...walk}
        loaded={loaded?.invoices}
        loadedShortfall={shortfall?.note}
        search={search}
        waitsFor={loading || summarizing ? waitId : undefined}
        onRunningChange={setExporting}
        rowsReadAt={
          queryClient.getQueryState(invoiceQueries.list(target, filters).queryKey)?.dataUpdatedAt
        }
      />
      <InvoiceSummary
        {...walk}
        loaded={loaded?.invoices}
        loadedShortfall={shortfall}
        search={search}
        waitsFor={loading || exporting ? waitId : undefined}
      />
      {/* The bar in sight says which walk runs; the waiting buttons' description says why they wait. */}
      {waitLine && (
        <p id={waitId} className="visually-hidden">
          {waitLine}
        </p>
      )}
    </div>
  )
}
