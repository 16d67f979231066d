import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { WalkProgress } from '../../api/invoice-walker'
import { loadedSetQueries } from '../../api/loaded-set'
import {
  cancelUnpaid,
  loadUnpaid,
  unpaidFromLoadedSet,
  unpaidInvoiceQueries,
  type UnpaidInvoices,
} from '../../api/unpaid-invoices'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import type { ApiTarget } from '../../lib/api-target'
import { formatCount, formatCountOf } from '../../lib/format-count'
import { loadedWhenText } from '../../lib/format-freshness'
import { useNow } from '../../lib/use-now'

type Step = { step: 'idle'; message?: string } | { step: 'running' }

/**
 * Every unpaid invoice for the report: the loaded set's when it holds them all (no request),
 * otherwise one walk per status, started as the view opens. Returns the invoices and the line that
 * shows the load: progress and cancel, then when they were loaded and "Refresh all".
 */
export function useUnpaidInvoices(target: ApiTarget, requestsPerMinute: number) {
  const queryClient = useQueryClient()
  const { data: loadedSet } = useQuery(loadedSetQueries.current(target))
  const { data: walked } = useQuery(unpaidInvoiceQueries.current(target))
  const fromSet = unpaidFromLoadedSet(loadedSet)
  // The newer of the two: a loaded set fetched after the walk is the fresher copy.
  const unpaid = fromSet && (!walked || fromSet.loadedAt >= walked.loadedAt) ? fromSet : walked
  const [state, setState] = useState<Step>({ step: 'idle' })
  const [progress, setProgress] = useState<WalkProgress | null>(null)
  const cancelled = useRef(false)
  const wasCancelled = () => cancelled.current

  const start = async () => {
    cancelled.current = false
    setProgress(null)
    setState({ step: 'running' })
    try {
      const loaded = await loadUnpaid(queryClient, target, requestsPerMinute, setProgress)
      setState({ step: 'idle', message: wasCancelled() ? 'Loading cancelled.' : shortfall(loaded) })
    } catch {
      setState({
        step: 'idle',
        message: wasCancelled()
          ? 'Loading cancelled.'
          : 'The unpaid invoices could not be loaded. Try again in a moment.',
      })
    }
  }

  // Opening the view starts the load by itself when nothing is at hand yet.
  const started = useRef(false)
  useEffect(() => {
    if (started.current || unpaid) return
    started.current = true
    void start()
  })

  const cancel = () => {
    cancelled.current = true
    void cancelUnpaid(queryClient, target)
  }
  return {
    invoices: unpaid?.invoices ?? null,
    line: (
      <AgingLoadLine
        state={state}
        progress={progress}
        unpaid={unpaid ?? null}
        onStart={start}
        onCancel={cancel}
      />
    ),
  }
}

function AgingLoadLine({
  state,
  progress,
  unpaid,
  onStart,
  onCancel,
}: {
  state: Step
  progress: WalkProgress | null
  unpaid: UnpaidInvoices | null
  onStart: () => Promise<void>
  onCancel: () => void
}) {
  const now = useNow()
  if (state.step === 'running')
    return (
      <WalkProgressBar
        label="Loading all invoices"
        cancelLabel="Cancel loading"
        progress={progress}
        startsAt={null}
        onCancel={onCancel}
      />
    )
  return (
    <>
      {unpaid ? (
        <p role="status" className="aging-load-status">
          All {formatCountOf(unpaid.invoices.length, 'unpaid invoice')} loaded{' '}
          {loadedWhenText(unpaid.loadedAt, now)}
          {unpaid.fromLoadedSet && ' (from the loaded set)'}
        </p>
      ) : null}
      <button type="button" onClick={() => void onStart()}>
        {unpaid ? 'Refresh all' : 'Load all unpaid invoices'}
      </button>
      {state.message && (
        <p role="status" className="aging-load-message">
          {state.message}
        </p>
      )}
    </>
  )
}

function shortfall({ invoices, reportedTotal }: UnpaidInvoices): string | undefined {
  if (reportedTotal === invoices.length) return undefined
  return `${formatCountOf(invoices.length, 'invoice')} loaded; the server reported ${formatCount(reportedTotal)}. Refresh all for an exact copy.`
}
