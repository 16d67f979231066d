/** Invoices as a CSV file a spreadsheet can open safely: UTF-8 with a BOM, one column per field. */
import Papa from 'papaparse'
import type { Invoice } from '../invoices/api/invoice-schema'
import { invoiceColumnHeaders } from '../invoices/invoice-columns'

const header = invoiceColumnHeaders

/** One column per field, headed as in the table, in the order of the detail dialog. */
const columns: ReadonlyArray<readonly [header: string, value: (invoice: Invoice) => unknown]> = [
  [header.invoiceNumber, (invoice) => invoice.invoiceNumber],
  [header.vendor, (invoice) => invoice.vendor],
  [header.amount, (invoice) => invoice.amount],
  ['Currency', (invoice) => invoice.currency],
  [header.invoiceDate, (invoice) => invoice.invoiceDate],
  [header.dueDate, (invoice) => invoice.dueDate],
  [header.status, (invoice) => invoice.status],
  [header.tags, (invoice) => invoice.tags?.join('; ')],
  [header.emailId, (invoice) => invoice.emailId],
  [header.attachmentUrl, (invoice) => invoice.attachmentUrl],
  [header.createdAt, (invoice) => invoice.createdAt],
  [header.updatedAt, (invoice) => invoice.updatedAt],
  [header.id, (invoice) => invoice.id],
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
