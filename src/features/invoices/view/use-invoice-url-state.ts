/**
 * The invoice view as the URL holds it, and every way the page changes it: filters push a history
 * entry and go back to the first page, paging pushes one, corrections replace the entry they fix.
 */
import { startTransition, useEffect, useMemo, useState } from 'react'
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router'
import {
  DEFAULT_LIMIT,
  defaultInvoiceFilters,
  invoiceFiltersToSearchParams,
  parseInvoiceFilters,
  type InvoiceFilters,
} from '../../../api/invoice-filters'
import { parseSort, sortParam, type InvoiceSort } from '../../../api/invoice-sort'
import { openingPageSize } from './opening-invoice-filters'
import { rememberPageSize } from '../pagination/rows-per-page-preference'
import type { DraftSync } from '../filters/use-draft'

/** What the four user-facing filters can be set to; rows per page and position are not filters. */
export type FilterPatch = Partial<
  Pick<InvoiceFilters, 'status' | 'vendor' | 'startDate' | 'endDate'>
>

const filterFields = ['status', 'vendor', 'startDate', 'endDate'] as const

/** Sorting and search: in the URL beside the filters, answered locally, never sent to the API. */
export interface LocalViewParams {
  sort: InvoiceSort | null
  query: string
}

/** The whole view as search params: the API's filters, then `sort` and `q`. */
function viewSearchParams(filters: InvoiceFilters, { sort, query }: LocalViewParams) {
  const params = invoiceFiltersToSearchParams(filters)
  if (sort) params.set('sort', sortParam(sort))
  if (query !== '') params.set('q', query)
  return params
}

function parseLocalViewParams(params: URLSearchParams) {
  const rawSort = params.get('sort')
  const sort = parseSort(rawSort)
  const corrections =
    rawSort !== null && sort === null ? [`Unknown sort "${rawSort}" was ignored.`] : []
  return { local: { sort, query: params.get('q') ?? '' }, corrections }
}

export function hasActiveFilters(filters: InvoiceFilters): boolean {
  return filterFields.some((field) => filters[field] !== defaultInvoiceFilters[field])
}

/** Carried on a history entry (never in the URL): why it was adjusted, and whether it was a reset. */
interface InvoiceNavigationState {
  notice?: string[]
  clearedFilters?: boolean
}

function readNavigationState(state: unknown): InvoiceNavigationState {
  if (typeof state !== 'object' || state === null) return {}
  const result: InvoiceNavigationState = {}
  if ('notice' in state && Array.isArray(state.notice))
    result.notice = state.notice.filter((line): line is string => typeof line === 'string')
  if ('clearedFilters' in state && state.clearedFilters === true) result.clearedFilters = true
  return result
}

/** The offset of the last page that holds rows, for a total that may have shrunk. */
export const lastPageOffset = (total: number, limit: number) =>
  total > 0 ? Math.floor((total - 1) / limit) * limit : 0

interface InvoiceUrlStateOptions {
  /** Called with the view about to be shown, before the URL changes (to start loading it). */
  onShow?: (next: InvoiceFilters) => void
  /**
   * Whether a view's rows are already at hand (cached). Such a view is shown within the click, in
   * one render; any other view changes in a transition, so a quick response can take the place of
   * the interim render of the old rows marked stale. Without it, every change is a transition.
   */
  isReady?: (next: InvoiceFilters) => boolean
}

export function useInvoiceUrlState({ onShow, isReady }: InvoiceUrlStateOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()

  // The remembered page size applies only to the entry the page was opened at, and only when that
  // URL named no filter at all (see ../pagination/rows-per-page-preference.ts).
  const [entry] = useState(() => ({
    key: location.key,
    limit: openingPageSize(searchParams),
  }))
  const applyRemembered = location.key === entry.key && entry.limit !== DEFAULT_LIMIT

  const { filters, local, corrections } = useMemo(() => {
    const parsed = parseInvoiceFilters(searchParams)
    const extras = parseLocalViewParams(searchParams)
    return {
      filters: applyRemembered ? { ...parsed.filters, limit: entry.limit } : parsed.filters,
      local: extras.local,
      corrections: [...parsed.corrections, ...extras.corrections],
    }
  }, [searchParams, applyRemembered, entry.limit])

  // A bad or incomplete URL is never sent: the query already uses the corrected filters, and the
  // entry is rewritten in place to match them, with the reasons kept for the notice.
  const needsRewrite = corrections.length > 0 || applyRemembered
  useEffect(() => {
    if (!needsRewrite) return
    const state: InvoiceNavigationState | null = corrections.length ? { notice: corrections } : null
    setSearchParams(viewSearchParams(filters, local), { replace: true, state })
  }, [needsRewrite, corrections, filters, local, setSearchParams])

  const navigationState = readNavigationState(location.state)

  const show = (
    next: InvoiceFilters,
    {
      replace = false,
      state = null,
      nextLocal = local,
    }: {
      replace?: boolean
      state?: InvoiceNavigationState | null
      nextLocal?: LocalViewParams
    },
  ) => {
    onShow?.(next)
    const changeUrl = () => {
      setSearchParams(viewSearchParams(next, nextLocal), { replace, state })
    }
    // The router leaves the urgency to the caller (app.tsx): this is where it is decided.
    if (isReady?.(next)) changeUrl()
    else startTransition(changeUrl)
  }

  return {
    filters,
    /** `sort` and `q`: true of the whole matching set only when it is loaded. */
    local,
    notice: navigationState.notice ?? [],
    /** Drafts in the filter inputs yield to the URL on Back/Forward and after "Clear filters". */
    draftSync: {
      key: location.key,
      force: navigationType === NavigationType.Pop || navigationState.clearedFilters === true,
    } satisfies DraftSync,

    /** Changes filters: back to the first page, one new history entry; nothing if unchanged. */
    applyFilters: (patch: FilterPatch) => {
      const next = { ...filters, ...patch, offset: 0 }
      if (filterFields.every((field) => next[field] === filters[field])) return
      show(next, {})
    },

    clearFilters: () => {
      // Rows per page and the sort are preferences, not filters: they stay; the search goes.
      const next = { ...defaultInvoiceFilters, limit: filters.limit }
      const nextLocal = { ...local, query: '' }
      const unchanged =
        viewSearchParams(next, nextLocal).toString() === viewSearchParams(filters, local).toString()
      // Replacing when nothing changes still resets unsent drafts, without a duplicate entry.
      show(next, { replace: unchanged, state: { clearedFilters: true }, nextLocal })
    },

    /** A header's sort: a new history entry, back to the first page. */
    setSort: (sort: InvoiceSort | null) => {
      show({ ...filters, offset: 0 }, { nextLocal: { ...local, sort } })
    },

    /** Search as typed: the entry is replaced, so Back does not step through every keystroke. */
    setQuery: (query: string) => {
      if (query === local.query) return
      show({ ...filters, offset: 0 }, { replace: true, nextLocal: { ...local, query } })
    },

    goToOffset: (offset: number) => {
      if (offset === filters.offset) return
      show({ ...filters, offset }, {})
    },

    setPageSize: (limit: number) => {
      rememberPageSize(limit)
      if (limit === filters.limit) return
      // Keep the first row on screen in view rather than jumping back to the start.
      show({ ...filters, limit, offset: Math.floor(filters.offset / limit) * limit }, {})
    },

    /** When the total shrank below the position (rows deleted, an old link), go to the last page. */
    keepWithinTotal: (total: number) => {
      if (filters.offset === 0 || filters.offset < total) return
      const offset = lastPageOffset(total, filters.limit)
      const notice = [
        total === 0
          ? 'That page no longer exists; showing the first page.'
          : 'That page no longer exists; showing the last page.',
      ]
      show({ ...filters, offset }, { replace: true, state: { notice } })
    },

    dismissNotice: () => {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      )
    },
  }
}
