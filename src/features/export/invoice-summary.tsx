import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import type { ApiTarget } from '../../lib/api-target'
import type { InvoiceFilters } from '../../api/invoice-filters'
import { invoiceSummaryQuery } from './invoice-summary-query'
import type { WalkProgress } from '../../api/invoice-walker'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import { formatCountOf } from '../../lib/format-count'
import { CurrencyTotals } from '../../components/currency-totals'

interface InvoiceSummaryProps {
  target: ApiTarget
  filters: InvoiceFilters
}

/** "37 overdue invoices" */
const describeCount = (count: number, status: string | null) =>
  formatCountOf(count, status ? `${status} invoice` : 'invoice')

export function InvoiceSummary({ target, filters }: InvoiceSummaryProps) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<WalkProgress | null>(null)
  const options = invoiceSummaryQuery(target, filters, setProgress)
  const [requested, setRequested] = useState<string | null>(null)
  const key = JSON.stringify(options.queryKey)
  // Runs only when asked for these filters; a summary asked for earlier stays in the cache.
  const query = useQuery({ ...options, enabled: requested === key })

  const cancel = () => {
    setRequested(null)
    void queryClient.cancelQueries({ queryKey: options.queryKey })
  }

  return (
    <div className="invoice-summary">
      {query.isFetching ? (
        <WalkProgressBar
          label="Summary progress"
          cancelLabel="Cancel summary"
          progress={progress}
          onCancel={cancel}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setProgress(null)
            setRequested(key)
          }}
          disabled={query.data !== undefined}
        >
          Summarize
        </button>
      )}
      <p role="status" className="invoice-summary-result">
        {query.data && (
          <Fragment>
            {/* "37 overdue invoices · $12,345.00 · €2,000.00" */}
            <strong>
              {describeCount(query.data.count, filters.status)}
              {query.data.totals.length > 0 && ' · '}
              <CurrencyTotals totals={query.data.totals} />
            </strong>
            {query.data.totalChanged && ' (invoices changed during the count: run it again later)'}
          </Fragment>
        )}
        {query.isError && 'The summary could not be completed.'}
      </p>
    </div>
  )
}
