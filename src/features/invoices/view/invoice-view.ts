/**
 * The invoice view as the URL holds it (the API's filters, then `sort` and `q`) and every change the
 * page makes to it, as plain functions: parse, serialise, and one function per change (patch, clear,
 * sort, page, resize, clamp, follow the server's page size). The hook (use-invoice-url-state.ts)
 * reads the URL and navigates to what these return; a search as typed (`searchView`) is a view it
 * shows before the URL has it.
 */
import {
  defaultInvoiceFilters,
  invoiceFiltersToSearchParams,
  matchFilterNames,
  pageStart,
  parseInvoiceFilters,
  type InvoiceFilters,
  type MatchFilters,
} from '../../../api/invoice-filters'
import { parseSort, sortParam, type InvoiceSort } from '../../../api/invoice-sort'
import { formatCountOf } from '../../../lib/format-count'

/** What the four user-facing filters can be set to; rows per page and position are not filters. */
export type FilterPatch = Partial<MatchFilters>

const filterFields = matchFilterNames

/** Sorting and search: in the URL beside the filters, answered locally, never sent to the API. */
export interface LocalViewParams {
  sort: InvoiceSort | null
  query: string
}

export interface InvoiceView {
  filters: InvoiceFilters
  /** `sort` and `q`: true of the whole matching set only when it is loaded. */
  local: LocalViewParams
}

export function hasActiveFilters(filters: InvoiceFilters): boolean {
  return filterFields.some((field) => filters[field] !== defaultInvoiceFilters[field])
}

/** The page, from 1, that a view's position is on. */
export const pageNumberOf = ({ offset, limit }: Pick<InvoiceFilters, 'offset' | 'limit'>) =>
  Math.floor(offset / limit) + 1

/** The offset of the last page that holds rows, for a total that may have shrunk. */
export const lastPageOffset = (total: number, limit: number) =>
  pageStart(Math.max(0, total - 1), limit)

/**
 * Reads the view from search params; never throws, always valid. `rememberedLimit` replaces the
 * page size (the device's preference, for the entry the page was opened at); `corrections` says
 * what a bad URL had wrong, one sentence each.
 */
export function parseInvoiceView(
  params: URLSearchParams,
  rememberedLimit: number | null = null,
): { view: InvoiceView; corrections: string[] } {
  const parsed = parseInvoiceFilters(params)
  const rawSort = params.get('sort')
  const sort = parseSort(rawSort)
  const corrections = [...parsed.corrections]
  if (rawSort !== null && sort === null) corrections.push(`Unknown sort "${rawSort}" was ignored.`)
  const filters =
    rememberedLimit === null ? parsed.filters : { ...parsed.filters, limit: rememberedLimit }
  return { view: { filters, local: { sort, query: params.get('q') ?? '' } }, corrections }
}

/** The whole view as search params, defaults left out: the API's filters, then `sort` and `q`. */
export function invoiceViewSearchParams({ filters, local }: InvoiceView): URLSearchParams {
  const params = invoiceFiltersToSearchParams(filters)
  if (local.sort) params.set('sort', sortParam(local.sort))
  if (local.query !== '') params.set('q', local.query)
  return params
}

/** Carried on a history entry (never in the URL): why it was adjusted, and whether it was a reset. */
export interface InvoiceNavigationState {
  notice?: string[]
  clearedFilters?: boolean
}

export function readNavigationState(state: unknown): InvoiceNavigationState {
  if (typeof state !== 'object' || state === null) return {}
  const result: InvoiceNavigationState = {}
  if ('notice' in state && Array.isArray(state.notice))
    result.notice = state.notice.filter((line): line is string => typeof line === 'string')
  if ('clearedFilters' in state && state.clearedFilters === true) result.clearedFilters = true
  return result
}

/** Where a change leads: the next view and how its history entry is written. */
export interface ViewNavigation {
  next: InvoiceView
  /** Replace the current entry instead of pushing one. */
  replace: boolean
  state: InvoiceNavigationState | null
}

/** One change to the view: the navigation it asks for, or null when it changes nothing. */
export type InvoiceViewChange<A extends unknown[]> = (
  view: InvoiceView,
  ...args: A
) => ViewNavigation | null

const to = (
  next: InvoiceView,
  replace = false,
  state: InvoiceNavigationState | null = null,
): ViewNavigation => ({ next, replace, state })

/** Filters: a new entry, back to the first page; nothing if unchanged. */
export function patchFilters({ filters, local }: InvoiceView, patch: FilterPatch) {
  const next = { ...filters, ...patch, offset: 0 }
  if (filterFields.every((field) => next[field] === filters[field])) return null
  return to({ filters: next, local })
}

/** "Clear filters": rows per page and the sort are preferences, not filters, and stay. */
export function clearFilters(view: InvoiceView) {
  const next = {
    filters: { ...defaultInvoiceFilters, limit: view.filters.limit },
    local: { ...view.local, query: '' },
  }
  const unchanged = String(invoiceViewSearchParams(next)) === String(invoiceViewSearchParams(view))
  // Replacing when nothing changes still resets unsent drafts, without a duplicate entry.
  return to(next, unchanged, { clearedFilters: true })
}

/** A header's sort: a new entry, from the first page. */
export function sortView({ filters, local }: InvoiceView, sort: InvoiceSort | null) {
  return to({ filters: { ...filters, offset: 0 }, local: { ...local, sort } })
}

/**
 * Search as typed, from its first page: shown at once and written once typing settles
 * (use-invoice-url-state.ts), so Back does not step through every keystroke.
 */
export function searchView({ filters, local }: InvoiceView, query: string): InvoiceView {
  return { filters: { ...filters, offset: 0 }, local: { ...local, query } }
}

/**
 * The search written to the URL: one typed into a view without one gets an entry of its own, so
 * Back returns to that view, as from a filter; a search refined or erased rewrites the entry.
 */
export const searchChange = (view: InvoiceView, query: string) =>
  to(searchView(view, query), view.local.query !== '' || query === '')

export function pageAt({ filters, local }: InvoiceView, offset: number) {
  if (offset === filters.offset) return null
  return to({ filters: { ...filters, offset }, local })
}

/** "Next page" and "Previous page": a step from the view, never before the first page. */
export function stepPage(view: InvoiceView, pages: 1 | -1) {
  return pageAt(view, Math.max(0, view.filters.offset + pages * view.filters.limit))
}

/** Rows per page: the first row on screen stays in view rather than jumping back to the start. */
export function resizePage({ filters, local }: InvoiceView, limit: number) {
  if (limit === filters.limit) return null
  return to({
    filters: { ...filters, limit, offset: pageStart(filters.offset, limit) },
    local,
  })
}

/**
 * The server applies a smaller page than asked and said so: pages follow its size, so "Next page"
 * does not skip the rows it held back. The first row asked for stays in view, on a page of the new
 * size (as with "Rows per page").
 */
export function followServerPageSize({ filters, local }: InvoiceView, applied: number) {
  if (applied >= filters.limit) return null
  const notice = [
    `The server sends at most ${formatCountOf(applied, 'invoice')} a page; rows per page follow it.`,
  ]
  const offset = pageStart(filters.offset, applied)
  return to({ filters: { ...filters, limit: applied, offset }, local }, true, { notice })
}

/** The total shrank below the position (rows deleted, an old link): the last page with rows. */
export function clampToTotal({ filters, local }: InvoiceView, total: number) {
  if (filters.offset === 0 || filters.offset < total) return null
  const notice = [`That page no longer exists; showing the ${total ? 'last' : 'first'} page.`]
  const offset = lastPageOffset(total, filters.limit)
  return to({ filters: { ...filters, offset }, local }, true, { notice })
}
