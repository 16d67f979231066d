/** Invoices as a CSV file a spreadsheet can open safely: UTF-8 with a BOM, one column per field. */
import Papa from 'papaparse'
import type { Invoice } from '../../api/invoice-schema'
import { invoiceFieldLabels as label } from '../../api/invoice-fields'

/** One column per field, labelled as in the table and the dialog, in the dialog's order. */
const columns: ReadonlyArray<readonly [header: string, value: (invoice: Invoice) => unknown]> = [
  [label.invoiceNumber, (invoice) => invoice.invoiceNumber],
  [label.vendor, (invoice) => invoice.vendor],
  [label.amount, (invoice) => invoice.amount],
  [label.currency, (invoice) => invoice.currency],
  [label.invoiceDate, (invoice) => invoice.invoiceDate],
  [label.dueDate, (invoice) => invoice.dueDate],
  [label.status, (invoice) => invoice.status],
  [label.tags, (invoice) => invoice.tags?.join('; ')],
  [label.emailId, (invoice) => invoice.emailId],
  [label.attachmentUrl, (invoice) => invoice.attachmentUrl],
  [label.createdAt, (invoice) => invoice.createdAt],
  [label.updatedAt, (invoice) => invoice.updatedAt],
  [label.id, (invoice) => invoice.id],
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
