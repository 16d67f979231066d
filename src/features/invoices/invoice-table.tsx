import { useTable } from '@tanstack/react-table'
import type { Invoice } from './api/invoice-schema'
import { invoiceColumns, invoiceTableFeatures } from './invoice-columns'

interface InvoiceTableProps {
  invoices: Invoice[]
  /** True while a newer page is loading: the rows shown are the previous page's. */
  stale: boolean
}

export function InvoiceTable({ invoices, stale }: InvoiceTableProps) {
  const table = useTable({
    features: invoiceTableFeatures,
    columns: invoiceColumns,
    data: invoices,
    getRowId: (invoice) => invoice.id,
  })

  return (
    // The scroll area is a named, focusable region so keyboard users can scroll it (axe:
    // scrollable-region-focusable) even when no cell holds a link or button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
    <div className="table-scroll" role="region" aria-label="Invoices table" tabIndex={0}>
      <table className="invoice-table" aria-label="Invoices" aria-busy={stale} data-stale={stale}>
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
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`col-${cell.column.id}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
