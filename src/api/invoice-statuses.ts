/**
 * The statuses the interface names, apart from the schema so that code which only needs the list
 * (the URL's filters, read by the boot module before anything else loads) does not pull in zod.
 */
export const invoiceStatuses = ['pending', 'paid', 'overdue'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return (invoiceStatuses as readonly string[]).includes(value)
}
