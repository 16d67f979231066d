import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  describeLoadShortfall,
  describeWalkGap,
  type WalkOutcome,
} from '../../api/describe-walk-result'
import { MAX_LIMIT, type InvoiceFilters } from '../../api/invoice-filters'
import { loadedSetQueries, scopeOf, setCovering } from '../../api/loaded-set'
import { loadSet } from '../../api/load-set'
import type { MatchFilters } from '../../api/invoice-filters'
import { canReplanAfter, type WalkPlan } from '../../api/walk-plan'
import { useFocusLanding } from '../../components/use-focus-landing'
import { useWalkConfirmation } from '../../components/use-walk-confirmation'
import { useHeldWalkRun } from '../../components/use-held-walk-run'
import type { WalkEnd } from '../../components/use-walk-run'
import { WalkConfirmationPanel, type UnknownTotalReason } from '../../components/walk-confirmation'
import { WalkProgressBar } from '../../components/walk-progress-bar'
import type { ApiTarget } from '../../lib/api-target'
import { formatCount, formatCountOf } from '../../lib/format-count'
import { loadedWhenText } from '../../lib/format-freshness'
import { useNow } from '../../lib/use-now'
import { walkFailureMessage } from '../../api/walk-failure-message'
import './load-all-invoices.css'

/** A loaded set's filters as one string, to tell whether a load's end is about the set on screen. */
const scopeKey = (scope: MatchFilters) => JSON.stringify(scopeOf(scope))

interface LoadAllInvoicesProps {
  target: ApiTarget
  filters: InvoiceFilters
  /** Invoices matching the filters, from the page on screen; null while unknown. */
  total: number | null
  requestsPerMinute: number
  /** Why `total` is null, for the confirmation's words. */
  unknownTotal?: UnknownTotalReason | undefined
  /** The id of the words saying why no walk can work now (a rejected key): the buttons wait. */
  blockedBy?: string | undefined
  /** The id of the words saying which other walk runs (an export or summary): the buttons wait. */
  waitsFor?: string | undefined
  /** How many of the loaded set the view on screen shows (its filters and search); null off the set. */
  inView: number | null
}

/**
 * "Load all matching invoices": walks every page once at the plan's pace, then the page works on
 * the set locally. Says what it will cost first, and asks (as the export does) when it outlasts a
 * rate window or its size is unknown.
 */
export function LoadAllInvoices({
  target,
  filters,
  total,
  requestsPerMinute,
  unknownTotal,
  blockedBy,
  waitsFor,
  inView,
}: LoadAllInvoicesProps) {
  const queryClient = useQueryClient()
  const { data: set, error, errorUpdatedAt } = useQuery(loadedSetQueries.current(target))
  const covering = setCovering(set, filters)
  const confirmation = useWalkConfirmation(total, requestsPerMinute, target)
  // A confirmation left open when another walk started would start a second one beside it.
  if (waitsFor && confirmation.pending) confirmation.dismiss()
  // One reason at a time: with the key rejected no other walk can be running.
  const waitingFor = blockedBy ?? waitsFor
  // A load left running when the page was left shows here again, at its own progress.
  const walk = useHeldWalkRun(target, loadedSetQueries.current(target).queryKey, {
    describeFailure: (error) => walkFailureMessage('Loading all invoices failed', error),
    onReplan: confirmation.replan,
    // A load that ended while this page was left asks again only over its own set: a yes reloads
    // the set on screen (`covering.scope`), which must be the one it priced.
    view: covering ? scopeKey(covering.scope) : undefined,
  })
  const { state } = walk
  const now = useNow()
  // Loading replaces the button with the bar, and the bar with the "loaded" line (or, cancelled or
  // failed, the button again): focus follows to whichever is there.
  const { containerRef, landingRef } = useFocusLanding()

  const start = (plan: WalkPlan, scope: MatchFilters = scopeOf(filters)) =>
    // The query cache runs the walk, on its own signal, beyond this page.
    walk.start(async () => {
      // Set inside the walk: an object, so the check after it reads what the walk left.
      const after: WalkEnd & { stopped?: WalkOutcome } = { for: scopeKey(scope) }
      const loaded = await loadSet(
        queryClient,
        target,
        async (signal, onProgress) => {
          const { walkInvoices } = await import('../../api/invoice-walker')
          const result = await walkInvoices(
            target,
            { ...scope, limit: MAX_LIMIT, offset: 0 },
            { plan, signal, onProgress },
          )
          // Counts only: an end kept for a later page must not hold every invoice walked.
          const { invoices, ...counts } = result
          const outcome: WalkOutcome = { ...counts, got: invoices.length }
          if (canReplanAfter(result.stopReason)) after.outcome = outcome
          const stoppedEarly = result.stopReason !== 'end'
          if (stoppedEarly) after.stopped = outcome
          return {
            invoices,
            shortfall: describeLoadShortfall(outcome),
            stoppedEarly,
          }
        },
        scope,
      )
      // The set refreshed was kept (`loadSet`): the line says why, and what the walk met.
      if (after.stopped && loaded === covering)
        after.message = [
          `Refresh stopped after ${formatCountOf(after.stopped.got, 'invoice')};`,
          describeWalkGap(after.stopped),
          `The ${formatCountOf(loaded.invoices.length, 'invoice')} loaded before are kept.`,
        ]
          .filter(Boolean)
          .join(' ')
      return after
    })

  if (state.step === 'running')
    return (
      <div className="load-all" ref={containerRef}>
        <WalkProgressBar
          ref={landingRef}
          label="Loading all invoices"
          cancelLabel="Cancel loading"
          progress={state.progress}
          startsAt={state.startsAt}
          onCancel={() => {
            walk.cancel('Loading cancelled.')
          }}
        />
      </div>
    )

  const { plan } = confirmation
  // A load that failed while this page was left (it went on) is said from the query, as its run
  // would have said it, until a newer set arrives.
  const failedAway =
    state.message === undefined && error !== null && errorUpdatedAt > (set?.loadedAt ?? 0)
  const message = failedAway
    ? walkFailureMessage('Loading all invoices failed', error)
    : state.message
  const loaded = covering?.invoices.length ?? 0
  // A narrower view (Overdue picked inside a set loaded for every status, a search) must not sit
  // under "All 2,500 matching invoices": the line counts the set Refresh all reloads and says how
  // many of it the view shows, as its pager does.
  const narrower = inView !== null && inView !== loaded
  return (
    <div className="load-all" ref={containerRef}>
      {covering ? (
        <>
          <p role="status" className="load-all-status" ref={landingRef} tabIndex={-1}>
            {covering.shortfall === null && !narrower
              ? `All ${formatCountOf(loaded, 'matching invoice')} loaded `
              : `${formatCountOf(loaded, 'invoice')} loaded `}
            {loadedWhenText(covering.loadedAt, now)}
            {covering.shortfall && `; ${covering.shortfall.gap}`}
            {narrower && `; ${formatCount(inView)} ${inView === 1 ? 'matches' : 'match'} this view`}
          </p>
          <button
            type="button"
            disabled={waitingFor !== undefined}
            aria-describedby={waitingFor}
            onClick={() => {
              // The whole set is walked again, not the view it answers: priced at the set's size.
              confirmation.request(
                (chosen) => void start(chosen, covering.scope),
                confirmation.planFor(covering.invoices.length),
              )
            }}
          >
            Refresh all
          </button>
        </>
      ) : (
        <button
          ref={landingRef}
          type="button"
          className="load-all-button"
          disabled={total === 0 || waitingFor !== undefined}
          aria-describedby={waitingFor}
          onClick={() => {
            confirmation.request((chosen) => void start(chosen))
          }}
        >
          Load all matching invoices
          {/* Nothing to load has no cost to quote: the button is simply off. */}
          {total !== null && total > 0 && (
            <>
              {' '}
              <span className="load-all-cost">
                ({formatCount(total)}, {formatCountOf(plan.requests, 'request')})
              </span>
            </>
          )}
        </button>
      )}
      {confirmation.pending && (
        <WalkConfirmationPanel
          walk="loading"
          plan={confirmation.pending}
          unknownTotal={unknownTotal}
          requestsPerMinute={requestsPerMinute}
          onStart={() => {
            confirmation.confirm((chosen) => void start(chosen, covering?.scope))
          }}
          onDismiss={confirmation.dismiss}
        />
      )}
      {message && (
        // A failure is said at once; the button above, back again, is how to try again.
        <p role={state.failed || failedAway ? 'alert' : 'status'} className="load-all-message">
          {message}
        </p>
      )}
    </div>
  )
}
