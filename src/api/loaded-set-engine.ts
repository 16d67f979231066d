/**
 * The loaded set's local engine, in a chunk of its own (loaded-set.ts imports it when a load
 * starts): only users who load a set download it. What a view needs that no query changes is worked
 * out once as the set arrives, in slices that leave the main thread free (no task near 100 ms over
 * 50,000 invoices): each invoice's folded search text and each column's sort ranks. A view is then a
 * scan of the texts (only the previous matches when the query only grew), an order per column and
 * direction (a counting sort, kept), and a pass for the filters.
 */
import { mapInSlices, runInSlices, type SlicedWork } from '../lib/time-slices'
import type { LoadShortfall } from './describe-walk-result'
import type { Invoice } from './invoice-schema'
import { matchingPositions, narrows, searchTextOf, searchWords } from './invoice-search'
import { sortKeys, sortParam, type InvoiceSort, type SortKey } from './invoice-sort'
import type { MatchFilters } from './invoice-filters'
import { matchesFilters } from './loaded-scope'
import { scopeOf, type LoadedSet, type LocalView } from './loaded-set'
import { rankInvoices, sortedPositions, type SortRanks } from './sort-ranks'

interface Prepared {
  searchTexts: string[]
  ranks: Record<SortKey, SortRanks>
}

function* prepare(invoices: readonly Invoice[]): SlicedWork<Prepared> {
  const searchTexts = yield* mapInSlices(invoices, searchTextOf)
  const ranks = {} as Record<SortKey, SortRanks>
  for (const key of sortKeys) ranks[key] = yield* rankInvoices(invoices, key)
  return { searchTexts, ranks }
}

/** The view function of a prepared set, with what it keeps between views. */
function viewOf(
  invoices: readonly Invoice[],
  { searchTexts, ranks }: Prepared,
  shortfall: string | null,
) {
  const orders = new Map<string, Uint32Array>()
  const orderFor = (sort: InvoiceSort) => {
    const id = sortParam(sort)
    let order = orders.get(id)
    if (!order) {
      order = sortedPositions(ranks[sort.key], sort.descending)
      orders.set(id, order)
    }
    return order
  }
  let lastSearch: { words: string[]; positions: number[] } | null = null
  const search = (words: string[]) => {
    const within = lastSearch && narrows(lastSearch.words, words) ? lastSearch.positions : undefined
    lastSearch = { words, positions: matchingPositions(searchTexts, words, within) }
    return lastSearch.positions
  }

  return (filters: MatchFilters, query: string, sort: InvoiceSort | null): LocalView => {
    const words = searchWords(query)
    // Positions in API order, or null for every invoice.
    const found = words.length === 0 ? null : search(words)
    const shown: Invoice[] = []
    const show = (position: number) => {
      const invoice = invoices[position]
      if (invoice && matchesFilters(invoice, filters)) shown.push(invoice)
    }
    if (sort) {
      const order = orderFor(sort)
      if (found) {
        const isFound = new Uint8Array(invoices.length)
        for (const position of found) isFound[position] = 1
        for (const position of order) if (isFound[position]) show(position)
      } else order.forEach(show)
    } else if (found) found.forEach(show)
    else for (let position = 0; position < invoices.length; position += 1) show(position)
    return { invoices: shown, shortfall }
  }
}

/** A set ready to answer views; prepared in slices, and abandoned if `signal` aborts. */
export async function prepareLoadedSet(
  scope: MatchFilters,
  invoices: Invoice[],
  shortfall: LoadShortfall | null,
  { loadedAt = Date.now(), signal }: { loadedAt?: number; signal?: AbortSignal } = {},
): Promise<LoadedSet> {
  const prepared = await runInSlices(prepare(invoices), { signal })
  return {
    scope: scopeOf(scope),
    invoices,
    loadedAt,
    shortfall,
    view: viewOf(invoices, prepared, shortfall?.note ?? null),
  }
}
