import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Suspense,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react'
import { loadedSetQueries, localPage, setCovering, type LoadedAnswer } from '../../api/loaded-set'
import type { ApiTarget } from '../../lib/api-target'
import type { InvoiceFilters } from '../../api/invoice-filters'
import {
  furthestOffsetWithRows,
  hasInvoiceList,
  invoiceQueries,
  loadInvoiceList,
} from '../../api/invoice-queries'
import type { Invoice } from '../../api/invoice-schema'
import { clampedPageSize } from '../../api/invoice-api'
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary'
import { lazyWithRetry } from '../../components/lazy-with-retry'
import { CompactPager } from './pagination/compact-pager'
import { focusTableTop } from './table/focus-table-top'
import { InvoiceErrorAlert } from './results/invoice-error-alert'
import { InvoiceFilterBar } from './filters/invoice-filter-bar'
import { InvoicePagination } from './pagination/invoice-pagination'
import { FreshnessLine } from './results/freshness-line'
import { InvoiceTable } from './table/invoice-table'
import { pageReport, staleRowsText } from './pagination/page-report'
import { RetryStatus } from './results/retry-status'
import { SharedAnswerNote } from './results/shared-answer-note'
import { UrlCorrectionNotice } from './view/url-correction-notice'
import {
  clampToTotal,
  clearFilters,
  followServerPageSize,
  hasActiveFilters,
  pageAt,
  pageNumberOf,
  patchFilters,
  resizePage,
  sortView,
  stepPage,
} from './view/invoice-view'
import { useInvoiceUrlState } from './view/use-invoice-url-state'
import { rememberPageSize } from './pagination/rows-per-page-preference'
import { usePrefetchNextPage } from './pagination/use-prefetch-next-page'
import type { InvoicePageParts } from './page-shortcut-actions'
import './invoices-page.css'

const noInvoices: Invoice[] = []
const RESULTS_ID = 'invoice-results'
/**
 * The results section, looked up by its id: the page's handlers are built while it renders, where a
 * ref may not be read (focus and row moves only happen in events).
 */
const resultsSection = () => document.getElementById(RESULTS_ID)

// Shown only once every matching invoice is loaded, a step the user takes: not in the first page's
// code. Loaded while the set loads, so it comes in the same commit as the loaded rows and "/" finds
// it at once.
const InvoiceSearchBox = lazyWithRetry(() =>
  import('./search/invoice-search-box').then((module) => module.InvoiceSearchBox),
)

// Only a misbehaving server needs its words. Like every lazy part, a failed download fails only
// its spot and is tried again (the page's error boundary would take the whole page down).
const ServerAnswerNotice = lazyWithRetry(() =>
  import('./results/server-answer-notice').then((module) => module.ServerAnswerNotice),
)

interface InvoicesPageProps {
  target: ApiTarget
  settingsPath: string
  /**
   * Actions on every invoice matching the filters (load all, export, summary), shown above the
   * table; `loaded` is the loaded set's answer when it answers the view.
   */
  actions: (filters: InvoiceFilters, total: number | null, loaded: LoadedAnswer | null) => ReactNode
  /** Shown under the heading: saved views. */
  views: ReactNode
  /** The keyboard shortcuts, given the parts of the page they act on. */
  Shortcuts: ComponentType<{ page: InvoicePageParts }>
}

export function InvoicesPage({
  target,
  settingsPath,
  actions,
  views,
  Shortcuts,
}: InvoicesPageProps) {
  const queryClient = useQueryClient()
  // Every invoice of some filters, when the user loaded them: views inside its scope need no request.
  const { data: loadedSet, fetchStatus: loadedSetFetch } = useQuery(
    loadedSetQueries.current(target),
  )
  useEffect(() => {
    if (loadedSetFetch === 'fetching') InvoiceSearchBox.preload()
  }, [loadedSetFetch])
  const covers = (next: InvoiceFilters) => setCovering(loadedSet, next) !== null
  const url = useInvoiceUrlState({
    // The next view's request leaves with the click, not after the page has re-rendered for the
    // new URL; the page's query then finds it in flight (or the cache answers, sending nothing).
    onShow: (next) => (covers(next) ? undefined : loadInvoiceList(queryClient, target, next)),
    // A cached view (the prefetched next page, a page seen before, the loaded set) shows within
    // the click.
    isReady: (next) => covers(next) || hasInvoiceList(queryClient, target, next),
  })
  const { filters, local } = url.view
  const searching = local.query.trim()
  const covering = setCovering(loadedSet, filters)
  const { status, vendor, startDate, endDate } = filters
  const answered = useMemo(
    () => covering?.view({ status, vendor, startDate, endDate }, local.query, local.sort) ?? null,
    [covering, status, vendor, startDate, endDate, local.query, local.sort],
  )
  const needsLoadedSet = !covering && (local.sort !== null || searching !== '')
  const filtersActive = hasActiveFilters(filters)
  const filterBarRef = useRef<HTMLDivElement>(null)

  const listQuery = invoiceQueries.list(target, filters)
  const query = useQuery({
    ...listQuery,
    placeholderData: keepPreviousData,
    enabled: answered ? false : listQuery.enabled,
  })
  const page = answered ? localPage(answered, filters) : query.data
  const invoices = page?.invoices ?? noInvoices
  const stale = !answered && query.isPlaceholderData
  // The pager, the live region and the notices all read this one report of the URL's view.
  const report = pageReport(filters, page, stale, answered ? searching : '')

  // The total for exactly these filters, once it has arrived and can be true (not a placeholder's).
  const settledTotal = stale || !page ? undefined : (report.total ?? undefined)
  // A view the loaded set answers needs no page ahead: its next page is at hand too.
  usePrefetchNextPage(target, filters, answered ? undefined : settledTotal)
  const keepWithinTotal = useEffectEvent(url.correct(clampToTotal))
  useEffect(() => {
    if (settledTotal !== undefined) keepWithinTotal(settledTotal)
  }, [settledTotal, filters.offset, filters.limit])
  const appliedPageSize = stale || answered || !page ? null : clampedPageSize(page)
  const followPageSize = useEffectEvent(url.correct(followServerPageSize))
  useEffect(() => {
    if (appliedPageSize !== null) followPageSize(appliedPageSize)
  }, [appliedPageSize, filters.limit])

  // Focus goes to the new page's table once the page changes (not while the change waits for
  // its answer, when the table still holds the old rows).
  const focusResults = () => {
    focusTableTop(resultsSection())
  }
  const showPage = url.on(pageAt, focusResults)
  // Next and Previous step from the view they change: after a change still waiting, from that one.
  const stepPages = url.on(stepPage, focusResults)
  const resize = url.on(resizePage)
  const clearView = url.on(clearFilters)
  const pageWithRows = report.emptyPage
    ? (furthestOffsetWithRows(queryClient, target, filters) ?? 0)
    : null
  const clearAndFocus = () => {
    clearView()
    filterBarRef.current?.focus()
  }

  return (
    <>
      <a
        href={`#${RESULTS_ID}`}
        className="skip-link"
        onClick={(event) => {
          // Focus moves without a fragment in the URL, which is the view's state.
          event.preventDefault()
          resultsSection()?.focus()
        }}
      >
        Skip to results
      </a>
      <h1>Invoices</h1>
      {views}
      <UrlCorrectionNotice
        lines={url.notice}
        onDismiss={() => {
          url.dismissNotice()
          filterBarRef.current?.focus()
        }}
      />
      <InvoiceFilterBar
        ref={filterBarRef}
        filters={filters}
        filtersActive={filtersActive || searching !== ''}
        sync={url.draftSync}
        onChange={url.on(patchFilters)}
        onClear={clearView}
      />
      {query.isError && (
        <InvoiceErrorAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          settingsPath={settingsPath}
          focusResults={() => resultsSection()?.focus()}
        />
      )}
      {actions(
        filters,
        settledTotal ?? null,
        answered && covering
          ? { invoices: answered.invoices, search: searching, shortfall: covering.shortfall }
          : null,
      )}
      <SharedAnswerNote cachedAt={stale || answered ? null : page?.cachedAt} />
      {needsLoadedSet && (
        <p className="notice notice-info" role="status">
          Sorting and search need all matching invoices: load them to sort and search this view.
        </p>
      )}
      {covering && answered && (
        <ChunkErrorBoundary what="the search box">
          <Suspense fallback={null}>
            <InvoiceSearchBox
              query={local.query}
              onQueryChange={url.typeSearch}
              onSettle={url.settleSearch}
              matches={answered.invoices.length}
              sort={local.sort}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      <section id={RESULTS_ID} tabIndex={-1} aria-label="Results">
        <RetryStatus
          failureReason={query.failureReason}
          failureCount={query.failureCount}
          retrying={query.isFetching && !query.isError}
        />
        {page && (report.doubtful || pageWithRows !== null) && (
          <ChunkErrorBoundary what="the note on the server's answer">
            <Suspense fallback={null}>
              <ServerAnswerNotice
                page={page}
                emptyPage={
                  pageWithRows === null
                    ? null
                    : {
                        total: report.total,
                        pageWithRows:
                          pageWithRows === filters.offset
                            ? null
                            : pageNumberOf({ offset: pageWithRows, limit: filters.limit }),
                        onGo: () => {
                          showPage(pageWithRows)
                        },
                      }
                }
              />
            </Suspense>
          </ChunkErrorBoundary>
        )}
        <CompactPager
          report={report}
          onPrevious={() => {
            stepPages(-1)
          }}
          onNext={() => {
            stepPages(1)
          }}
        />
        <InvoiceTable
          invoices={invoices}
          loading={!answered && query.isPending}
          stale={stale}
          overlay={
            stale &&
            page && (
              <p className="stale-rows-notice">
                {staleRowsText(filters, page, query.fetchStatus === 'paused')}
              </p>
            )
          }
          empty={report.noMatches && !stale}
          sorting={covering ? { sort: local.sort, onSortChange: url.on(sortView) } : null}
          toolbar={
            <FreshnessLine
              updatedAt={covering ? covering.loadedAt : query.dataUpdatedAt}
              onRefresh={covering ? undefined : () => void query.refetch()}
              refreshing={!covering && query.isFetching}
            />
          }
        />
      </section>
      <Shortcuts
        page={{
          filterBar: filterBarRef,
          results: resultsSection,
          focusResults,
          canGoNext: report.canGoNext,
          canGoBack: report.canGoBack,
          stepPages,
        }}
      />
      <InvoicePagination
        filters={filters}
        report={report}
        clearLabel={filtersActive ? 'Clear filters' : searching ? 'Clear search' : null}
        onOffsetChange={showPage}
        onStep={stepPages}
        onPageSizeChange={(limit) => {
          rememberPageSize(limit)
          resize(limit)
        }}
        onClearFilters={clearAndFocus}
      />
    </>
  )
}
