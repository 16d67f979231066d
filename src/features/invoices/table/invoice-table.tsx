import { useTable } from '@tanstack/react-table'
import type { Invoice } from '../../../api/invoice-schema'
import { InvoiceColumnMenu } from './invoice-column-menu'
import {
  invoiceColumns,
  invoiceTableFeatures,
  renderCell,
  rowHeaderColumnId,
} from './invoice-columns'
import { setInvoiceColumnVisibility, useInvoiceColumnVisibility } from './invoice-column-visibility'
import { InvoiceDetailHost } from '../detail/invoice-detail-host'
import { useCompactRows } from './compact-rows-preference'
import { memo, useDeferredValue, useRef, useState, type ReactNode } from 'react'
import { useRowsInView } from './use-rows-in-view'
import { sortKeysLeftOutOfCards, useDrawnColumns, useShowsCards } from './phone-cards'
import { InvoicePageTotals } from './invoice-page-totals'
import { InvoiceTableSkeletonRows } from './invoice-table-skeleton'
import { HeaderCell, type InvoiceTableSorting } from './header-cell'
import './invoice-table.css'
import './invoice-table-toolbar.css'
import './invoice-table-cards.css'

interface InvoiceTableProps {
  invoices: Invoice[]
  /** True while a newer page is loading: the rows shown are the previous page's. */
  stale: boolean
  /** True before the first page arrives: placeholder rows instead of data. */
  loading?: boolean
  sorting?: InvoiceTableSorting | null
  /** Shown at the start of the toolbar above the table (how fresh the rows are). */
  toolbar?: ReactNode
  /** Shown over the column headers, taking no room of its own: what the stale rows are. */
  overlay?: ReactNode
  /**
   * Nothing matched: the rows' place says so, for the eye (the pager's live region says why, in
   * words screen readers hear once).
   */
  empty?: boolean
}

type InvoiceRow = ReturnType<ReturnType<typeof useInvoiceTable>['getRowModel']>['rows'][number]

/** One body row, drawn again only when its row or the visible columns change. */
const InvoiceTableRow = memo(function InvoiceTableRow({
  row,
}: {
  row: InvoiceRow
  /** Not read here: a change of it must draw the row again (its visible cells change). */
  columnVisibility: unknown
}) {
  return (
    <tr>
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
  )
})

/**
 * The body rows, drawn again only when the rows, the visible columns or the rows in view change: the
 * render that marks the old rows stale while a new view loads, and the pager's and notices' own
 * renders, leave 50 rows of cells alone (the rows keep their identity while the data does).
 */
const InvoiceTableRows = memo(function InvoiceTableRows({
  rows,
  columnVisibility,
  inView,
}: {
  rows: InvoiceRow[]
  columnVisibility: unknown
  /** How many rows, from the first, the user can see: they are drawn first. */
  inView: number
}) {
  // Rows out of view follow in a render of their own, just after the rows in view have been drawn
  // (and painted, the browser permitting): a new view of 50 rows shows its ~15 visible ones for
  // about a third of the work. Until then those positions keep the previous view's rows; on the
  // first render there are none, and the rows out of view are not drawn yet.
  const previousRows = useDeferredValue(rows, noRows)
  const [firstInView] = useState(inView)
  const catchingUp = previousRows === noRows
  const head = catchingUp ? firstInView : inView
  // The in-place page flip (docs/architecture.md, "Performance rules"): a page flip updates the
  // rows React already has instead of replacing every node (measured: about a fifth less time per
  // flip). It takes three things; dropping one undoes it:
  // 1. rows keyed by position (here), so row n of the next page reuses row n's nodes;
  // 2. body cells drawn by `renderCell` (invoice-columns.tsx), a plain call instead of the two
  //    components `FlexRender` wraps around every cell;
  // 3. the one cell with state of its own, the tags, owned by its invoice (invoice-columns.tsx),
  //    so "+N more" does not stay open for the next invoice while its elements are reused.
  return rows.map((row, index) => {
    const shown = index < head ? row : catchingUp ? null : (previousRows[index] ?? row)
    return shown && <InvoiceTableRow key={index} row={shown} columnVisibility={columnVisibility} />
  })
})

const noRows: InvoiceRow[] = []

const invoiceRowId = (invoice: Invoice) => invoice.id

function useInvoiceTable(
  invoices: Invoice[],
  columnVisibility: ReturnType<typeof useInvoiceColumnVisibility>,
) {
  return useTable({
    features: invoiceTableFeatures,
    columns: invoiceColumns,
    data: invoices,
    getRowId: invoiceRowId,
    state: { columnVisibility },
    onColumnVisibilityChange: setInvoiceColumnVisibility,
  })
}

/** The invoice table with its column menu, this page's totals and the detail dialog. */
export function InvoiceTable({
  invoices,
  stale,
  loading = false,
  sorting = null,
  toolbar,
  overlay,
  empty = false,
}: InvoiceTableProps) {
  const { compact, setCompact } = useCompactRows()
  const cards = useShowsCards()
  const columnVisibility = useDrawnColumns(useInvoiceColumnVisibility(), cards)
  const table = useInvoiceTable(invoices, columnVisibility)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const rows = table.getRowModel().rows
  const rowsInView = useRowsInView(scrollerRef, bodyRef)

  const busy = loading || stale
  return (
    <InvoiceDetailHost invoices={invoices}>
      <div className="invoice-table-toolbar">
        {toolbar}
        <label className="compact-rows-toggle">
          <input
            type="checkbox"
            checked={compact}
            onChange={(event) => {
              setCompact(event.target.checked)
            }}
          />{' '}
          Compact rows
        </label>
        <InvoiceColumnMenu />
      </div>
      <div className="table-frame">
        {overlay}
        <div className="table-scroll" ref={scrollerRef}>
          <table
            className="invoice-table"
            aria-label="Invoices"
            aria-busy={busy}
            data-stale={stale}
            data-density={compact ? 'compact' : undefined}
            data-rows={!loading && rows.length === 0 ? 'none' : undefined}
          >
            {/* Widths come from these columns (invoice-table.css), never from the rows: a page flip
              cannot move a column edge. */}
            <colgroup>
              {table.getVisibleLeafColumns().map((column) => (
                <col key={column.id} className={`col-${column.id}`} />
              ))}
            </colgroup>
            <thead className="scroll-shadows">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <HeaderCell key={header.id} id={header.column.id} sorting={sorting}>
                      <table.FlexRender header={header} />
                    </HeaderCell>
                  ))}
                  {cards &&
                    sorting &&
                    sortKeysLeftOutOfCards.map((key) => (
                      <HeaderCell key={key} id={key} sorting={sorting} />
                    ))}
                </tr>
              ))}
            </thead>
            <tbody ref={bodyRef}>
              {loading ? (
                <InvoiceTableSkeletonRows
                  columnIds={table.getVisibleLeafColumns().map((column) => column.id)}
                />
              ) : (
                <InvoiceTableRows
                  rows={rows}
                  columnVisibility={columnVisibility}
                  inView={rowsInView}
                />
              )}
            </tbody>
          </table>
          {empty && !loading && (
            <p className="invoice-table-empty" aria-hidden="true">
              No invoices to show
            </p>
          )}
        </div>
      </div>
      {loading ? (
        <p role="status" className="visually-hidden">
          Loading invoices…
        </p>
      ) : (
        <InvoicePageTotals invoices={invoices} />
      )}
    </InvoiceDetailHost>
  )
}
