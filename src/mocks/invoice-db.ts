/** The shared in-memory store behind the mock API. Tests seed it; handlers only read it. */
import type { MockInvoice } from './invoice-factory'

/** Tests may seed rows the real server could send but our factory never makes (bad fields). */
export type StoredInvoice = MockInvoice | (Record<string, unknown> & { id: string })

let rows: StoredInvoice[] = []
/** The rows `seedLazily` left to build on the next read. */
let pending: (() => StoredInvoice[]) | undefined

export const invoiceDb = {
  /** Replaces every row; keeps the API's order (invoiceDate newest first, then id). */
  seed(invoices: StoredInvoice[]) {
    pending = undefined
    rows = [...invoices].sort(compareInvoices)
  },
  /** Like `seed`, but builds the rows on the first read, whenever the caller has time for it. */
  seedLazily(build: () => StoredInvoice[]) {
    rows = []
    pending = build
  },
  all(): readonly StoredInvoice[] {
    if (pending) invoiceDb.seed(pending())
    return rows
  },
}

function compareInvoices(a: StoredInvoice, b: StoredInvoice): number {
  const dateA = typeof a.invoiceDate === 'string' ? a.invoiceDate : ''
  const dateB = typeof b.invoiceDate === 'string' ? b.invoiceDate : ''
  if (dateA !== dateB) return dateA < dateB ? 1 : -1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
