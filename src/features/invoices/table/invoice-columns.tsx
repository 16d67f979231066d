/** The invoice table's columns, in docs/screens.md's order, defined once at module scope. */
import {
  columnVisibilityFeature,
  createColumnHelper,
  tableFeatures,
  type Cell,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { invoiceFieldLabels } from '../../../api/invoice-fields'
import type { Invoice } from '../../../api/invoice-schema'
import { MoneyAmount } from '../../../components/money-amount'
import { InvoiceAttachmentLink } from '../fields/invoice-attachment-link'
import { InvoiceDate, InvoiceDueDate, InvoiceTimestamp } from '../fields/invoice-date'
import { InvoiceNumberButton } from '../detail/invoice-number-button'
import { InvoiceId } from '../fields/invoice-id'
import { invoiceReference } from '../fields/invoice-reference'
import { InvoiceStatusBadge } from '../fields/invoice-status-badge'
import { InvoiceTagList } from '../fields/invoice-tag-list'
import { InvoiceText } from '../fields/invoice-text'

export const invoiceTableFeatures = tableFeatures({ columnVisibilityFeature })

// Every field has a column but the currency, which is shown with the amount.
const { currency, ...columnHeaders } = invoiceFieldLabels
/** Column headers by column id, in table order: the table and the column menu both read these. */
export const invoiceColumnHeaders = columnHeaders

export type InvoiceColumnId = keyof typeof invoiceColumnHeaders

/** The row header: it names the row for screen readers and opens the detail dialog. */
export const rowHeaderColumnId: InvoiceColumnId = 'invoiceNumber'

const column = createColumnHelper<typeof invoiceTableFeatures, Invoice>()

export const invoiceColumns = column.columns([
  column.accessor('invoiceNumber', {
    header: invoiceColumnHeaders.invoiceNumber,
    enableHiding: false,
    cell: (info) => <InvoiceNumberButton invoice={info.row.original} />,
  }),
  column.accessor('vendor', {
    header: invoiceColumnHeaders.vendor,
    cell: (info) => <InvoiceText value={info.getValue()} truncate />,
  }),
  column.accessor('amount', {
    header: invoiceColumnHeaders.amount,
    cell: (info) => <MoneyAmount amount={info.getValue()} currency={info.row.original.currency} />,
  }),
  column.accessor('invoiceDate', {
    header: invoiceColumnHeaders.invoiceDate,
    cell: (info) => <InvoiceDate value={info.getValue()} />,
  }),
  column.accessor('dueDate', {
    header: invoiceColumnHeaders.dueDate,
    cell: (info) => (
      <InvoiceDueDate value={info.getValue()} overdue={info.row.original.status === 'overdue'} />
    ),
  }),
  column.accessor('status', {
    header: invoiceColumnHeaders.status,
    cell: (info) => <InvoiceStatusBadge status={info.getValue()} />,
  }),
  column.accessor('tags', {
    header: invoiceColumnHeaders.tags,
    // Owned by its invoice: part of the in-place page flip (invoice-table.tsx). Rows are keyed by
    // position, and "+N more" must not stay open for the invoice that takes this row's place.
    cell: (info) => <InvoiceTagList owner={info.row.original.id} tags={info.getValue()} />,
  }),
  column.accessor('attachmentUrl', {
    header: invoiceColumnHeaders.attachmentUrl,
    cell: (info) => (
      <InvoiceAttachmentLink
        url={info.getValue()}
        reference={invoiceReference(info.row.original)}
      />
    ),
  }),
  column.accessor('id', {
    header: invoiceColumnHeaders.id,
    cell: (info) => <InvoiceId invoice={info.row.original} />,
  }),
  column.accessor('emailId', {
    header: invoiceColumnHeaders.emailId,
    cell: (info) => <InvoiceText value={info.getValue()} truncate />,
  }),
  column.accessor('createdAt', {
    header: invoiceColumnHeaders.createdAt,
    cell: (info) => <InvoiceTimestamp value={info.getValue()} />,
  }),
  column.accessor('updatedAt', {
    header: invoiceColumnHeaders.updatedAt,
    cell: (info) => <InvoiceTimestamp value={info.getValue()} />,
  }),
])

/**
 * A body cell's content: its column's `cell` called as a plain function. Every column above
 * defines one that only returns elements (no hooks), so each cell skips the two components
 * `FlexRender` adds around it (800 fewer per page of 50 rows). Part of the in-place page flip
 * (invoice-table.tsx): a column whose cell needs a hook breaks it.
 */
export function renderCell(cell: Cell<typeof invoiceTableFeatures, Invoice>): ReactNode {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? (render(cell.getContext()) as ReactNode) : render
}
