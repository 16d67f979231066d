import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import type { ApiTarget } from '../../lib/api-target'
import type { InvoiceFilters } from '../../api/invoice-filters'
import { hasInvoiceList, invoiceQueries, loadInvoiceList } from '../../api/invoice-queries'
import type { Invoice } from '../../api/invoice-schema'
import { focusTableTop } from './focus-table-top'
import { InvoiceErrorAlert } from './invoice-error-alert'
import { InvoiceFilterBar } from './invoice-filter-bar'
import { InvoicePagination } from './invoice-pagination'
import { InvoiceTable } from './invoice-table'
import { SharedAnswerNote } from './shared-answer-note'
import { UrlCorrectionNotice } from './url-correction-notice'
import { hasActiveFilters, useInvoiceUrlState } from './use-invoice-url-state'
import { usePrefetchNextPage } from './use-prefetch-next-page'

const noInvoices: Invoice[] = []

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
  const resultsRef = useRef<HTMLDivElement>(null)

  const query = useQuery({
    ...invoiceQueries.list(target, filters),
    placeholderData: keepPreviousData,
  })
  const page = query.data
  const invoices = page?.invoices ?? noInvoices

  // The total for exactly these filters, once it has arrived (not a placeholder's).
  const settledTotal = query.isPlaceholderData ? undefined : page?.total
  usePrefetchNextPage(target, filters, settledTotal)
  const keepWithinTotal = useEffectEvent(view.keepWithinTotal)
  useEffect(() => {
    if (settledTotal !== undefined) keepWithinTotal(settledTotal)
  }, [settledTotal, filters.offset, filters.limit])

  const showPage = (offset: number) => {
    view.goToOffset(offset)
    focusTableTop(resultsRef.current)
  }
  const clearFilters = () => {
    view.clearFilters()
    filterBarRef.current?.focus()
  }

  return (
    <>
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
      <SharedAnswerNote cachedAt={query.isPlaceholderData ? null : page?.cachedAt} />
      <div ref={resultsRef}>
        <InvoiceTable
          invoices={invoices}
          loading={query.isPending}
          stale={query.isPlaceholderData}
        />
      </div>
      <InvoicePagination
        filters={filters}
        page={page}
        filtersActive={filtersActive}
        onOffsetChange={showPage}
        onPageSizeChange={view.setPageSize}
        onClearFilters={clearFilters}
      />
    </>
  )
}
