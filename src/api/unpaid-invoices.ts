/**
 * Every unpaid invoice (pending and overdue), for aging: one walk per status, or the loaded set
 * when it already holds every invoice. Kept in the query cache like the loaded set: memory only,
 * one per connection, dropped with the connection.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ApiTarget } from '../lib/api-target'
import { describeWalkGap, describeWalkOutcome, type WalkOutcome } from './describe-walk-result'
import { heldQuery } from './held-query'
import { runHeldLoad } from './held-load'
import { defaultInvoiceFilters, MAX_LIMIT } from './invoice-filters'
import type { Invoice } from './invoice-schema'
import type { WalkProgress } from './invoice-walker'
import { soonestPause } from './walk-pause'
import { invoiceStatusLabels } from './invoice-statuses'
import { cachedTotal } from './invoice-queries'
import type { LoadedSet } from './loaded-set'
import { planWalk, type WalkPlan } from './walk-plan'

export const unpaidStatuses = ['pending', 'overdue'] as const
export type UnpaidStatus = (typeof unpaidStatuses)[number]

export interface UnpaidInvoices {
  invoices: Invoice[]
  loadedAt: number
  /**
   * How each status's walk went against what the server said of it, or `null` when taken from a
   * loaded set (which is only taken when it got all the server said).
   */
  outcomes: Record<UnpaidStatus, WalkOutcome> | null
  /** How many invoices each status had: what the next load will cost, never words to quote. */
  counts: Record<UnpaidStatus, number>
  /** Taken from the loaded set: no request was sent. */
  fromLoadedSet: boolean
}

export const unpaidInvoiceQueries = {
  current: (target: ApiTarget) => heldQuery<UnpaidInvoices>(['invoices', 'unpaid', target.id]),
}

/**
 * The loaded set holds every unpaid invoice when it was loaded with no filter at all, and got every
 * invoice the server said there was: a set that fell short would pass its gap off as none.
 */
export function unpaidFromLoadedSet(set: LoadedSet | undefined): UnpaidInvoices | null {
  if (!set || set.shortfall) return null
  const { status, vendor, startDate, endDate } = set.scope
  if (status !== null || vendor !== '' || startDate !== null || endDate !== null) return null
  const invoices = set.invoices.filter(
    (invoice) => invoice.status === 'pending' || invoice.status === 'overdue',
  )
  const pending = invoices.filter((invoice) => invoice.status === 'pending').length
  return {
    invoices,
    loadedAt: set.loadedAt,
    outcomes: null,
    counts: { pending, overdue: invoices.length - pending },
    fromLoadedSet: true,
  }
}

/** Every unpaid invoice the server said there was came, and it said how many: only then "All". */
export function unpaidComplete({ outcomes }: UnpaidInvoices): boolean {
  return outcomes === null || unpaidStatuses.every((status) => outcomes[status].complete)
}

/**
 * How the load fell short, in the walker's words, or `null` when nothing is missing. One sentence
 * when every status fell short the same way ("Loaded 50 invoices; the server sent no total. …"),
 * else one per status that fell short ("Pending: loaded 250 invoices; the server reported 350 …"):
 * a summed total would quote a number the server never sent.
 */
export function describeUnpaidShortfall(unpaid: UnpaidInvoices): string | null {
  const { outcomes } = unpaid
  if (outcomes === null) return null
  const short = unpaidStatuses.filter((status) => !outcomes[status].complete)
  const [first] = short
  if (first === undefined) return null
  const gaps = new Set(short.map((status) => describeWalkGap(outcomes[status])))
  if (short.length === unpaidStatuses.length && gaps.size === 1)
    return describeWalkOutcome('Loaded', { ...outcomes[first], got: unpaid.invoices.length })
  return short
    .map((status) =>
      describeWalkOutcome(`${invoiceStatusLabels[status]}: loaded`, outcomes[status]),
    )
    .join(' ')
}

/** The cost of walking every unpaid status, and the plan each status's walk keeps to. */
export interface UnpaidWalkPlan extends WalkPlan {
  byStatus: Record<UnpaidStatus, WalkPlan>
}

/**
 * Plans one walk per status from what each status's count is known to be (`null`: unknown, which
 * plans one rate window for it and makes the whole walk ask first).
 */
export function planUnpaidWalk(
  counts: Record<UnpaidStatus, number | null>,
  requestsPerMinute: number,
  pageSize: number | null = null,
): UnpaidWalkPlan {
  const byStatus = {
    pending: planWalk(counts.pending, requestsPerMinute, pageSize),
    overdue: planWalk(counts.overdue, requestsPerMinute, pageSize),
  }
  const plans = Object.values(byStatus)
  const requests = plans.reduce((sum, plan) => sum + plan.requests, 0)
  const extraWindows = Math.ceil(requests / requestsPerMinute) - 1
  const { pending, overdue } = counts
  const total = pending === null || overdue === null ? null : pending + overdue
  return {
    total,
    pageSize: byStatus.pending.pageSize,
    requests,
    ceiling: plans.reduce((sum, plan) => sum + plan.ceiling, 0),
    retryAllowance: plans.reduce((sum, plan) => sum + plan.retryAllowance, 0),
    seconds: extraWindows * 60,
    needsConfirmation: total === null || extraWindows > 0,
    byStatus,
  }
}

/**
 * The unpaid walk as far as what is at hand tells (the pages seen of each status, else the last
 * load's counts): no request is spent to find out.
 */
export function planUnpaidFromCache(
  queryClient: QueryClient,
  target: ApiTarget,
  requestsPerMinute: number,
  last: UnpaidInvoices | null,
): UnpaidWalkPlan {
  const count = (status: UnpaidStatus) =>
    cachedTotal(queryClient, target, { ...defaultInvoiceFilters, status }) ??
    last?.counts[status] ??
    null
  return planUnpaidWalk(
    { pending: count('pending'), overdue: count('overdue') },
    requestsPerMinute,
    target.pageSizeCap?.value,
  )
}

/**
 * Walks the unpaid statuses side by side, each under its plan, reporting progress over all of them
 * (`bothWalks`) to whichever page shows the load (`useLoadUnderWay`).
 */
export function loadUnpaid(
  queryClient: QueryClient,
  target: ApiTarget,
  plan: UnpaidWalkPlan,
): Promise<UnpaidInvoices> {
  const { queryKey } = unpaidInvoiceQueries.current(target)
  // One entry per connection: the plan bounds the walk, not which invoices it holds.
  return runHeldLoad(queryClient, queryKey, async (signal, onProgress) => {
    const { walkInvoices } = await import('./invoice-walker')
    // Cancelled while the walker's code loaded: no walk starts.
    signal.throwIfAborted()
    // Cancelled with the load, or with the first walk that fails: the other stops asking too.
    const halt = new AbortController()
    const haltWithLoad = () => {
      halt.abort(signal.reason)
    }
    signal.addEventListener('abort', haltWithLoad, { once: true })
    const progressByStatus = new Map<UnpaidStatus, WalkProgress>()
    const walking = new Set<UnpaidStatus>(unpaidStatuses)
    const report = () => {
      onProgress(
        bothWalks(
          unpaidStatuses.map((status) => ({
            progress: progressByStatus.get(status) ?? null,
            walking: walking.has(status),
          })),
        ),
      )
    }
    try {
      const results = await Promise.all(
        unpaidStatuses.map((status) =>
          walkInvoices(
            target,
            { ...defaultInvoiceFilters, status, limit: MAX_LIMIT },
            {
              plan: plan.byStatus[status],
              signal: halt.signal,
              onProgress: (progress) => {
                progressByStatus.set(status, progress)
                report()
              },
            },
          ).then(
            (result) => {
              // The other walk may be held: with this one done, the bar says so.
              walking.delete(status)
              report()
              return { status, result }
            },
            (error: unknown) => {
              halt.abort()
              throw error
            },
          ),
        ),
      )
      const invoices: Invoice[] = []
      const counts = { pending: 0, overdue: 0 }
      const outcomes = {} as Record<UnpaidStatus, WalkOutcome>
      for (const { status, result } of results) {
        // The outcome is kept with the invoices, not a second list of them.
        const { invoices: walked, ...outcome } = result
        invoices.push(...walked)
        counts[status] = outcome.claimedTotal
        outcomes[status] = { ...outcome, got: walked.length }
      }
      return {
        invoices: latestOfEach(invoices),
        loadedAt: Date.now(),
        outcomes,
        counts,
        fromLoadedSet: false,
      }
    } finally {
      signal.removeEventListener('abort', haltWithLoad)
    }
  })
}

/**
 * Each invoice once, in its later status: one that turned overdue while the walks ran (at midnight,
 * say) can be in both, and counts once, as overdue. Rows without an id are each their own.
 */
function latestOfEach(invoices: readonly Invoice[]): Invoice[] {
  const latest = new Map<string, Invoice>()
  for (const invoice of invoices) if (!invoice.idMissing) latest.set(invoice.id, invoice)
  return invoices.filter(
    (invoice) => invoice.idMissing === true || latest.get(invoice.id) === invoice,
  )
}

/**
 * The side-by-side walks as one: counted once each has had its first page (one status's count alone
 * would fill the bar, then drop it when the next one's arrived), and held while every walk still
 * walking is (a rate limit holds both, as they share one budget), until the soonest goes on.
 */
function bothWalks(
  walks: readonly { progress: WalkProgress | null; walking: boolean }[],
): WalkProgress {
  const counted = walks.every(({ progress }) => progress?.total != null)
  const sum = (count: (progress: WalkProgress) => number) =>
    walks.reduce((added, { progress }) => added + (progress ? count(progress) : 0), 0)
  const stillWalking = walks.filter(({ walking }) => walking)
  const pauses = stillWalking.flatMap(({ progress }) => (progress?.pause ? [progress.pause] : []))
  return {
    fetched: counted ? sum(({ fetched }) => fetched) : 0,
    total: counted ? sum(({ total }) => total ?? 0) : null,
    requests: sum(({ requests }) => requests),
    pause: pauses.length > 0 && pauses.length === stillWalking.length ? soonestPause(pauses) : null,
  }
}
