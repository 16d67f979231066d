import { useEffect, useRef, useState } from 'react'
import type { ApiTarget } from '../../lib/api-target'
import { formatCount, formatCountOf } from '../../lib/format-count'
import {
  invoiceFiltersToSearchParams,
  firstPageOf,
  type InvoiceFilters,
} from '../../api/invoice-filters'
import type { WalkProgress } from '../../api/invoice-walker'
import { planWalk } from '../../api/walk-plan'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import './invoice-export.css'

interface InvoiceExportProps {
  target: ApiTarget
  filters: InvoiceFilters
  /** Invoices matching the filters, from the page on screen; null before the first page arrives. */
  total: number | null
  requestsPerMinute: number
}

type ExportState =
  | { step: 'idle'; message?: string }
  | { step: 'confirming' }
  | { step: 'running'; progress: WalkProgress | null }

function describeDuration(seconds: number): string {
  if (seconds < 60) return 'a few seconds'
  const minutes = Math.round(seconds / 60)
  return minutes === 1 ? 'about a minute' : `about ${formatCount(minutes)} minutes`
}

/** A walk that outlasts one rate window asks first: it spends the whole budget for minutes. */
const needsConfirmation = (total: number, requestsPerMinute: number) =>
  planWalk(total, requestsPerMinute).seconds > 0

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 10_000)
}

export function InvoiceExport({ target, filters, total, requestsPerMinute }: InvoiceExportProps) {
  const [state, setState] = useState<ExportState>({ step: 'idle' })
  const running = useRef<AbortController | null>(null)
  const cancel = (message: string) => {
    running.current?.abort(new DOMException(message, 'AbortError'))
  }
  const filterKey = invoiceFiltersToSearchParams(firstPageOf(filters)).toString()

  // The export belongs to the filters it started with: a new filter cancels it cleanly.
  useEffect(
    () => () => {
      cancel('Export cancelled because the filters changed.')
    },
    [filterKey, target],
  )

  const start = async () => {
    const controller = new AbortController()
    running.current = controller
    setState({ step: 'running', progress: null })
    try {
      const { exportInvoicesCsv } = await import('./run-export')
      const file = await exportInvoicesCsv(target, filters, {
        signal: controller.signal,
        onProgress: (progress) => {
          setState({ step: 'running', progress })
        },
      })
      saveFile(file.blob, file.filename)
      const moved = file.totalChanged
        ? ' Invoices changed on the server during the export; run it again for an exact copy.'
        : ''
      setState({
        step: 'idle',
        message: `Exported ${formatCountOf(file.rows, 'invoice')} to ${file.filename}.${moved}`,
      })
    } catch (error) {
      const reason: unknown = controller.signal.reason
      const message =
        reason instanceof DOMException
          ? reason.message
          : `Export failed: ${error instanceof Error ? error.message : 'unknown error'}`
      setState({ step: 'idle', message })
    } finally {
      if (running.current === controller) running.current = null
    }
  }

  const onExportClick = () => {
    if (total !== null && needsConfirmation(total, requestsPerMinute))
      setState({ step: 'confirming' })
    else void start()
  }

  const plan = total === null ? null : planWalk(total, requestsPerMinute)

  return (
    <div className="invoice-export">
      {state.step !== 'running' && (
        <button type="button" onClick={onExportClick} disabled={total === 0}>
          Export CSV
        </button>
      )}
      {state.step === 'confirming' && plan && total !== null && (
        <div className="invoice-export-confirm" role="group" aria-label="Confirm export">
          <p>
            Exporting {formatCount(total)} invoices takes {formatCount(plan.requests)} requests:{' '}
            {describeDuration(plan.seconds)} at {formatCount(requestsPerMinute)} requests a minute.
            The table waits for the export while the budget is spent.
          </p>
          <button type="button" onClick={() => void start()}>
            Start export
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
      {state.step === 'running' && (
        <WalkProgressBar
          label="Export progress"
          cancelLabel="Cancel export"
          progress={state.progress}
          onCancel={() => {
            cancel('Export cancelled.')
          }}
        />
      )}
      <p role="status" className="invoice-export-message">
        {state.step === 'idle' ? state.message : null}
      </p>
    </div>
  )
}
