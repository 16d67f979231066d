/**
 * Fetches every invoice matching the filters, 100 at a time (or the fewer a page the server sends),
 * within the plan the user agreed to.
 * Any feature that needs the whole matching set (export, summary, the loaded set) walks with it.
 *
 * The server is not trusted: the walk follows the rows each page actually brought (a short page
 * leaves a gap that is read next, never an offset already read, never a `limit` of 0), never asks
 * for more pages than the plan's ceiling nor tries pages again more than its allowance, and stops,
 * saying why, when a page adds no new invoice (the server ignores `offset`), the total grows past
 * what was confirmed, or the server turns away more requests than the allowance. Pacing is the
 * budget's job (`acquire`, which holds every request to the plan's per-minute limit whatever the
 * server claims), so the walker only keeps a few requests in flight and waits out a 429 when one
 * still comes.
 */
import { isApiError } from '../lib/api-error'
import { abortableDelay } from '../lib/abortable-delay'
import type { ApiTarget } from '../lib/api-target'
import { decideRetry } from '../lib/retry-policy'
import { listInvoices, type InvoicePage } from './invoice-api'
import { MAX_LIMIT, type InvoiceFilters } from './invoice-filters'
import type { Invoice } from './invoice-schema'
import { soonestPause, type WalkPause } from './walk-pause'
import type { WalkPlan } from './walk-plan'

export interface WalkProgress {
  /** Distinct invoices received so far. */
  fetched: number
  /** The latest `total` the server reported (or the rows found, where it sent none); `null` before the first page. */
  total: number | null
  requests: number
  /** The walk is held, none of its requests able to go before `until`; `null` while it runs. */
  pause: WalkPause | null
}

/** A wait shorter than this is the pace between two requests, not a pause worth saying. */
const PAUSE_WORTH_SAYING_MS = 1_500

/**
 * Why a walk ended. `end`: the pages ran out. The others end it early: `no-new-invoices` (a page
 * repeated only invoices already read: the server ignores `offset`), `total-grew` (the server's total
 * outgrew the ceiling the user confirmed), `ceiling` (pages came back smaller than planned),
 * `retries` (more requests were turned away, rate limited or failing, than the plan allows for).
 */
export type WalkStopReason = 'end' | 'no-new-invoices' | 'total-grew' | 'ceiling' | 'retries'

export interface WalkResult {
  /** Every invoice received, once, in the API's order. */
  invoices: Invoice[]
  /**
   * The last `total` the server reported, or, where it sent none that could be true, the rows the
   * walk found (what the next plan is priced at). Words quote `reportedTotal`, never this.
   */
  claimedTotal: number
  /** The last usable `total` the server sent; `null` when none came (missing or garbled). */
  reportedTotal: number | null
  /** A `total` the server sent below the rows it had already sent, so walked as if none came. */
  totalBelowRows: number | null
  /** Claimed invoices the walk did not get (0 when it got them all, or more than claimed). */
  missing: number
  /** Rows received more than once (the order changed under the walk, or pages overlapped). */
  duplicates: number
  /** A `total` the server reported moved during the walk: paging may have skipped or repeated rows. */
  totalChanged: boolean
  stopReason: WalkStopReason
  /** Every invoice of a steady, reported total was received exactly once. */
  complete: boolean
  /** Every request sent, those turned away included. */
  requests: number
  /** Pages asked for, each counted once however often it was tried: what a re-plan is priced from. */
  pageRequests: number
  rateLimitedResponses: number
}

export interface WalkOptions {
  /** The cost the user saw: its ceiling is never passed, its total bounds a growing one. */
  plan: WalkPlan
  signal?: AbortSignal | undefined
  onProgress?: ((progress: WalkProgress) => void) | undefined
  /** Requests in flight at once; enough to keep a Pro budget busy over real latency. */
  concurrency?: number
}

/** A range of offsets still to read: `end` is exclusive, `null` for "to the end". */
interface Span {
  start: number
  end: number | null
}

/** The walk may send no more: its ceiling of pages, or its allowance of requests tried again. */
class WalkBounded extends Error {
  constructor(readonly reason: 'ceiling' | 'retries') {
    super(reason)
  }
}

export async function walkInvoices(
  target: ApiTarget,
  filters: InvoiceFilters,
  options: WalkOptions,
): Promise<WalkResult> {
  // Aborted by the caller, or with the first failure among the workers: either way every request
  // the walk still has in flight or waiting stops, so a failed walk asks nothing more once it fails.
  const halt = new AbortController()
  const { signal } = options
  const haltWithCaller = () => {
    halt.abort(signal?.reason)
  }
  if (signal?.aborted) haltWithCaller()
  else signal?.addEventListener('abort', haltWithCaller, { once: true })
  try {
    return await walkUntilHalted(target, filters, options, halt)
  } finally {
    signal?.removeEventListener('abort', haltWithCaller)
  }
}

async function walkUntilHalted(
  target: ApiTarget,
  filters: InvoiceFilters,
  { plan, onProgress, concurrency = 4 }: WalkOptions,
  halt: AbortController,
): Promise<WalkResult> {
  const { signal } = halt
  /** First tries of a page: bounded by the plan's ceiling. */
  let pageTries = 0
  /** Tries again after a page was turned away (a 429, a failure): bounded by its allowance. */
  let retries = 0
  let rateLimitedResponses = 0
  let received = 0
  // An object, not a `let`: workers set it between awaits, where a narrowed local would go stale.
  const walk: {
    stop: WalkStopReason | null
    claimed: number
    /** The usable totals the server sent: the first, the last, and one below its rows. */
    firstReported: number | null
    lastReported: number | null
    belowRows: number | null
    /** The first worker's failure, which the walk fails with. */
    failure: { error: unknown } | null
  } = {
    stop: null,
    claimed: 0,
    firstReported: null,
    lastReported: null,
    belowRows: null,
    failure: null,
  }
  const byId = new Map<string, Invoice>()
  const pages = new Map<number, Invoice[]>()

  /**
   * Each wait under way, and the walk's readers still at work (the first page's, then each worker
   * until it has nothing left to read): the walk is held while every one of them waits.
   */
  const waits = new Set<WalkPause>()
  let reading = 0
  const sayProgress = () => {
    const held = waits.size > 0 && waits.size >= reading
    onProgress?.({
      fetched: byId.size,
      total: pages.size > 0 ? walk.claimed : null,
      requests: pageTries + retries,
      pause: held ? soonestPause([...waits]) : null,
    })
  }
  const waitOut = (ms: number, because: WalkPause['because']) =>
    pausedFor({ until: Date.now() + ms, because }, abortableDelay(ms, signal))
  /**
   * Holds a wait in the progress while `waiting` runs. `readAgain` says when it ends as of now: read
   * each second, a hold that grew (another tab spent the budget, a 429 came meanwhile) is said anew.
   */
  const pausedFor = async <T>(
    pause: WalkPause,
    waiting: Promise<T>,
    readAgain?: () => number,
  ): Promise<T> => {
    if (pause.until - Date.now() < PAUSE_WORTH_SAYING_MS) return await waiting
    let current = pause
    waits.add(current)
    sayProgress()
    const timer =
      readAgain &&
      setInterval(() => {
        const until = readAgain()
        if (until < current.until + 1_000) return
        waits.delete(current)
        current = { ...current, until }
        waits.add(current)
        sayProgress()
      }, 1_000)
    try {
      return await waiting
    } finally {
      clearInterval(timer)
      waits.delete(current)
      sayProgress()
    }
  }

  /**
   * One page, retried as the app's retry policy says. Its first try counts against the ceiling,
   * which is the plan's pages and their slack; each try again after a 429 or a failure counts
   * against the plan's own allowance for them, so one 429 met by every request in flight cannot
   * use up the slack meant for short pages. Every request sent is bounded by the two together.
   */
  const fetchPage = async (offset: number, limit: number): Promise<InvoicePage> => {
    for (let failures = 0, again = false; ; again = true) {
      signal.throwIfAborted()
      if (again) {
        if (retries >= plan.retryAllowance) throw new WalkBounded('retries')
        retries += 1
      } else {
        if (pageTries >= plan.ceiling) throw new WalkBounded('ceiling')
        pageTries += 1
      }
      try {
        // The budget holds the request in `acquire` until the plan's pace or a cooldown lets it go.
        const readyAt = () => target.budget?.readyAt?.() ?? Date.now()
        return await pausedFor(
          { until: readyAt(), because: 'rate-limit' },
          listInvoices(target, { ...filters, limit, offset }, { signal }),
          readyAt,
        )
      } catch (error) {
        if (isApiError(error) && error.kind === 'rate-limited') {
          rateLimitedResponses += 1
          // The budget saw the 429 and holds the cooldown in `acquire`; without one, wait here.
          if (!target.budget) await waitOut(error.retryAfterSeconds * 1000, 'rate-limit')
          continue
        }
        const decision = decideRetry(failures, error)
        if (!decision.retry) throw error
        failures += 1
        await waitOut(decision.delayMs, 'retry')
      }
    }
  }

  /** Reads `span`'s first page, records it and says what is left of the span. */
  const read = async (span: Span): Promise<{ page: InvoicePage; rows: number } | null> => {
    const limit = span.end === null ? MAX_LIMIT : Math.min(MAX_LIMIT, span.end - span.start)
    let page: InvoicePage
    try {
      page = await fetchPage(span.start, limit)
    } catch (error) {
      if (!(error instanceof WalkBounded)) throw error
      walk.stop ??= error.reason
      return null
    }
    // A page that arrives after the walk stopped is kept: it was paid for.
    const repeated = isRepeat(page.invoices, byId)
    // A row without an id has one made from its position, new at every offset: on a page that
    // repeats, it is taken for the repeat it is, not for a new invoice.
    const kept = repeated ? page.invoices.filter((invoice) => !invoice.idMissing) : page.invoices
    for (const invoice of kept) byId.set(invoice.id, invoice)
    received += page.invoices.length
    pages.set(span.start, kept)
    const reached = span.start + page.invoices.length
    // A total below the rows already sent cannot be true: walked on as if none came.
    const total = page.total !== null && page.total < reached ? null : page.total
    if (total === null && page.total !== null) walk.belowRows = page.total
    if (total !== null) {
      walk.firstReported ??= total
      walk.lastReported = total
    }
    // No usable total: a full page promises at least one more row, a short one is the end.
    walk.claimed =
      total ?? (page.invoices.length >= limit ? Math.max(walk.claimed, reached + 1) : reached)
    if (repeated) walk.stop ??= 'no-new-invoices'
    else if (
      plan.total !== null &&
      walk.claimed > plan.total &&
      Math.ceil(walk.claimed / plan.pageSize) > plan.ceiling
    )
      walk.stop ??= 'total-grew'
    sayProgress()
    return { page, rows: page.invoices.length }
  }

  reading = 1
  const first = await read({ start: 0, end: null })
  reading = 0
  // The server may apply a smaller page than asked for: stride by the rows it actually sent.
  const stride = first?.rows ?? 0
  // At that size the plan cannot reach the total: stop now, one request spent, for a re-plan at the
  // real price, rather than walk on to the ceiling.
  if (stride > 0 && stride < plan.pageSize && Math.ceil(walk.claimed / stride) > plan.ceiling)
    walk.stop ??= 'ceiling'
  /** Short pages leave gaps, read before the tail moves on. */
  const gaps: Span[] = []
  let tail: number | null = stride > 0 ? stride : null

  const nextSpan = (): { span: Span; fromTail: boolean } | null => {
    if (walk.stop) return null
    const gap = gaps.shift()
    if (gap) return { span: gap, fromTail: false }
    if (tail === null || tail >= walk.claimed) return null
    const span = { start: tail, end: tail + stride }
    tail += stride
    return { span, fromTail: true }
  }

  const worker = async () => {
    reading += 1
    try {
      await readSpans()
    } finally {
      // Those still reading may all be waiting now.
      reading -= 1
      sayProgress()
    }
  }
  const readSpans = async () => {
    for (let next = nextSpan(); next; next = nextSpan()) {
      const { span, fromTail } = next
      const got = await read(span)
      if (!got) continue
      // An empty page is the end of the data here, whatever `total` says.
      if (got.rows === 0) {
        if (fromTail) tail = null
        continue
      }
      const stop = span.start + got.rows
      if (span.end !== null && stop < span.end && stop < walk.claimed)
        gaps.push({ start: stop, end: span.end })
    }
  }
  // The first failure halts the other workers, and the walk fails with it once they have all left.
  // Halted with a plain abort, not that failure: their requests end as aborted, not as answered with
  // it (the budget would count each as a response).
  const runWorker = () =>
    worker().catch((error: unknown) => {
      walk.failure ??= { error }
      halt.abort()
    })
  // Workers leave when nothing is queued; a page still in flight may queue a gap after they left.
  while (!walk.stop && (gaps.length > 0 || (tail !== null && tail < walk.claimed))) {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, runWorker))
    if (walk.failure) throw walk.failure.error
    signal.throwIfAborted()
  }

  const invoices: Invoice[] = []
  const placed = new Set<string>()
  for (const offset of [...pages.keys()].sort((a, b) => a - b)) {
    for (const invoice of pages.get(offset) ?? []) {
      if (placed.has(invoice.id)) continue
      placed.add(invoice.id)
      invoices.push(invoice)
    }
  }
  const duplicates = received - invoices.length
  const claimed = walk.claimed
  // Only what the server said can have changed: a count the walk inferred is not its total.
  const totalChanged = walk.lastReported !== walk.firstReported
  const finalReason = walk.stop ?? 'end'
  return {
    invoices,
    claimedTotal: claimed,
    reportedTotal: walk.lastReported,
    totalBelowRows: walk.belowRows,
    missing: Math.max(0, claimed - invoices.length),
    duplicates,
    totalChanged,
    stopReason: finalReason,
    // Nothing the server did not say is confirmed: with no usable total, no walk is complete.
    complete:
      finalReason === 'end' &&
      !totalChanged &&
      duplicates === 0 &&
      walk.belowRows === null &&
      walk.lastReported === invoices.length,
    requests: pageTries + retries,
    pageRequests: pageTries,
    rateLimitedResponses,
  }
}

/**
 * A page that brings no invoice not already read: it has rows with real ids, and every one of them
 * was read before. Rows without one cannot tell (their ids come from their position).
 */
function isRepeat(invoices: readonly Invoice[], read: ReadonlyMap<string, Invoice>): boolean {
  const identified = invoices.filter((invoice) => !invoice.idMissing)
  return identified.length > 0 && identified.every((invoice) => read.has(invoice.id))
}
