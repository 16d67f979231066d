import { Suspense, useCallback, useRef, useState } from 'react'
import { useTable } from '@tanstack/react-table'
import type { Invoice } from '../../api/invoice-schema'
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary'
import { lazyWithRetry } from '../../components/lazy-with-retry'
import { InvoiceColumnMenu } from './invoice-column-menu'
import {
  invoiceColumns,
  invoiceTableFeatures,
  renderCell,
  rowHeaderColumnId,
} from './invoice-columns'
import { setInvoiceColumnVisibility, useInvoiceColumnVisibility } from './invoice-column-visibility'
import { InvoiceDetailContext, loadInvoiceDetailDialog } from './invoice-detail-context'
import { InvoicePageTotals } from './invoice-page-totals'
import { InvoiceTableSkeletonRows } from './invoice-table-skeleton'
import './invoice-table.css'

const InvoiceDetailDialog = lazyWithRetry(() =>
  loadInvoiceDetailDialog().then((module) => module.InvoiceDetailDialog),
)

interface InvoiceTableProps {
  invoices: Invoice[]
  /** True while a newer page is loading: the rows shown are the previous page's. */
  stale: boolean
  /** True before the first page arrives: placeholder rows instead of data. */
  loading?: boolean
}

/** The invoice table with its column menu, this page's totals and the detail dialog. */
export function InvoiceTable({ invoices, stale, loading = false }: InvoiceTableProps) {
  const columnVisibility = useInvoiceColumnVisibility()
  const table = useTable({
    features: invoiceTableFeatures,
    columns: invoiceColumns,
    data: invoices,
    getRowId: (invoice) => invoice.id,
    state: { columnVisibility },
    onColumnVisibilityChange: setInvoiceColumnVisibility,
  })

  // The open invoice is looked up in the current rows, never copied out of the query cache.
  const [detailId, setDetailId] = useState<string | null>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const openDetail = useCallback((invoiceId: string, opener: HTMLElement) => {
    openerRef.current = opener
    setDetailId(invoiceId)
  }, [])
  const closeDetail = useCallback(() => {
    setDetailId(null)
    if (openerRef.current?.isConnected) openerRef.current.focus()
  }, [])
  const detail = detailId === null ? undefined : invoices.find((invoice) => invoice.id === detailId)

  const busy = loading || stale
  return (
    <InvoiceDetailContext value={openDetail}>
      <div className="invoice-table-toolbar">
        <InvoiceColumnMenu />
      </div>
      {detail && (
        // Offline, the dialog's chunk may not load: this spot says so, above the rows, and the table
        // stays. (The dialog itself opens in the top layer, wherever it sits in the page.)
        <ChunkErrorBoundary what="the invoice details" onDismiss={closeDetail}>
          <Suspense fallback={null}>
            <InvoiceDetailDialog key={detail.id} invoice={detail} onClose={closeDetail} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      <div className="table-scroll">
        <table className="invoice-table" aria-label="Invoices" aria-busy={busy} data-stale={stale}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={`col-${header.column.id}`}>
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              <InvoiceTableSkeletonRows
                columnIds={table.getVisibleLeafColumns().map((column) => column.id)}
              />
            ) : (
              // Rows are keyed by position: a page flip then updates the 50 rows in place instead of
              // replacing every node (measured: about a fifth less time per flip). The one cell with
              // state of its own, the tags, keys itself by invoice (see invoice-columns.tsx).
              table.getRowModel().rows.map((row) => (
                <tr key={row.index}>
                  {row.getVisibleCells().map((cell) =>
                    cell.column.id === rowHeaderColumnId ? (
                      <th key={cell.column.id} scope="row" className={`col-${cell.column.id}`}>
                        {renderCell(cell)}
                      </th>
                    ) : (
                      <td key={cell.column.id} className={`col-${cell.column.id}`}>
                        {renderCell(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading ? (
        <p role="status" className="visually-hidden">
          Loading invoices…
        </p>
      ) : (
        <InvoicePageTotals invoices={invoices} />
      )}
    </InvoiceDetailContext>
  )
}
