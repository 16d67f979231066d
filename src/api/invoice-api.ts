/** `listInvoices`: the only code that knows the invoice path and the envelope's shape. */
import { ApiError, isApiError } from '../lib/api-error'
import type { ApiTarget } from '../lib/api-target'
import { getJson } from '../lib/http-client'
import { invoiceFiltersToSearchParams, type InvoiceFilters } from './invoice-filters'
import { invoicePageEnvelopeSchema, invoiceSchema, type Invoice } from './invoice-schema'

export const INVOICES_PATH = '/api/v1/invoices'

export interface InvoicePage {
  invoices: Invoice[]
  /** Invoices matching the filters across all pages. */
  total: number
  /** Page size and offset the server applied (it may clamp what was asked). */
  limit: number
  offset: number
  /** Rows the server sent that had no usable `id` and so could not be shown. */
  skippedRows: number
  rateLimitRemaining: number | null
}

/** Resolved relative to the root, so a root served under a path (`/billing`) keeps it. */
export function invoicesEndpoint(root: string): URL {
  return new URL(INVOICES_PATH.slice(1), root.endsWith('/') ? root : `${root}/`)
}

export function buildInvoicesUrl(root: string, filters: InvoiceFilters): URL {
  const url = invoicesEndpoint(root)
  url.search = invoiceFiltersToSearchParams(filters).toString()
  return url
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
  return parseInvoicePage(response.body, filters, response.rateLimitRemaining)
}

export function parseInvoicePage(
  body: unknown,
  requested: InvoiceFilters,
  rateLimitRemaining: number | null,
): InvoicePage {
  const envelope = invoicePageEnvelopeSchema.safeParse(body)
  if (!envelope.success) {
    throw new ApiError('malformed', 'Unexpected response from the server.', {
      rateLimitRemaining,
    })
  }
  const invoices: Invoice[] = []
  for (const row of envelope.data.invoices) {
    const parsed = invoiceSchema.safeParse(row)
    if (parsed.success) invoices.push(parsed.data)
  }
  const offset = envelope.data.offset ?? requested.offset
  return {
    invoices,
    total: envelope.data.total ?? offset + envelope.data.invoices.length,
    limit: envelope.data.limit ?? requested.limit,
    offset,
    skippedRows: envelope.data.invoices.length - invoices.length,
    rateLimitRemaining,
  }
}
