/**
 * Sorting a loaded set by a column: `sort=amount` ascending, `sort=-amount` descending, absent for
 * the API's own order. Stable (ties keep the API's order); missing or malformed values always sort
 * last, whichever the direction; amounts are grouped by currency and only compared within one.
 */
import type { Invoice } from './invoice-schema'
import { currencyCode } from '../lib/format-money'
import { isIsoDate } from '../lib/iso-date'

export const sortKeys = [
  'invoiceNumber',
  'vendor',
  'amount',
  'invoiceDate',
  'dueDate',
  'status',
] as const
export type SortKey = (typeof sortKeys)[number]

export interface InvoiceSort {
  key: SortKey
  descending: boolean
}

const isSortKey = (value: string): value is SortKey =>
  (sortKeys as readonly string[]).includes(value)

/** Reads `sort` from the URL; anything that is not a known column is no sort. */
export function parseSort(value: string | null): InvoiceSort | null {
  if (value === null) return null
  const descending = value.startsWith('-')
  const key = descending ? value.slice(1) : value
  return isSortKey(key) ? { key, descending } : null
}

export const sortParam = ({ key, descending }: InvoiceSort) => (descending ? `-${key}` : key)

/** A header click: ascending, then descending, then the API's order. */
export function nextSort(current: InvoiceSort | null, key: SortKey): InvoiceSort | null {
  if (current?.key !== key) return { key, descending: false }
  return current.descending ? null : { key, descending: true }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** A value to compare, or null when it is missing or malformed (it then sorts last). */
type Comparable = { group: string; value: string | number }

const textOf = (value: string | null | undefined): Comparable | null =>
  typeof value === 'string' && value.trim() !== '' ? { group: '', value: value.trim() } : null

const dateOf = (value: string | null | undefined): Comparable | null =>
  typeof value === 'string' && isIsoDate(value) ? { group: '', value } : null

const readers: Record<SortKey, (invoice: Invoice) => Comparable | null> = {
  invoiceNumber: (invoice) => textOf(invoice.invoiceNumber),
  vendor: (invoice) => textOf(invoice.vendor),
  status: (invoice) => textOf(invoice.status),
  invoiceDate: (invoice) => dateOf(invoice.invoiceDate),
  dueDate: (invoice) => dateOf(invoice.dueDate),
  amount: ({ amount, currency }) => {
    const code = currencyCode(currency)
    return typeof amount === 'number' && Number.isFinite(amount) && code !== null
      ? { group: code, value: amount }
      : null
  },
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/** A sorted copy; the input (the API's order) is left as it is. */
export function sortInvoices<T extends Invoice>(
  invoices: readonly T[],
  sort: InvoiceSort | null,
): T[] {
  if (!sort) return [...invoices]
  const read = readers[sort.key]
  const direction = sort.descending ? -1 : 1
  const keyed = invoices.map((invoice, index) => ({ invoice, index, key: read(invoice) }))
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key === b.key) return a.index - b.index
      return a.key === null ? 1 : -1
    }
    return (
      collator.compare(a.key.group, b.key.group) ||
      direction * compareValues(a.key.value, b.key.value) ||
      a.index - b.index
    )
  })
  return keyed.map(({ invoice }) => invoice)
}
