/** The invoice table's columns, in DESIGN's order, defined once at module scope. */
import { createColumnHelper, tableFeatures } from '@tanstack/react-table'
import type { Invoice } from './api/invoice-schema'

export const invoiceTableFeatures = tableFeatures({})

const column = createColumnHelper<typeof invoiceTableFeatures, Invoice>()

const text = (value: string | null | undefined) => value ?? '—'

export const invoiceColumns = column.columns([
  column.accessor('invoiceNumber', {
    header: 'Invoice number',
    cell: (info) => text(info.getValue()),
  }),
  column.accessor('vendor', { header: 'Vendor', cell: (info) => text(info.getValue()) }),
  column.accessor('amount', {
    header: 'Amount',
    cell: (info) => {
      const amount = info.getValue()
      return amount === null || amount === undefined
        ? '—'
        : `${amount} ${info.row.original.currency ?? ''}`
    },
  }),
  column.accessor('invoiceDate', { header: 'Invoice date', cell: (info) => text(info.getValue()) }),
  column.accessor('dueDate', { header: 'Due date', cell: (info) => text(info.getValue()) }),
  column.accessor('status', { header: 'Status', cell: (info) => text(info.getValue()) }),
  column.accessor('tags', {
    header: 'Tags',
    cell: (info) => info.getValue()?.join(', ') || '—',
  }),
  column.accessor('attachmentUrl', { header: 'Attachment', cell: (info) => text(info.getValue()) }),
])
