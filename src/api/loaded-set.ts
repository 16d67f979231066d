/**
 * The loaded set: every invoice matching some filters, fetched once by the walker and then
 * searched, sorted, filtered and paged locally with no request. It lives in the query cache only
 * (memory: never Web Storage), one set per connection, so the cache's clearing on a connection
 * change drops it, and the invoice list, the export, the summary and aging all read the same set.
 */
import type { LoadShortfall } from './describe-walk-result'
import type { ApiTarget } from '../lib/api-target'
import { heldQuery } from './held-query'
import type { InvoicePage } from './invoice-api'
import type { InvoiceFilters } from './invoice-filters'
import type { Invoice } from './invoice-schema'
import type { InvoiceSort } from './invoice-sort'
import type { MatchFilters } from './invoice-filters'
import { isWithinScope } from './loaded-scope'

export interface LoadedSet {
  /** The filters the set was loaded for: it answers these and any narrower ones. */
  scope: MatchFilters
  /** Every invoice once, in the API's order. */
  invoices: Invoice[]
  /** When the walk finished (ms since the epoch). */
  loadedAt: number
  /** How the load fell short of what the server said, in words; `null` when it got everything. */
  shortfall: LoadShortfall | null
  /** A view answered from the set: the filters, then the search, then the sort (loaded-set-engine.ts). */
  view: (filters: MatchFilters, query: string, sort: InvoiceSort | null) => LocalView
}

export const scopeOf = ({ status, vendor, startDate, endDate }: MatchFilters): MatchFilters => ({
  status,
  vendor,
  startDate,
  endDate,
})

export const loadedSetQueries = {
  // One set per connection: the target's id stands for the connection (never the key itself). Read
  // only: a set is loaded by `loadSet` when the user asks, never by a component mounting.
  current: (target: ApiTarget) => heldQuery<LoadedSet>(['invoices', 'loaded-set', target.id]),
}

/** The set when it holds every invoice of these filters, else null. */
export function setCovering(set: LoadedSet | undefined, filters: MatchFilters): LoadedSet | null {
  return set && isWithinScope(set.scope, filters) ? set : null
}

export interface LocalView {
  /** Matching invoices in display order (filtered, searched, sorted). */
  invoices: Invoice[]
  /** The set's `shortfall` note: every count of the view says it came from a set that fell short. */
  shortfall: string | null
}

/**
 * The loaded set's answer to the view on screen, for the actions over every matching invoice: the
 * invoices in display order, the search that narrowed them ('' for none), and how the set fell
 * short of the server's answer.
 */
export interface LoadedAnswer {
  invoices: Invoice[]
  search: string
  shortfall: LoadShortfall | null
}

/** One page of a local view, shaped like a server page so the table and pager need no second path. */
export function localPage(view: LocalView, filters: InvoiceFilters): InvoicePage {
  return {
    request: filters,
    invoices: view.invoices.slice(filters.offset, filters.offset + filters.limit),
    total: view.invoices.length,
    limit: filters.limit,
    offset: filters.offset,
    extraRows: 0,
    rateLimitRemaining: null,
    cachedAt: null,
    loadedShortfall: view.shortfall,
  }
}
