import { Fragment, useEffect, useRef, useState } from 'react'
import type { Invoice } from '../../api/invoice-schema'
import type { ApiTarget } from '../../lib/api-target'
import { downloadFile } from '../../lib/download-file'
import {
  invoiceFiltersToSearchParams,
  firstPageOf,
  type InvoiceFilters,
} from '../../api/invoice-filters'
import type { WalkPlan } from '../../api/walk-plan'
import { useFocusLanding } from '../../components/use-focus-landing'
import { useWalkConfirmation } from '../../components/use-walk-confirmation'
import { useWalkRun } from '../../components/use-walk-run'
import { WalkConfirmationPanel, type UnknownTotalReason } from '../../components/walk-confirmation'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import { exportFailureMessage } from '../../api/walk-failure-message'
import { formatCountOf } from '../../lib/format-count'
import { INVOICE_LIST_STALE_MS } from '../../api/invoice-queries'
import type { ExportFile } from './run-export'
import './invoice-export.css'

/** The last whole file walked, for the filters, connection and count it was walked for. */
interface SavedExport {
  filterKey: string
  target: ApiTarget
  file: ExportFile
  at: number
}

interface InvoiceExportProps {
  target: ApiTarget
  filters: InvoiceFilters
  /** Invoices matching the filters, from the page on screen; null before the first page arrives. */
  total: number | null
  /** Every matching invoice when the loaded set answers the view: exported as is, no request. */
  loaded?: readonly Invoice[] | null | undefined
  /** How the loaded set fell short of the server's answer ("of the 300 loaded; …"), said after. */
  loadedShortfall?: string | null | undefined
  /** The search narrowing the loaded set's invoices (`''` for none), named beside their count. */
  search?: string | undefined
  requestsPerMinute: number
  /** Why `total` is null, for the confirmation's words. */
  unknownTotal?: UnknownTotalReason | undefined
  /**
   * The id of the words saying which other walk runs (a summary, with the one "Export progress"
   * bar, or loading all invoices): the export waits for it, described by them.
   */
  waitsFor?: string | undefined
  /** Told when a walked export starts and ends, so the summary can wait for it. */
  onRunningChange?: (running: boolean) => void
  /** The id of the words saying why no walk can work now (a rejected key): a walked export waits. */
  blockedBy?: string | undefined
  /** When the rows on screen were read (ms since the epoch): a file walked before them is older. */
  rowsReadAt?: number | undefined
}

export function InvoiceExport({
  target,
  filters,
  total,
  loaded,
  loadedShortfall = null,
  search = '',
  requestsPerMinute,
  unknownTotal,
  waitsFor,
  onRunningChange,
  blockedBy,
  rowsReadAt = 0,
}: InvoiceExportProps) {
  // The loaded set needs no request: it exports whatever became of the key.
  const blocked = loaded ? undefined : blockedBy
  const confirmation = useWalkConfirmation(total, requestsPerMinute, target)
  // A confirmation left open when another walk started would start a second one beside it.
  if (waitsFor && confirmation.pending) confirmation.dismiss()
  const walk = useWalkRun(target, {
    describeFailure: exportFailureMessage,
    onReplan: confirmation.replan,
  })
  const { state, cancel } = walk
  // The bar takes the button's place while the export runs, and gives it back: focus follows.
  const { containerRef, landingRef } = useFocusLanding()
  const filterKey = invoiceFiltersToSearchParams(firstPageOf(filters)).toString()
  // The line belongs to the filters and search it was said for, as the summary's answer does:
  // others clear it. A walk still running ends later, in its own words about the change.
  const lineKey = JSON.stringify([filterKey, search])
  const [lineFor, setLineFor] = useState(lineKey)
  // A whole export asked for again as soon as a seen view is still served without a request
  // (counted from the walk's end) is saved again, not walked again: a download the browser blocked or
  // the user deleted costs no second walk of the whole set. The file is let go after that time
  // (a timer, set when it is kept).
  const saved = useRef<SavedExport | null>(null)
  if (lineFor !== lineKey) {
    setLineFor(lineKey)
    walk.forget()
  }

  // The export belongs to the filters it started with: a new filter cancels it cleanly.
  useEffect(
    () => () => {
      cancel('Export cancelled because the filters changed.')
    },
    [filterKey, target, cancel],
  )

  const start = async (plan: WalkPlan) => {
    onRunningChange?.(true)
    try {
      await walk.start(async (signal, onProgress) => {
        const { exportInvoicesCsv } = await import('./run-export')
        const file = await exportInvoicesCsv(target, filters, { plan, signal, onProgress })
        const { outcome, blob, filename, message } = file
        if (outcome.got > 0) downloadFile(blob, filename)
        const entry = file.whole ? { filterKey, target, file, at: Date.now() } : null
        saved.current = entry
        if (entry)
          setTimeout(() => {
            if (saved.current === entry) saved.current = null
          }, INVOICE_LIST_STALE_MS)
        return { message, outcome }
      })
    } finally {
      onRunningChange?.(false)
    }
  }

  /**
   * The whole file of these filters walked moments ago, saved again: true when there was one. Not
   * once the rows on screen are newer than the file (Refresh, a page read since) or count other
   * than it holds: the file would lack what the page shows.
   */
  const saveAgain = () => {
    const last = saved.current
    if (!last || last.filterKey !== filterKey || last.target !== target) return false
    const { blob, filename, outcome } = last.file
    const age = Date.now() - last.at
    if (outcome.got !== total || age < 0 || age >= INVOICE_LIST_STALE_MS) return false
    if (rowsReadAt > last.at) return false
    downloadFile(blob, filename)
    const seconds = formatCountOf(Math.max(1, Math.round(age / 1000)), 'second')
    walk.say(
      `Saved ${filename} again (${formatCountOf(outcome.got, 'invoice')}, exported ${seconds} ago; no new request).`,
    )
    return true
  }

  const exportLoaded = async (invoices: readonly Invoice[]) => {
    try {
      const { exportLoadedCsv } = await import('./run-export')
      const { blob, filename, message } = exportLoadedCsv(
        invoices,
        filters,
        loadedShortfall,
        search,
      )
      if (invoices.length > 0) downloadFile(blob, filename)
      walk.say(message)
    } catch (error) {
      walk.say(exportFailureMessage(error))
    }
  }

  return (
    <div className="invoice-export" ref={containerRef}>
      {state.step !== 'running' && (
        <button
          ref={landingRef}
          type="button"
          onClick={() => {
            if (loaded) void exportLoaded(loaded)
            else if (!saveAgain()) confirmation.request((plan) => void start(plan))
          }}
          disabled={total === 0 || waitsFor !== undefined || blocked !== undefined}
          // One reason at a time: with the key rejected no other walk can be running.
          aria-describedby={blocked ?? waitsFor}
        >
          Export CSV
        </button>
      )}
      {state.step !== 'running' && confirmation.pending && (
        <WalkConfirmationPanel
          walk="export"
          plan={confirmation.pending}
          unknownTotal={unknownTotal}
          requestsPerMinute={requestsPerMinute}
          onStart={() => {
            confirmation.confirm((plan) => void start(plan))
          }}
          onDismiss={confirmation.dismiss}
        />
      )}
      {state.step === 'running' && (
        <WalkProgressBar
          ref={landingRef}
          label="Export progress"
          cancelLabel="Cancel export"
          progress={state.progress}
          startsAt={state.startsAt}
          onCancel={() => {
            cancel('Export cancelled.')
          }}
        />
      )}
      {state.step === 'idle' && state.failed ? (
        // A failure is said at once; "Export CSV", back again, is how to try again.
        <p role="alert" className="invoice-export-message">
          {state.message}
        </p>
      ) : (
        <p role="status" className="invoice-export-message">
          {/* A new text node for each line said: the same words said again are read out again. */}
          {state.step === 'idle' && <Fragment key={state.linesSaid}>{state.message}</Fragment>}
        </p>
      )}
    </div>
  )
}
