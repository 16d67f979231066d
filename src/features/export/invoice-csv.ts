/** Invoices as a CSV file a spreadsheet can open safely: UTF-8 with a BOM, one column per field. */
import type { Invoice } from '../../api/invoice-schema'
import { invoiceFieldLabels as label } from '../../api/invoice-fields'
import { toCsv } from '../../lib/csv'
import { toFixedDecimal } from '../../lib/decimal-amount'
import { currencyFormatter, currencyFractionDigits } from '../../lib/format-money'

/** One column per field, labelled as in the table and the dialog, in the dialog's order. */
const columns: ReadonlyArray<readonly [header: string, value: (invoice: Invoice) => unknown]> = [
  [label.invoiceNumber, (invoice) => invoice.invoiceNumber],
  [label.vendor, (invoice) => invoice.vendor],
  [label.amount, (invoice) => csvAmount(invoice)],
  [label.currency, (invoice) => invoice.currency],
  [label.invoiceDate, (invoice) => invoice.invoiceDate],
  [label.dueDate, (invoice) => invoice.dueDate],
  // As the API sent it ("overdue"), not as the badge words it: a file for matching and filtering.
  [label.status, (invoice) => invoice.status],
  [label.tags, (invoice) => invoice.tags?.join('; ')],
  [label.emailId, (invoice) => invoice.emailId],
  [label.attachmentUrl, (invoice) => invoice.attachmentUrl],
  [label.createdAt, (invoice) => invoice.createdAt],
  [label.updatedAt, (invoice) => invoice.updatedAt],
  // A row the server sent without an id carries a stand-in that only keys it on screen: a file
  // read by other tools must not pass it off as the invoice's id.
  [label.id, (invoice) => (invoice.idMissing ? null : invoice.id)],
]

/**
 * An amount with its currency's decimals (JPY 125000, USD 1234.50), as the dashboard shows it. With
 * an unusable currency, or beyond what can be held exactly, it is written as received.
 */
function csvAmount({ amount, currency }: Invoice): string | null | undefined {
  if (typeof amount !== 'number' || !currencyFormatter(currency)) return amount?.toString()
  return toFixedDecimal(amount, currencyFractionDigits(currency)) ?? amount.toString()
}

export const csvHeaders = columns.map(([header]) => header)

export function invoicesToCsv(invoices: Iterable<Invoice>): string {
  const rows: unknown[][] = []
  for (const invoice of invoices) rows.push(columns.map(([, value]) => value(invoice) ?? ''))
  return toCsv(csvHeaders, rows)
}
