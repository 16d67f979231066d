/**
 * Where the invoice list lives on a server: apart from `invoice-api.ts` so the boot module can build
 * the first request's URL without the schema and its parser.
 */
import { invoiceFiltersToSearchParams, type InvoiceFilters } from './invoice-filters'

export const INVOICES_PATH = '/api/v1/invoices'

/** Resolved relative to the root, so a root served under a path (`/billing`) keeps it. */
export function invoicesEndpoint(root: string): URL {
  return new URL(INVOICES_PATH.slice(1), root.endsWith('/') ? root : `${root}/`)
}

export function buildInvoicesUrl(root: string, filters: InvoiceFilters): URL {
  const url = invoicesEndpoint(root)
  url.search = invoiceFiltersToSearchParams(filters).toString()
  return url
}
