/** The shared in-memory store behind the mock API. Tests seed it; handlers only read it. */
import type { MockInvoice } from './invoice-factory'

/** Tests may seed rows the real server could send but our factory never makes (bad fields). */
export type StoredInvoice = MockInvoice | (Record<string, unknown> & { id: string })

let rows: StoredInvoice[] = []
/** What `seedLazily` left to build, and the rows built from it so far (not yet in order). */
let pending: { source: Iterator<StoredInvoice>; built: StoredInvoice[] } | undefined

export const invoiceDb = {
  /** Replaces every row; keeps the API's order (invoiceDate newest first, then id). */
  seed(invoices: StoredInvoice[]) {
    pending = undefined
    rows = [...invoices].sort(compareInvoices)
  },
  /**
   * Like `seed`, but the rows are built later: a few at a time (`buildSome`) whenever the caller has
   * time, and the rest on the first read.
   */
  seedLazily(source: Iterable<StoredInvoice>) {
    rows = []
    pending = { source: source[Symbol.iterator](), built: [] }
  },
  /**
   * Builds at least one more of the lazy rows, then more while `hasTime()`. True while some are left
   * to build.
   */
  buildSome(hasTime: () => boolean): boolean {
    if (!pending) return false
    const { source, built } = pending
    do {
      const next = source.next()
      if (next.done) {
        invoiceDb.seed(built)
        return false
      }
      built.push(next.value)
    } while (hasTime())
    return true
  },
  all(): readonly StoredInvoice[] {
    invoiceDb.buildSome(() => true)
    return rows
  },
}

function compareInvoices(a: StoredInvoice, b: StoredInvoice): number {
  const dateA = typeof a.invoiceDate === 'string' ? a.invoiceDate : ''
  const dateB = typeof b.invoiceDate === 'string' ? b.invoiceDate : ''
  if (dateA !== dateB) return dateA < dateB ? 1 : -1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
