import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { InvoiceFilters } from '../../api/invoice-filters'
import type { WalkProgress } from '../../api/invoice-walker'
import { cancelSet, loadedSetQueries, loadSet, scopeOf, setCovering } from '../../api/loaded-set'
import { planWalk } from '../../api/walk-plan'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import type { ApiTarget } from '../../lib/api-target'
import { formatCount, formatCountOf } from '../../lib/format-count'
import { loadedWhenText } from '../../lib/format-freshness'
import { useNow } from '../../lib/use-now'
import './load-all-invoices.css'

interface LoadAllInvoicesProps {
  target: ApiTarget
  filters: InvoiceFilters
  /** Invoices matching the filters, from the page on screen; null while unknown. */
  total: number | null
  requestsPerMinute: number
}

type Step = { step: 'idle'; message?: string } | { step: 'confirming' } | { step: 'running' }

/**
 * "Load all matching invoices": walks every page once at the plan's pace, then the page works on
 * the set locally. Says what it will cost first, and asks when it outlasts a rate window.
 */
export function LoadAllInvoices({
  target,
  filters,
  total,
  requestsPerMinute,
}: LoadAllInvoicesProps) {
  const queryClient = useQueryClient()
  const { data: set } = useQuery(loadedSetQueries.current(target))
  const covering = setCovering(set, filters)
  const [state, setState] = useState<Step>({ step: 'idle' })
  const [progress, setProgress] = useState<WalkProgress | null>(null)
  const cancelled = useRef(false)
  // Read through a function: the flag changes while the walk is awaited.
  const wasCancelled = () => cancelled.current
  const now = useNow()

  const start = async (scope = scopeOf(filters)) => {
    cancelled.current = false
    setProgress(null)
    setState({ step: 'running' })
    try {
      const loaded = await loadSet(
        queryClient,
        target,
        async (signal) => {
          const { walkInvoices } = await import('../../api/invoice-walker')
          const result = await walkInvoices(
            target,
            { ...scope, limit: 100, offset: 0 },
            { signal, onProgress: setProgress },
          )
          return { invoices: result.invoices, reportedTotal: result.total }
        },
        scope,
      )
      setState({
        step: 'idle',
        message: wasCancelled()
          ? 'Loading cancelled.'
          : shortfall(loaded.invoices.length, loaded.reportedTotal),
      })
    } catch {
      setState({
        step: 'idle',
        message: wasCancelled()
          ? 'Loading cancelled.'
          : 'Loading all invoices failed. Try again in a moment.',
      })
    }
  }

  const plan = total === null ? null : planWalk(total, requestsPerMinute)

  if (state.step === 'running')
    return (
      <div className="load-all">
        <WalkProgressBar
          label="Loading all invoices"
          cancelLabel="Cancel loading"
          progress={progress}
          onCancel={() => {
            cancelled.current = true
            void cancelSet(queryClient, target)
          }}
        />
      </div>
    )

  return (
    <div className="load-all">
      {covering ? (
        <>
          <p role="status" className="load-all-status">
            All {formatCountOf(covering.invoices.length, 'matching invoice')} loaded{' '}
            {loadedWhenText(covering.loadedAt, now)}
          </p>
          <button
            type="button"
            onClick={() => {
              void start(covering.scope)
            }}
          >
            Refresh all
          </button>
        </>
      ) : (
        <button
          type="button"
          disabled={total === 0}
          onClick={() => {
            if (plan && plan.seconds > 0) setState({ step: 'confirming' })
            else void start()
          }}
        >
          Load all matching invoices
          {plan && total !== null && (
            <span className="load-all-cost">
              {' '}
              ({formatCount(total)}, {formatCountOf(plan.requests, 'request')})
            </span>
          )}
        </button>
      )}
      {state.step === 'confirming' && plan && total !== null && (
        <div className="load-all-confirm" role="group" aria-label="Confirm loading">
          <p>
            Loading {formatCount(total)} invoices takes {formatCountOf(plan.requests, 'request')}:
            about {formatCountOf(Math.ceil(plan.seconds / 60) + 1, 'minute')} at{' '}
            {formatCount(requestsPerMinute)} requests a minute.
          </p>
          <button type="button" onClick={() => void start()}>
            Start loading
          </button>{' '}
          <button
            type="button"
            onClick={() => {
              setState({ step: 'idle' })
            }}
          >
            Not now
          </button>
        </div>
      )}
      {state.step === 'idle' && state.message && (
        <p role="status" className="load-all-message">
          {state.message}
        </p>
      )}
    </div>
  )
}

function shortfall(loaded: number, reported: number | null): string | undefined {
  if (reported === null || reported === loaded) return undefined
  return `${formatCountOf(loaded, 'invoice')} loaded; the server reported ${formatCount(reported)}. Refresh all for an exact copy.`
}
