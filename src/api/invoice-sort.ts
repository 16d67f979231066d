/**
 * Sorting a loaded set by a column: `sort=amount` ascending, `sort=-amount` descending, absent for
 * the API's own order. What the URL and the headers need; the sorting itself (stable, bad values
 * last, amounts grouped by currency) is in sort-ranks.ts, loaded with the set.
 */

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

/** True for a column the loaded set sorts by. */
export const isSortKey = (value: string): value is SortKey =>
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
