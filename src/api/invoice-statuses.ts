/**
 * The statuses the interface names, apart from the schema so that code which only needs the list
 * (the URL's filters, read by the boot module before anything else loads) does not pull in zod.
 */
export const invoiceStatuses = ['pending', 'paid', 'overdue'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** Each status in words, as every screen names it (badges, filters, chips, Aging's load line). */
export const invoiceStatusLabels = {
  pending: 'Pending',
  paid: 'Paid',
  overdue: 'Overdue',
} as const satisfies Record<InvoiceStatus, string>

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (invoiceStatuses as readonly string[]).includes(value)
}
