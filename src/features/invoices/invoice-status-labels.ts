/** The words for each filterable status, shared by the status filter and the active-filter chips. */
import type { InvoiceStatus } from './api/invoice-schema'

export const invoiceStatusLabels: Readonly<Record<InvoiceStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  overdue: 'Overdue',
}
