/**
 * Sorting a loaded set by a column, worked out once per column when the set loads: each invoice's
 * rank (equal values share one), so a header click is a counting sort over integers rather than
 * 800,000 collator comparisons. The order is the one the sort promises: stable (ties keep the
 * API's order), missing or malformed values last in both directions, amounts grouped by currency
 * (currencies in order whatever the direction) and only compared within one.
 */
import type { Invoice } from './invoice-schema'
import type { SortKey } from './invoice-sort'
import { currencyCode } from '../lib/format-money'
import { isIsoDate } from '../lib/iso-date'
import { stableSort } from '../lib/stable-sort'
import type { SlicedWork } from '../lib/time-slices'

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

// Most comparisons are within one group (every column but the amount has only ''): skip the collator.
const compareGroups = (a: Comparable, b: Comparable) =>
  a.group === b.group ? 0 : collator.compare(a.group, b.group)

function compareValues(a: Comparable, b: Comparable): number {
  if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value
  return collator.compare(String(a.value), String(b.value))
}

/** The rank of an invoice whose value is missing or malformed. */
const MISSING = 0xffffffff

export interface SortRanks {
  /** Per invoice, in the API's order: its value's rank (currency first, then value), or MISSING. */
  ranks: Uint32Array
  /** Per rank: its currency's index (0 for every other column); a group's ranks are consecutive. */
  groupOf: Uint32Array
}

/** Ranks every invoice for one column; pauses as it goes (lib/time-slices). */
export function* rankInvoices(invoices: readonly Invoice[], key: SortKey): SlicedWork<SortRanks> {
  const read = readers[key]
  // Distinct values only: 50,000 invoices hold a few dozen vendors and a few hundred dates.
  const distinct = new Map<string, Comparable>()
  const ids: (string | null)[] = []
  for (let index = 0; index < invoices.length; index += 1) {
    const comparable = read(invoices[index] as Invoice)
    const id = comparable && `${comparable.group}\u0000${String(comparable.value)}`
    if (comparable && id !== null && !distinct.has(id)) distinct.set(id, comparable)
    ids.push(id)
    if (index % 500 === 499) yield
  }
  const sorted = yield* stableSort(
    [...distinct],
    ([, a], [, b]) => compareGroups(a, b) || compareValues(a, b),
  )
  const rankOf = new Map<string, number>()
  const groupOf = new Uint32Array(sorted.length)
  let rank = -1
  let group = 0
  let previous: Comparable | null = null
  for (const [index, [id, comparable]] of sorted.entries()) {
    if (index % 500 === 499) yield
    const newGroup = previous !== null && compareGroups(previous, comparable) !== 0
    if (previous === null || newGroup || compareValues(previous, comparable) !== 0) rank += 1
    if (newGroup) group += 1
    rankOf.set(id, rank)
    groupOf[rank] = group
    previous = comparable
  }
  const ranks = new Uint32Array(ids.length)
  for (const [index, id] of ids.entries()) {
    ranks[index] = id === null ? MISSING : (rankOf.get(id) ?? MISSING)
    if (index % 500 === 499) yield
  }
  return { ranks, groupOf: groupOf.subarray(0, rank + 1) }
}

/**
 * The invoices' positions in display order: a stable counting sort over the ranks, so one pass over
 * the set. Descending reverses the ranks within each currency, never the currencies.
 */
export function sortedPositions({ ranks, groupOf }: SortRanks, descending: boolean): Uint32Array {
  const count = groupOf.length
  // Each rank's slot in display order.
  const slotOf = new Uint32Array(count)
  for (let first = 0; first < count;) {
    let last = first
    while (last + 1 < count && groupOf[last + 1] === groupOf[first]) last += 1
    for (let rank = first; rank <= last; rank += 1)
      slotOf[rank] = descending ? first + last - rank : rank
    first = last + 1
  }
  // Where each slot's invoices start (a prefix sum of the counts); the missing come after them all.
  const starts = new Uint32Array(count + 1)
  let missingAt = 0
  for (const rank of ranks) {
    if (rank === MISSING) continue
    const next = (slotOf[rank] ?? 0) + 1
    starts[next] = (starts[next] ?? 0) + 1
    missingAt += 1
  }
  for (let slot = 1; slot <= count; slot += 1)
    starts[slot] = (starts[slot] ?? 0) + (starts[slot - 1] ?? 0)
  const positions = new Uint32Array(ranks.length)
  ranks.forEach((rank, position) => {
    if (rank === MISSING) {
      positions[missingAt++] = position
      return
    }
    const slot = slotOf[rank] ?? 0
    const at = starts[slot] ?? 0
    positions[at] = position
    starts[slot] = at + 1
  })
  return positions
}
