/**
 * What the pager, the live region and the notices say about the page on screen, worked out in one
 * place so they can never disagree. The URL's view (what was asked for) is the position everywhere;
 * the server's numbers are believed only where they agree with the rows it sent, and every
 * disagreement is said in words.
 */
import { sameMatchingFilters, type InvoiceFilters } from '../../../api/invoice-filters'
import { totalBelowRows, type InvoicePage } from '../../../api/invoice-api'
import { formatCount, formatCountOf } from '../../../lib/format-count'
import { hasActiveFilters, lastPageOffset, pageNumberOf } from '../view/invoice-view'

export interface PageReport {
  /** The page the URL asks for, from 1. */
  pageNumber: number
  /** Pages in all, or `null` when no usable total is known for this view. */
  pageCount: number | null
  /** Invoices matching this view, or `null` when unknown. */
  total: number | null
  canGoBack: boolean
  canGoNext: boolean
  /** Where "Last page" goes, or `null` when the last page is not known (or is this one). */
  lastOffset: number | null
  /** The polite live region's text. */
  summary: string
  /** The server's answer disagreed with the request or with itself (../results/server-answer-notice.tsx says how). */
  doubtful: boolean
  /** This view's page came back with no rows although invoices were said (or may) exist. */
  emptyPage: boolean
  /** This view's page says nothing matches the filters at all. */
  noMatches: boolean
}

const usableTotal = (page: InvoicePage) => (totalBelowRows(page) ? null : page.total)

/** Cheap to ask on every page; the words for each problem load only when one occurs. */
function isDoubtful(page: InvoicePage): boolean {
  return (
    totalBelowRows(page) ||
    page.offset !== page.request.offset ||
    page.limit !== page.request.limit ||
    page.extraRows > 0 ||
    page.invoices.some((invoice) => invoice.idMissing)
  )
}

/**
 * @param page the page on screen: this view's, a previous view's while this one loads
 *   (`placeholder`), or none yet (loading, or failed).
 * @param search the loaded set's search, trimmed ('' for none): a page that matches nothing names it.
 */
export function pageReport(
  filters: InvoiceFilters,
  page: InvoicePage | undefined,
  placeholder: boolean,
  search = '',
): PageReport {
  const { limit, offset } = filters
  const pageNumber = pageNumberOf(filters)
  const settled = page !== undefined && !placeholder
  // A previous page of the same invoices still knows how many there are; another view's does not.
  const knownFrom =
    page && (settled || sameMatchingFilters(page.request, filters)) ? page : undefined
  const total = knownFrom ? usableTotal(knownFrom) : null
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / limit))
  const rows = settled ? page.invoices.length : 0
  const lastOffset = total === null ? null : lastPageOffset(total, limit)
  const empty = settled && rows === 0
  const noMatches = empty && offset === 0 && !page.total

  const canGoNext =
    total !== null
      ? offset + limit < total && (!settled || rows > 0)
      : // Unknown total: a full page says there may be more.
        settled && rows >= limit

  return {
    pageNumber,
    pageCount,
    total,
    canGoBack: offset > 0,
    canGoNext,
    lastOffset: lastOffset !== null && lastOffset > offset ? lastOffset : null,
    summary: summaryOf(
      filters,
      page,
      placeholder,
      total,
      noMatches && noMatchWords(filters, search),
    ),
    doubtful: settled && isDoubtful(page),
    emptyPage: empty && !noMatches,
    noMatches,
  }
}

/** What matched nothing: the filters, the search, or both. */
function noMatchWords(filters: InvoiceFilters, search: string): string {
  if (!search) return 'No invoices match these filters'
  const searched = `No invoices match “${search}”`
  return hasActiveFilters(filters) ? `${searched} with these filters` : searched
}

function summaryOf(
  filters: InvoiceFilters,
  page: InvoicePage | undefined,
  placeholder: boolean,
  total: number | null,
  noMatches: string | false,
): string {
  if (!page) return ''
  const pageNumber = formatCount(pageNumberOf(filters))
  if (placeholder) return `Loading page ${pageNumber}…`
  const rows = page.invoices.length
  // A loaded set that fell short: "Showing 1–32 of 32 invoices, of the 300 loaded; the server …".
  const short = page.loadedShortfall ? `, ${page.loadedShortfall}` : ''
  if (noMatches) return `${noMatches}${short}`
  if (rows === 0) return `No invoices on page ${pageNumber}`
  const first = formatCount(filters.offset + 1)
  // One row is a position, not a range: "Showing invoice 51 of 51", never "51–51 of 51 invoices".
  const shown =
    rows === 1
      ? `Showing invoice ${first}`
      : `Showing ${first}–${formatCount(filters.offset + rows)}`
  if (total === null) return `${shown} (total unknown)`
  return `${shown} of ${rows === 1 ? formatCount(total) : formatCountOf(total, 'invoice')}${short}`
}

/**
 * The words over rows that belong to another view, so old rows under a new filter or page can never
 * pass for the new ones.
 */
export function staleRowsText(
  filters: InvoiceFilters,
  page: InvoicePage,
  offline: boolean,
): string {
  const { request, invoices } = page
  const range = `invoices ${formatCount(request.offset + 1)}–${formatCount(request.offset + invoices.length)}`
  const pageNumber = (view: InvoiceFilters) => formatCount(pageNumberOf(view))
  const what = sameMatchingFilters(request, filters)
    ? `page ${pageNumber(request)} (${range}) while page ${pageNumber(filters)} loads`
    : invoices.length === 0
      ? 'no invoices under the previous filters, while these load'
      : `${range} under the previous filters, while these load`
  const suffix = offline ? ' You are offline: they load when the connection is back.' : ''
  return `Showing the previous results: ${what}.${suffix}`
}
