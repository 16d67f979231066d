/** Invoices as a CSV file a spreadsheet can open safely: UTF-8 with a BOM, one column per field. */
import Papa from 'papaparse'
import type { Invoice } from '../invoices/api/invoice-schema'

/** Column headers, in the order of the detail dialog's labels. */
const columns: ReadonlyArray<readonly [header: string, value: (invoice: Invoice) => unknown]> = [
  ['Invoice number', (invoice) => invoice.invoiceNumber],
  ['Vendor', (invoice) => invoice.vendor],
  ['Amount', (invoice) => invoice.amount],
  ['Currency', (invoice) => invoice.currency],
  ['Invoice date', (invoice) => invoice.invoiceDate],
  ['Due date', (invoice) => invoice.dueDate],
  ['Status', (invoice) => invoice.status],
  ['Tags', (invoice) => invoice.tags?.join('; ')],
  ['E-mail ID', (invoice) => invoice.emailId],
  ['Attachment', (invoice) => invoice.attachmentUrl],
  ['Created', (invoice) => invoice.createdAt],
  ['Updated', (invoice) => invoice.updatedAt],
  ['ID', (invoice) => invoice.id],
]

export const csvHeaders = columns.map(([header]) => header)

/**
 * Text cells a spreadsheet would run as a formula get a leading apostrophe. Anchored to the first
 * character only: papaparse's default pattern ends in `.*$`, which a newline in the cell defeats.
 * Amounts stay numbers, so a credit note's `-120.5` is a number, not a neutralised string.
 */
const formulaStart = /^[=+\-@\t\r]/

const BYTE_ORDER_MARK = '\uFEFF'

export function invoicesToCsv(invoices: Iterable<Invoice>): string {
  const rows: unknown[][] = []
  for (const invoice of invoices) rows.push(columns.map(([, value]) => value(invoice) ?? ''))
  const body = Papa.unparse(
    { fields: csvHeaders, data: rows },
    { escapeFormulae: formulaStart, newline: '\r\n' },
  )
  return BYTE_ORDER_MARK + body
}
