/** The shared in-memory store behind the mock API. Tests seed it; handlers only read it. */
import type { MockInvoice } from './invoice-factory'

/** Tests may seed rows the real server could send but our factory never makes (bad fields). */
export type StoredInvoice = MockInvoice | (Record<string, unknown> & { id: string })

let rows: StoredInvoice[] = []

export const invoiceDb = {
  /** Replaces every row; keeps the API's order (invoiceDate newest first, then id). */
  seed(invoices: StoredInvoice[]) {
    rows = [...invoices].sort(compareInvoices)
  },
  all(): readonly StoredInvoice[] {
    return rows
  },
}

function compareInvoices(a: StoredInvoice, b: StoredInvoice): number {
  const dateA = typeof a.invoiceDate === 'string' ? a.invoiceDate : ''
  const dateB = typeof b.invoiceDate === 'string' ? b.invoiceDate : ''
  if (dateA !== dateB) return dateA < dateB ? 1 : -1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
