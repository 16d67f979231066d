/**
 * Fetches every invoice matching the filters, a page of 100 at a time, as fast as the target's rate
 * budget allows and no faster: pacing is the budget's job (`acquire`), so the walker only keeps a
 * few requests in flight, waits out a 429 when one still comes, and assembles the pages in order.
 */
import { isApiError } from '../lib/api-error'
import { abortableDelay } from '../lib/abortable-delay'
import type { ApiTarget } from '../lib/api-target'
import { DEFAULT_RETRY_AFTER_SECONDS } from '../lib/rate-limit-headers'
import { listInvoices, type InvoicePage } from './invoice-api'
import { MAX_LIMIT, type InvoiceFilters } from './invoice-filters'
import type { Invoice } from './invoice-schema'

export interface WalkProgress {
  /** Invoices received so far (before de-duplication). */
  fetched: number
  /** The latest `total` the server reported. */
  total: number
  requests: number
}

export interface WalkResult {
  /** Every matching invoice once, in the API's order. */
  invoices: Invoice[]
  total: number
  /** The server's `total` moved during the walk: offset paging may have skipped or repeated rows. */
  totalChanged: boolean
  duplicatesRemoved: number
  requests: number
  rateLimitedResponses: number
}

export interface WalkOptions {
  signal?: AbortSignal
  onProgress?: (progress: WalkProgress) => void
  /** Requests in flight at once; enough to keep a Pro budget busy over real latency. */
  concurrency?: number
}

/** Sleep after a 429 when the target has no budget to hold the cooldown for us. */
const fallbackRetryAfterMs = (seconds: number | undefined) =>
  (seconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000

/** A page's `total`, or the rows up to its end when the server sent no usable one. */
const reportedTotal = (page: InvoicePage) => page.total ?? page.offset + page.invoices.length

export async function walkInvoices(
  target: ApiTarget,
  filters: InvoiceFilters,
  { signal, onProgress, concurrency = 4 }: WalkOptions = {},
): Promise<WalkResult> {
  let requests = 0
  let rateLimitedResponses = 0
  let fetched = 0

  const fetchPage = async (offset: number): Promise<InvoicePage> => {
    for (;;) {
      signal?.throwIfAborted()
      requests += 1
      try {
        return await listInvoices(target, { ...filters, limit: MAX_LIMIT, offset }, { signal })
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'rate-limited') throw error
        rateLimitedResponses += 1
        // The budget saw the 429 and holds the cooldown in `acquire`; without one, wait here.
        if (!target.budget)
          await abortableDelay(fallbackRetryAfterMs(error.retryAfterSeconds), signal)
      }
    }
  }

  const first = await fetchPage(0)
  const firstTotal = reportedTotal(first)
  let total = firstTotal
  // The server may apply a smaller page than asked for: step by what it applied.
  const stride = Math.max(1, first.limit)
  const pages = new Map<number, Invoice[]>([[0, first.invoices]])
  fetched += first.invoices.length
  onProgress?.({ fetched, total, requests })

  let nextOffset = first.invoices.length === 0 ? total : stride
  const worker = async () => {
    while (nextOffset < total) {
      const offset = nextOffset
      nextOffset += stride
      const page = await fetchPage(offset)
      pages.set(offset, page.invoices)
      fetched += page.invoices.length
      total = reportedTotal(page)
      onProgress?.({ fetched, total, requests })
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))

  const byId = new Map<string, Invoice>()
  let received = 0
  for (const offset of [...pages.keys()].sort((a, b) => a - b)) {
    for (const invoice of pages.get(offset) ?? []) {
      received += 1
      if (!byId.has(invoice.id)) byId.set(invoice.id, invoice)
    }
  }
  return {
    invoices: [...byId.values()],
    total,
    totalChanged: total !== firstTotal,
    duplicatesRemoved: received - byId.size,
    requests,
    rateLimitedResponses,
  }
}
