import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import type { ApiTarget } from '../../lib/api-target'
import type { InvoiceFilters } from '../../api/invoice-filters'
import {
  furthestOffsetWithRows,
  hasInvoiceList,
  invoiceQueries,
  loadInvoiceList,
} from '../../api/invoice-queries'
import type { Invoice } from '../../api/invoice-schema'
import { CompactPager } from './compact-pager'
import { focusTableTop } from './focus-table-top'
import { InvoiceErrorAlert } from './invoice-error-alert'
import { InvoiceFilterBar } from './invoice-filter-bar'
import { InvoicePagination } from './invoice-pagination'
import { InvoiceTable } from './invoice-table'
import { pageReport, staleRowsText } from './page-report'
import { RetryStatus } from './retry-status'
import { UrlCorrectionNotice } from './url-correction-notice'
import { hasActiveFilters, useInvoiceUrlState } from './use-invoice-url-state'
import { usePrefetchNextPage } from './use-prefetch-next-page'
import './invoice-results.css'

const noInvoices: Invoice[] = []

const ServerAnswerNotice = lazy(() =>
  import('./server-answer-notice').then((module) => ({ default: module.ServerAnswerNotice })),
)

interface InvoicesPageProps {
  target: ApiTarget
  settingsPath: string
  /** Actions on every invoice matching the filters (export, summary), shown above the table. */
  actions?: (filters: InvoiceFilters, total: number | null) => ReactNode
}

export function InvoicesPage({ target, settingsPath, actions }: InvoicesPageProps) {
  const queryClient = useQueryClient()
  const view = useInvoiceUrlState({
    // The next view's request leaves with the click, not after the page has re-rendered for the
    // new URL; the page's query then finds it in flight (or the cache answers, sending nothing).
    onShow: (next) => {
      void loadInvoiceList(queryClient, target, next)
    },
    // A cached view (the prefetched next page, a page seen before) shows within the click.
    isReady: (next) => hasInvoiceList(queryClient, target, next),
  })
  const { filters } = view
  const filtersActive = hasActiveFilters(filters)
  const filterBarRef = useRef<HTMLDivElement>(null)
  const resultsRef = useRef<HTMLElement>(null)

  const query = useQuery({
    ...invoiceQueries.list(target, filters),
    placeholderData: keepPreviousData,
  })
  const page = query.data
  const invoices = page?.invoices ?? noInvoices
  const stale = query.isPlaceholderData
  // The pager, the live region and the notices all read this one report of the URL's view.
  const report = pageReport(filters, page, stale)

  // The total for exactly these filters, once it has arrived and can be true (not a placeholder's).
  const settledTotal = stale || !page ? undefined : (report.total ?? undefined)
  usePrefetchNextPage(target, filters, settledTotal)
  const keepWithinTotal = useEffectEvent(view.keepWithinTotal)
  useEffect(() => {
    if (settledTotal !== undefined) keepWithinTotal(settledTotal)
  }, [settledTotal, filters.offset, filters.limit])

  const showPage = (offset: number) => {
    view.goToOffset(offset)
    focusTableTop(resultsRef.current)
  }
  const pageWithRows = report.emptyPage
    ? (furthestOffsetWithRows(queryClient, target, filters) ?? 0)
    : null
  const clearFilters = () => {
    view.clearFilters()
    filterBarRef.current?.focus()
  }

  return (
    <>
      <a
        href="#invoice-results"
        className="skip-link"
        onClick={(event) => {
          // Focus moves without a fragment in the URL, which is the view's state.
          event.preventDefault()
          resultsRef.current?.focus()
        }}
      >
        Skip to results
      </a>
      <h1>Invoices</h1>
      <UrlCorrectionNotice
        lines={view.notice}
        onDismiss={() => {
          view.dismissNotice()
          filterBarRef.current?.focus()
        }}
      />
      <InvoiceFilterBar
        ref={filterBarRef}
        filters={filters}
        filtersActive={filtersActive}
        sync={view.draftSync}
        onChange={view.applyFilters}
        onClear={view.clearFilters}
      />
      {query.isError && (
        <InvoiceErrorAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          settingsPath={settingsPath}
        />
      )}
      {actions?.(filters, settledTotal ?? null)}
      <section id="invoice-results" ref={resultsRef} tabIndex={-1} aria-label="Results">
        <RetryStatus
          failureReason={query.failureReason}
          failureCount={query.failureCount}
          retrying={query.isFetching && !query.isError}
        />
        {stale && page && (
          <p className="notice notice-info stale-rows-notice">
            {staleRowsText(filters, page, query.fetchStatus === 'paused')}
          </p>
        )}
        {page && (report.doubtful || pageWithRows !== null) && (
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
                          : Math.floor(pageWithRows / filters.limit) + 1,
                      onGo: () => {
                        showPage(pageWithRows)
                      },
                    }
              }
            />
          </Suspense>
        )}
        <CompactPager
          report={report}
          onPrevious={() => {
            showPage(Math.max(0, filters.offset - filters.limit))
          }}
          onNext={() => {
            showPage(filters.offset + filters.limit)
          }}
        />
        <InvoiceTable invoices={invoices} loading={query.isPending} stale={stale} />
      </section>
      <InvoicePagination
        filters={filters}
        report={report}
        noMatches={report.noMatches}
        filtersActive={filtersActive}
        onOffsetChange={showPage}
        onPageSizeChange={view.setPageSize}
        onClearFilters={clearFilters}
      />
    </>
  )
}
