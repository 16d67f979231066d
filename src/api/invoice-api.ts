/** `listInvoices`: the only code that knows the invoice path and the envelope's shape. */
import { ApiError, isApiError } from '../lib/api-error'
import type { ApiTarget } from '../lib/api-target'
import { getJson } from '../lib/http-client'
import { buildInvoicesUrl } from './invoice-api-url'
import type { InvoiceFilters } from './invoice-filters'
import { invoicePageEnvelopeSchema, invoiceRowSchema, type Invoice } from './invoice-schema'

export interface InvoicePage {
  /** The view asked for: what the page describes, whatever the envelope claims. */
  request: InvoiceFilters
  /** At most the `limit` asked for; rows without a usable `id` are kept and marked `idMissing`. */
  invoices: Invoice[]
  /**
   * Invoices matching the filters across all pages; `null` when the server sent none we can use
   * (missing, negative, fractional, not a number): unknown, never guessed.
   */
  total: number | null
  /** Page size and offset the server says it applied (what was asked for when it says nothing). */
  limit: number
  offset: number
  /** Rows the server sent beyond the `limit` asked for: received, not kept. */
  extraRows: number
  rateLimitRemaining: number | null
  /** When the team server's shared cache fetched this page; `null` when it was fetched for us. */
  cachedAt: number | null
  /**
   * A loaded set's page, when that set fell short of the server's answer: what its counts add
   * ("of the 300 loaded; the server reported 3,200"). Never set on the server's own pages.
   */
  loadedShortfall?: string | null
}

/** A total fewer than the rows this page already reaches cannot be true. */
export function totalBelowRows(page: InvoicePage): boolean {
  const rows = page.invoices.length
  return page.total !== null && rows > 0 && page.total < page.request.offset + rows
}

/**
 * The page size a server that clamps `limit` applied, when it says so and the rows agree (as many as
 * it claims, fewer than asked, none beyond): `null` for any other page, a last page included.
 */
export function clampedPageSize(page: InvoicePage): number | null {
  const { limit, invoices, request, extraRows } = page
  const agrees = invoices.length === limit && extraRows === 0
  return agrees && limit >= 1 && limit < request.limit ? limit : null
}

export async function listInvoices(
  target: ApiTarget,
  filters: InvoiceFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InvoicePage> {
  await target.budget?.acquire(signal)
  let response
  try {
    response = await getJson(buildInvoicesUrl(target.root, filters), {
      apiKey: target.apiKey,
      signal,
    })
  } catch (error) {
    if (isApiError(error)) {
      target.budget?.observe({
        remaining: error.rateLimitRemaining,
        // Only a refusal for the rate limit starts a cooldown; a 503's wait is the retries' business.
        retryAfterSeconds: error.kind === 'rate-limited' ? error.retryAfterSeconds : undefined,
        unauthorized: error.kind === 'unauthorized',
      })
    }
    throw error
  }
  target.budget?.observe({ remaining: response.rateLimitRemaining })
  const page = {
    ...parseInvoicePage(response.body, filters, response.rateLimitRemaining),
    cachedAt: response.cachedAt,
  }
  if (target.pageSizeCap) observePageSizeCap(target.pageSizeCap, page)
  return page
}

/** A clamped page sets the cap; a page fuller than the cap shows it was lifted. */
function observePageSizeCap(cap: { value: number | null }, page: InvoicePage) {
  const applied = clampedPageSize(page)
  if (applied !== null) cap.value = applied
  else if (cap.value !== null && page.invoices.length > cap.value) cap.value = null
}

function parseInvoicePage(
  body: unknown,
  requested: InvoiceFilters,
  rateLimitRemaining: number | null,
): Omit<InvoicePage, 'cachedAt'> {
  const envelope = invoicePageEnvelopeSchema.safeParse(body)
  if (!envelope.success) {
    throw new ApiError('malformed', 'Not an invoice page envelope.', {
      rateLimitRemaining,
    })
  }
  // Only the rows asked for are parsed and kept: a server that sends 5,000 for 50 costs no more.
  const rows = envelope.data.invoices.slice(0, requested.limit)
  const invoices = rows.map((row, index) => parseRow(row, requested.offset + index))
  return {
    request: requested,
    invoices,
    total: envelope.data.total ?? null,
    limit: envelope.data.limit ?? requested.limit,
    offset: envelope.data.offset ?? requested.offset,
    extraRows: envelope.data.invoices.length - rows.length,
    rateLimitRemaining,
  }
}

/** One row, never dropped: a row that is not even an object shows as a row of dashes. */
function parseRow(row: unknown, position: number): Invoice {
  const parsed = invoiceRowSchema.safeParse(row)
  const fields = parsed.success ? parsed.data : invoiceRowSchema.parse({})
  if (typeof fields.id === 'string') return { ...fields, id: fields.id }
  // The position keys the row within its view; the mark tells every display it is not a real id.
  return { ...fields, id: `no-id-${position}`, idMissing: true }
}
