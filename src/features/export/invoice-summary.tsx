import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useId, useMemo, useState } from 'react'
import type { LoadShortfall } from '../../api/describe-walk-result'
import type { Invoice } from '../../api/invoice-schema'
import type { ApiTarget } from '../../lib/api-target'
import { firstPageOf, type InvoiceFilters } from '../../api/invoice-filters'
import type { WalkProgress } from '../../api/invoice-walker'
import { canReplanAfter, type WalkPlan } from '../../api/walk-plan'
import { formatCountOf } from '../../lib/format-count'
import { matchingSearch } from './matching-search'
import { CurrencyTotals } from '../../components/currency-totals'
import { invoiceSummaryQuery } from './invoice-summary-query'
import { summaryTotals } from './summary-totals'
import { useFocusLanding } from '../../components/use-focus-landing'
import { useWalkConfirmation } from '../../components/use-walk-confirmation'
import { WalkConfirmationPanel, type UnknownTotalReason } from '../../components/walk-confirmation'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import { walkFailureMessage } from '../../api/walk-failure-message'

interface InvoiceSummaryProps {
  target: ApiTarget
  filters: InvoiceFilters
  /** Invoices matching the filters, from the page on screen; null when not known. */
  total: number | null
  /** Every matching invoice when the loaded set answers the view: summed here, no request. */
  loaded?: readonly Invoice[] | null | undefined
  /** How the loaded set fell short of the server's answer, said beside its sums. */
  loadedShortfall?: LoadShortfall | null | undefined
  /** The search narrowing the loaded set's invoices (`''` for none), named beside their count. */
  search?: string | undefined
  requestsPerMinute: number
  /** Why `total` is null, for the confirmation's words. */
  unknownTotal?: UnknownTotalReason | undefined
  /**
   * The id of the words saying which other walk runs (the export, with the one "Export progress"
   * bar, or loading all invoices): the summary waits for it, described by them.
   */
  waitsFor?: string | undefined
  /** The id of the words saying why no walk can work now (a rejected key): a walked summary waits. */
  blockedBy?: string | undefined
}

/** "37 overdue invoices", or "3 overdue invoices matching “gmbh”" when a search narrowed them. */
const describeCount = (count: number, status: string | null, search = '') =>
  formatCountOf(count, status ? `${status} invoice` : 'invoice') + matchingSearch(search)

export function InvoiceSummary(props: InvoiceSummaryProps) {
  return props.loaded ? (
    <LoadedSummary
      invoices={props.loaded}
      filters={props.filters}
      shortfall={props.loadedShortfall ?? null}
      search={props.search ?? ''}
      waitsFor={props.waitsFor}
    />
  ) : (
    <WalkedSummary {...props} />
  )
}

/** Why "Summarize" is greyed out once it has answered: the answer beside it is the reason. */
const ANSWERED_TITLE = 'Answered: ask again once the filters, the search or the invoices change'

/** What "Summarize" answered for: the view's filters and search, and the very invoices it summed. */
interface LoadedAnswer {
  view: string
  invoices: ReadonlySet<Invoice>
}

/** The loaded set's invoices of this view, counted and summed on the spot. */
function LoadedSummary({
  invoices,
  filters,
  shortfall,
  search,
  waitsFor,
}: {
  invoices: readonly Invoice[]
  filters: InvoiceFilters
  shortfall: LoadShortfall | null
  search: string
  waitsFor: string | undefined
}) {
  // The answer belongs to the invoices it was asked for, in whatever order they are shown: sorting
  // or paging (a new array of the same invoices) keeps it; another filter or search, or a refreshed
  // set (new invoices for the same view), clears it.
  const view = JSON.stringify([firstPageOf(filters), search])
  const [answer, setAnswer] = useState<LoadedAnswer | null>(null)
  const shown = useMemo(
    () =>
      answer?.view === view &&
      answer.invoices.size === invoices.length &&
      invoices.every((invoice) => answer.invoices.has(invoice)),
    [answer, view, invoices],
  )
  // Dropped once it no longer applies, so a refreshed set's old invoices are not held here.
  if (answer !== null && !shown) setAnswer(null)
  // Summed once per answer: the loaded set may hold 50,000, and the actions render with the page.
  const totals = useMemo(() => answer && summaryTotals(answer.invoices), [answer])
  // The button is disabled once pressed: focus goes to the answer.
  const { containerRef, landingRef } = useFocusLanding()
  const answerId = useId()
  return (
    <div className="invoice-summary" ref={containerRef}>
      <button
        type="button"
        disabled={invoices.length === 0 || shown || waitsFor !== undefined}
        aria-describedby={waitsFor ?? (shown ? answerId : undefined)}
        title={shown ? ANSWERED_TITLE : undefined}
        onClick={() => {
          setAnswer({ view, invoices: new Set(invoices) })
        }}
      >
        Summarize
      </button>
      <p
        id={answerId}
        role="status"
        className="invoice-summary-result"
        ref={landingRef}
        tabIndex={-1}
      >
        {shown && totals && (
          <Fragment>
            <strong>
              {shortfall && `${shortfall.label}: `}
              {describeCount(invoices.length, filters.status, search)}
              {invoices.length > 0 && ' · '}
              <CurrencyTotals totals={totals} of={invoices.length} />
            </strong>
            {/* "Partial: 32 overdue invoices · €… — of the 300 loaded; the server reported 3,200." */}
            {shortfall && ` — ${shortfall.note}.`}
          </Fragment>
        )}
      </p>
    </div>
  )
}

function WalkedSummary({
  target,
  filters,
  total,
  requestsPerMinute,
  unknownTotal,
  waitsFor,
  blockedBy,
}: InvoiceSummaryProps) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<WalkProgress | null>(null)
  const [startsAt, setStartsAt] = useState<number | null>(null)
  const confirmation = useWalkConfirmation(total, requestsPerMinute, target)
  // A confirmation left open when another walk started would start a second one beside it.
  if (waitsFor && confirmation.pending) confirmation.dismiss()
  /** The filters' key and the plan the user agreed to, once "Summarize" was pressed for them. */
  const [requested, setRequested] = useState<{ key: string; plan: WalkPlan } | null>(null)
  const plan = requested?.plan ?? confirmation.plan
  const options = invoiceSummaryQuery(target, filters, plan, setProgress, total)
  const key = JSON.stringify(options.queryKey)
  // Runs only when asked for these filters; a summary asked for earlier stays in the cache.
  const query = useQuery({ ...options, enabled: requested?.key === key })
  const outcome = query.data?.outcome
  const gap = query.data?.gap ?? null
  const label = query.data?.label ?? null

  // "Summary cancelled." for the filters it was said for, as the export says its own: until the
  // summary is asked again or the filters change.
  const [cancelledFor, setCancelledFor] = useState<string | null>(null)

  // A summary asked before the page's count moved (it was refreshed, and invoices came or went) no
  // longer answers the list on screen: it says so, and can be asked again.
  const countWhenAsked = query.data?.countWhenAsked ?? null
  const outdated = countWhenAsked !== null && total !== null && total !== countWhenAsked
  const start = (chosen: WalkPlan) => {
    setCancelledFor(null)
    setProgress(null)
    setStartsAt(target.budget?.readyAt?.() ?? null)
    // A failed, partial or outdated summary is not kept as the answer: asking again walks again.
    if (query.isError || (outcome && (!outcome.complete || outdated)))
      queryClient.removeQueries({ queryKey: options.queryKey })
    setRequested({ key, plan: chosen })
  }
  // The bar takes the button's place, then the answer (the button disabled by a complete one) or
  // the button again: focus follows.
  const { containerRef, landingRef } = useFocusLanding()
  const answerId = useId()
  const done = (outcome?.complete ?? false) && !outdated
  const cancel = () => {
    setCancelledFor(key)
    setRequested(null)
    void queryClient.cancelQueries({ queryKey: options.queryKey })
  }

  return (
    <div className="invoice-summary" ref={containerRef}>
      {query.isFetching ? (
        <WalkProgressBar
          ref={landingRef}
          // The names the export's bar has: one bar for either walk, as they never run at once.
          label="Export progress"
          cancelLabel="Cancel export"
          progress={progress}
          startsAt={startsAt}
          onCancel={cancel}
        />
      ) : (
        <button
          ref={done ? undefined : landingRef}
          type="button"
          onClick={() => {
            if (outcome && canReplanAfter(outcome.stopReason)) confirmation.replan(outcome)
            else confirmation.request(start)
          }}
          disabled={total === 0 || waitsFor !== undefined || done || blockedBy !== undefined}
          // One reason at a time: with the key rejected no other walk can be running.
          aria-describedby={blockedBy ?? waitsFor ?? (done ? answerId : undefined)}
          title={done ? ANSWERED_TITLE : undefined}
        >
          Summarize
        </button>
      )}
      {!query.isFetching && confirmation.pending && (
        <WalkConfirmationPanel
          walk="summary"
          plan={confirmation.pending}
          unknownTotal={unknownTotal}
          requestsPerMinute={requestsPerMinute}
          onStart={() => {
            confirmation.confirm(start)
          }}
          onDismiss={confirmation.dismiss}
        />
      )}
      <p
        id={answerId}
        role="status"
        className="invoice-summary-result"
        ref={done ? landingRef : undefined}
        tabIndex={-1}
      >
        {query.data && outcome && (
          <Fragment>
            {/* "37 overdue invoices · $12,345.00 · €2,000.00" */}
            <strong>
              {label && `${label}: `}
              {describeCount(outcome.got, filters.status)}
              {query.data.totals.length > 0 && ' · '}
              <CurrencyTotals totals={query.data.totals} of={outcome.got} />
            </strong>
            {gap && ` — ${gap}`}
            {outdated &&
              outcome.complete &&
              ' — counted before the list changed; Summarize again for the new count.'}
          </Fragment>
        )}
        {query.isError && walkFailureMessage('The summary could not be completed', query.error)}
        {!query.isFetching && cancelledFor === key && 'Summary cancelled.'}
      </p>
    </div>
  )
}
