/**
 * The filters the invoice page opens with at a URL: the URL's own, or, when it names no filter at
 * all, with the page size this device remembers. Shared by the page and the startup prefetch, so the
 * request started before React mounts is exactly the one the page asks for.
 */
import {
  DEFAULT_LIMIT,
  filterParamNames,
  parseInvoiceFilters,
  type InvoiceFilters,
} from '../../../api/invoice-filters'
import { rememberedPageSize } from '../pagination/rows-per-page-preference'

const hasNoFilterParams = (params: URLSearchParams) =>
  filterParamNames.every((name) => !params.has(name))

/** The page size for the entry the page was opened at (see ../pagination/rows-per-page-preference.ts). */
export const openingPageSize = (params: URLSearchParams) =>
  hasNoFilterParams(params) ? rememberedPageSize() : DEFAULT_LIMIT

function openingInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const { filters } = parseInvoiceFilters(params)
  const limit = openingPageSize(params)
  return limit === DEFAULT_LIMIT ? filters : { ...filters, limit }
}

/**
 * What the invoice page asks for first when the app opens at this location, or `null` when it opens
 * on another route. Used by the requests sent before React mounts.
 */
export function openingRequestFilters({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): InvoiceFilters | null {
  if (pathname !== '/' && pathname !== '/invoices') return null
  // `/` redirects to `/invoices` with its query string.
  return openingInvoiceFilters(new URLSearchParams(search))
}
