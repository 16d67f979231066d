/**
 * The URL is the state: this module maps search params to typed filters and back. Every bad value is
 * corrected or dropped here, with a note for the user, so nothing invalid ever reaches the API.
 */
import { isIsoDate } from '../lib/iso-date'
import { isInvoiceStatus, type InvoiceStatus } from './invoice-statuses'

export const DEFAULT_LIMIT = 50
export const MAX_LIMIT = 100
export const MAX_VENDOR_LENGTH = 200
export const pageSizes = [10, 25, 50, 100] as const

/** The start of the page of `limit` rows that holds the row at `offset`: pages start on their boundaries. */
export const pageStart = (offset: number, limit: number) => offset - (offset % limit)

export function isPageSize(value: number): value is (typeof pageSizes)[number] {
  return (pageSizes as readonly number[]).includes(value)
}

/** A vendor as the URL and the API get it: trimmed, at most MAX_VENDOR_LENGTH characters. */
export function normaliseVendor(raw: string): string {
  return raw.trim().slice(0, MAX_VENDOR_LENGTH).trim()
}

export interface InvoiceFilters {
  status: InvoiceStatus | null
  /** Case-insensitive substring, trimmed; empty means no vendor filter. */
  vendor: string
  startDate: string | null
  endDate: string | null
  limit: number
  offset: number
}

export const defaultInvoiceFilters: InvoiceFilters = {
  status: null,
  vendor: '',
  startDate: null,
  endDate: null,
  limit: DEFAULT_LIMIT,
  offset: 0,
}

/**
 * The same filters on their first page, at the default size: for what does not depend on the page
 * (which invoices match), so every page of one view shares it.
 */
export function firstPageOf(filters: InvoiceFilters): InvoiceFilters {
  return { ...filters, limit: DEFAULT_LIMIT, offset: 0 }
}

/** Whether two views ask for the same invoices (only their page differs). */
export function sameMatchingFilters(a: MatchFilters, b: MatchFilters): boolean {
  return (
    a.status === b.status &&
    a.vendor === b.vendor &&
    a.startDate === b.startDate &&
    a.endDate === b.endDate
  )
}

/** The four filters that decide which invoices match; rows per page and position only page them. */
export const matchFilterNames = ['status', 'vendor', 'startDate', 'endDate'] as const

/** The part of the filters that decides which invoices match (not the page). */
export type MatchFilters = Pick<InvoiceFilters, (typeof matchFilterNames)[number]>

export const filterParamNames = [...matchFilterNames, 'limit', 'offset'] as const

export interface NormalisedFilters {
  filters: InvoiceFilters
  /** One short sentence per value that was corrected or dropped. Empty when the URL was clean. */
  corrections: string[]
}

const wholeNumber = /^\d+$/

/** Reads filters from search params; never throws, always returns valid filters. */
export function parseInvoiceFilters(params: URLSearchParams): NormalisedFilters {
  const corrections: string[] = []
  const single = (name: (typeof filterParamNames)[number]): string | null => {
    const values = params.getAll(name)
    if (values.length > 1)
      corrections.push(`"${name}" appeared more than once; the first was kept.`)
    return values[0] ?? null
  }

  const filters = { ...defaultInvoiceFilters }

  const status = single('status')
  if (status !== null && status !== '') {
    const lower = status.trim().toLowerCase()
    if (isInvoiceStatus(lower)) {
      filters.status = lower
      if (lower !== status) corrections.push(`Status "${status}" was read as "${lower}".`)
    } else {
      corrections.push(`Unknown status "${status}" was ignored.`)
    }
  }

  const rawVendor = single('vendor') ?? ''
  const vendor = rawVendor.trim()
  filters.vendor = normaliseVendor(vendor)
  if (vendor.length > MAX_VENDOR_LENGTH)
    corrections.push(`The vendor filter was shortened to ${MAX_VENDOR_LENGTH} characters.`)
  else if (vendor !== rawVendor)
    corrections.push(
      vendor
        ? 'Spaces around the vendor filter were removed.'
        : 'An empty vendor filter was ignored.',
    )

  for (const name of ['startDate', 'endDate'] as const) {
    const value = single(name)
    if (value === null || value === '') continue
    if (isIsoDate(value)) filters[name] = value
    else corrections.push(`"${value}" is not a valid date (YYYY-MM-DD) and was ignored.`)
  }
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) {
    ;[filters.startDate, filters.endDate] = [filters.endDate, filters.startDate]
    corrections.push('The end date was before the start date; the two were swapped.')
  }

  const limit = single('limit')
  if (limit !== null) {
    if (wholeNumber.test(limit)) {
      const clamped = Math.min(MAX_LIMIT, Math.max(1, Number(limit)))
      filters.limit = clamped
      if (String(clamped) !== limit) corrections.push(`Rows per page was set to ${clamped}.`)
    } else {
      corrections.push(`"${limit}" is not a valid page size; showing ${DEFAULT_LIMIT} rows.`)
    }
  }

  const offset = single('offset')
  if (offset !== null) {
    if (wholeNumber.test(offset) && Number.isSafeInteger(Number(offset))) {
      // Between page boundaries the page number, Previous and Last would disagree with the rows.
      filters.offset = pageStart(Number(offset), filters.limit)
      if (String(filters.offset) !== offset) corrections.push('The page position was tidied.')
    } else {
      corrections.push(`"${offset}" is not a valid position; showing the first page.`)
    }
  }

  return { filters, corrections }
}

/**
 * Filters as search params with defaults left out. The URL and the API use the same names, so this
 * serves both.
 */
export function invoiceFiltersToSearchParams(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.vendor) params.set('vendor', filters.vendor)
  if (filters.startDate) params.set('startDate', filters.startDate)
  if (filters.endDate) params.set('endDate', filters.endDate)
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit))
  if (filters.offset !== 0) params.set('offset', String(filters.offset))
  return params
}
