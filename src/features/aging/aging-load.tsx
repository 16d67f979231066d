import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { keyRejectedMessage } from '../../api/error-messages'
import { loadedSetQueries } from '../../api/loaded-set'
import {
  describeUnpaidShortfall,
  loadUnpaid,
  planUnpaidFromCache,
  unpaidComplete,
  unpaidFromLoadedSet,
  unpaidInvoiceQueries,
  unpaidStatuses,
  type UnpaidInvoices,
  type UnpaidWalkPlan,
} from '../../api/unpaid-invoices'
import { walkFailureMessage } from '../../api/walk-failure-message'
import { useWalkConfirmation } from '../../components/use-walk-confirmation'
import { type Walk, type WalkRunState } from '../../components/use-walk-run'
import { useHeldWalkRun } from '../../components/use-held-walk-run'
import { describeCeiling, WalkConfirmationPanel } from '../../components/walk-confirmation'
import { TransitionLink } from '../../components/transition-link'
import { useFocusLanding } from '../../components/use-focus-landing'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import type { ApiTarget } from '../../lib/api-target'
import { formatCount, formatCountOf } from '../../lib/format-count'
import { loadedWhenText } from '../../lib/format-freshness'
import { useNow } from '../../lib/use-now'
import { keyRejectedLately } from './key-rejected-lately'
import { useUnpaidCounts } from './use-unpaid-counts'

/** The whole walk goes out in the window's remaining budget: a known size, and that many left. */
function fitsNow(plan: UnpaidWalkPlan, target: ApiTarget): boolean {
  const left = target.budget?.requestsLeft?.() ?? null
  return !plan.needsConfirmation && left !== null && plan.requests <= left
}

/**
 * Every unpaid invoice for the report: the loaded set's when it holds them all (no request),
 * otherwise one walk per status. Opening the view starts the walk by itself only when it fits in
 * what the rate window has left; otherwise the line says what it costs and waits for "Load all
 * unpaid invoices" (through the walk confirmation when it outlasts the window). Returns the
 * invoices and that line: progress and cancel, then when they were loaded and "Refresh all"; or
 * why the load failed, with "Retry", or (the key rejected) why none can work, with no load offered.
 */
export function useUnpaidInvoices(
  target: ApiTarget,
  requestsPerMinute: number,
  settingsPath: string,
) {
  const queryClient = useQueryClient()
  const { data: loadedSet } = useQuery(loadedSetQueries.current(target))
  const {
    data: walked,
    error: walkError,
    errorUpdatedAt,
  } = useQuery(unpaidInvoiceQueries.current(target))
  const fromSet = unpaidFromLoadedSet(loadedSet)
  // The newer of the two: a loaded set fetched after the walk is the fresher copy.
  const unpaid = fromSet && (!walked || fromSet.loadedAt >= walked.loadedAt) ? fromSet : walked
  const rejected = keyRejectedLately(queryClient)
  // The load's failure stays with the query, so it is still said when the view is opened again,
  // until invoices newer than it arrive.
  const failure = walkError && errorUpdatedAt > (unpaid?.loadedAt ?? 0) ? walkError : null
  const plan = planUnpaidFromCache(queryClient, target, requestsPerMinute, unpaid ?? null)
  const confirmation = useWalkConfirmation(plan.total, requestsPerMinute, target)
  const walkUnpaid =
    (chosen: UnpaidWalkPlan): Walk =>
    // The query cache runs the walk, on its own signal, beyond this view.
    async () => {
      // Its progress is shown from the load itself (`useLoadUnderWay`), here or after a return.
      await loadUnpaid(queryClient, target, chosen)
      // No words of its own: a shortfall is said from the data (below), so it stays when the view
      // is opened again.
      return {}
    }
  // A walk that would wait for the window waits for the user, and one the key would fail is not
  // sent; nor one beside a load of every matching invoice, which may bring the unpaid ones too.
  const loadingSet = useIsFetching({ queryKey: loadedSetQueries.current(target).queryKey }) > 0
  const opensByItself = !unpaid && !rejected && failure === null && !loadingSet
  const startsByItself = () => opensByItself && fitsNow(plan, target)
  const walk = useHeldWalkRun(target, unpaidInvoiceQueries.current(target).queryKey, {
    // The alert says it, from the query's failure (above): the run leaves no line of its own.
    describeFailure: () => '',
    // Decided once, as the view opens.
    opening: () => (startsByItself() ? walkUnpaid(plan) : null),
  })
  const start = (chosen: UnpaidWalkPlan) => {
    void walk.start(walkUnpaid(chosen))
  }
  // Opened knowing nothing of how many are unpaid: the view counts them first (two requests), then
  // starts by itself if the load fits in what the window has left. Decided once, as it opens.
  const [uncounted] = useState(() =>
    opensByItself && walk.state.step === 'idle'
      ? unpaidStatuses.filter((status) => plan.byStatus[status].total === null)
      : [],
  )
  const counting = useUnpaidCounts(target, uncounted)
  // Once the counts are in, or once the user pressed a button of the line (a load they confirmed,
  // declined or cancelled): the view no longer starts anything by itself.
  const decided = useRef(false)
  useEffect(() => {
    if (counting !== 'counted' || decided.current) return
    decided.current = true
    if (walk.state.step === 'idle' && startsByItself()) start(plan)
  })

  const cancel = () => {
    decided.current = true
    walk.cancel('Loading cancelled.')
  }
  // The plan is read again at each step: the confirmation shows it, and a yes starts what it showed.
  const ask = () => {
    decided.current = true
    confirmation.request(() => {
      start(plan)
    }, plan)
  }
  return {
    invoices: unpaid?.invoices ?? null,
    line: (
      <AgingLoadLine
        state={walk.state}
        unpaid={unpaid ?? null}
        plan={plan}
        counting={counting === 'counting'}
        waitsForSet={loadingSet}
        failure={failure}
        rejected={rejected}
        settingsPath={settingsPath}
        onStart={ask}
        onCancel={cancel}
        confirmation={
          confirmation.pending && (
            <WalkConfirmationPanel
              walk="loading"
              plan={confirmation.pending}
              unknownTotal="unseen"
              requestsPerMinute={requestsPerMinute}
              onStart={() => {
                confirmation.confirm(() => {
                  start(plan)
                })
              }}
              onDismiss={confirmation.dismiss}
            />
          )
        }
      />
    ),
  }
}

function AgingLoadLine({
  state,
  unpaid,
  plan,
  counting,
  waitsForSet,
  failure,
  rejected,
  settingsPath,
  onStart,
  onCancel,
  confirmation,
}: {
  state: WalkRunState
  unpaid: UnpaidInvoices | null
  plan: UnpaidWalkPlan
  /** The view is asking how many are unpaid (`useUnpaidCounts`). */
  counting: boolean
  /**
   * Every matching invoice is loading (the invoices page's "Load all"), which may bring the unpaid
   * ones: a load of them beside it would send its requests twice, so the button waits.
   */
  waitsForSet: boolean
  /** Why the last load failed, while nothing newer came. */
  failure: unknown
  /** The key was rejected: no load is offered, and the alert says why. */
  rejected: boolean
  settingsPath: string
  onStart: () => void
  onCancel: () => void
  confirmation: ReactNode
}) {
  const now = useNow()
  // The bar takes the button's place, then the "loaded" line (or, cancelled or failed, the button
  // again) takes the bar's: focus follows.
  const { containerRef, landingRef } = useFocusLanding()
  const rejectedId = useId()
  const waitId = useId()
  if (state.step === 'running')
    return (
      <div className="aging-load-line" ref={containerRef}>
        <WalkProgressBar
          ref={landingRef}
          label="Loading all invoices"
          cancelLabel="Cancel loading"
          progress={state.progress}
          startsAt={state.startsAt}
          onCancel={onCancel}
        />
      </div>
    )
  const message = state.message ?? (unpaid && describeUnpaidShortfall(unpaid))
  // Focus that was on the bar, or on the button just disabled, lands on what says what happened.
  const alertLanding = rejected || Boolean(failure)
  return (
    <div className="aging-load-line" ref={containerRef}>
      {unpaid ? (
        <p
          role="status"
          className="aging-load-status"
          ref={alertLanding ? undefined : landingRef}
          tabIndex={-1}
        >
          {/* "All" only when every invoice the server reported came: the shortfall says the rest. */}
          {unpaidComplete(unpaid) && 'All '}
          {formatCountOf(unpaid.invoices.length, 'unpaid invoice')} loaded{' '}
          {loadedWhenText(unpaid.loadedAt, now)}
          {unpaid.fromLoadedSet && ' (from the loaded set)'}
        </p>
      ) : (
        <p className="aging-load-cost">
          {counting ? 'Counting the unpaid invoices…' : describeUnpaidCost(plan)}
        </p>
      )}
      <button
        type="button"
        onClick={onStart}
        ref={unpaid || alertLanding ? undefined : landingRef}
        disabled={rejected || waitsForSet}
        aria-describedby={rejected ? rejectedId : waitsForSet ? waitId : undefined}
      >
        {unpaid ? 'Refresh all' : 'Load all unpaid invoices'}
      </button>
      {waitsForSet && !rejected && (
        <p id={waitId} className="aging-load-wait">
          Waiting for the invoices loading on the Invoices page: they may bring the unpaid ones.
        </p>
      )}
      {confirmation}
      {rejected ? (
        <p
          role="alert"
          id={rejectedId}
          className="notice notice-danger aging-load-failure"
          ref={landingRef}
          tabIndex={-1}
        >
          {keyRejectedMessage} Loading the unpaid invoices needs a key the server accepts.{' '}
          <TransitionLink to={settingsPath}>Check the connection settings</TransitionLink>.
        </p>
      ) : (
        failure !== null && (
          <div role="alert" className="notice notice-danger aging-load-failure">
            {walkFailureMessage('The unpaid invoices could not be loaded', failure)}{' '}
            <button type="button" onClick={onStart} ref={landingRef}>
              Retry
            </button>
          </div>
        )
      )}
      {message && (
        <p role="status" className="aging-load-message">
          {message}
        </p>
      )}
    </div>
  )
}

/** What a load would cost, in the words "Load all matching invoices" uses: requests for invoices. */
function describeUnpaidCost(plan: UnpaidWalkPlan): string {
  if (plan.total === null)
    return `How many invoices are unpaid is not known yet. Loading them takes ${formatCount(unpaidStatuses.length)} requests or more, and stops after ${describeCeiling(plan)}.`
  return `${formatCountOf(plan.requests, 'request')} for ${formatCountOf(plan.total, 'unpaid invoice')}.`
}
