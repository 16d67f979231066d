import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { ApiTarget } from '../../lib/api-target'
import { invoiceFiltersToSearchParams, parseInvoiceFilters } from './api/invoice-filters'
import { invoiceQueries } from './api/invoice-queries'
import type { Invoice } from './api/invoice-schema'
import { InvoiceErrorAlert } from './invoice-error-alert'
import { InvoiceTable } from './invoice-table'

const noInvoices: Invoice[] = []
const countFormat = new Intl.NumberFormat()

interface InvoicesPageProps {
  target: ApiTarget
  settingsPath: string
}

export function InvoicesPage({ target, settingsPath }: InvoicesPageProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const { filters, corrections } = useMemo(() => parseInvoiceFilters(searchParams), [searchParams])

  // A bad value in the URL is never sent: rewrite the URL to what we actually show.
  useEffect(() => {
    if (corrections.length === 0) return
    setSearchParams(invoiceFiltersToSearchParams(filters), { replace: true })
  }, [corrections, filters, setSearchParams])

  const query = useQuery({
    ...invoiceQueries.list(target, filters),
    placeholderData: keepPreviousData,
  })
  const page = query.data
  const invoices = page?.invoices ?? noInvoices

  return (
    <>
      <h1>Invoices</h1>
      {query.isError && (
        <InvoiceErrorAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          settingsPath={settingsPath}
        />
      )}
      <InvoiceTable invoices={invoices} loading={query.isPending} stale={query.isPlaceholderData} />
      <p role="status" aria-live="polite" className="result-summary">
        {page && page.total === 0 && 'No invoices match these filters'}
        {page &&
          page.total > 0 &&
          invoices.length > 0 &&
          `Showing ${countFormat.format(page.offset + 1)}–${countFormat.format(page.offset + invoices.length)} of ${countFormat.format(page.total)} invoices`}
      </p>
    </>
  )
}
