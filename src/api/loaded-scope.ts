/**
 * Which filter changes a loaded set can answer without a request. A set loaded for some filters
 * holds every invoice of any narrower filter: a status picked where none was, a vendor text that
 * contains the loaded one, dates inside the loaded range. The filters' meaning is the API's as the
 * dashboard decided it (docs/api-contract.md): status exact, vendor a case-insensitive substring,
 * dates inclusive bounds on the invoice date.
 */
import type { Invoice } from './invoice-schema'
import type { MatchFilters } from './invoice-filters'
import { isIsoDate } from '../lib/iso-date'

const foldVendor = (vendor: string) => vendor.toLowerCase()

export function isWithinScope(loaded: MatchFilters, wanted: MatchFilters): boolean {
  return (
    (loaded.status === null || loaded.status === wanted.status) &&
    foldVendor(wanted.vendor).includes(foldVendor(loaded.vendor)) &&
    (loaded.startDate === null ||
      (wanted.startDate !== null && wanted.startDate >= loaded.startDate)) &&
    (loaded.endDate === null || (wanted.endDate !== null && wanted.endDate <= loaded.endDate))
  )
}

export function matchesFilters(invoice: Invoice, filters: MatchFilters): boolean {
  if (filters.status !== null && invoice.status !== filters.status) return false
  if (
    filters.vendor !== '' &&
    !foldVendor(invoice.vendor ?? '').includes(foldVendor(filters.vendor))
  )
    return false
  if (filters.startDate === null && filters.endDate === null) return true
  // A date bound cannot hold for an invoice whose date cannot be read.
  const date = invoice.invoiceDate
  if (typeof date !== 'string' || !isIsoDate(date)) return false
  return (
    (filters.startDate === null || date >= filters.startDate) &&
    (filters.endDate === null || date <= filters.endDate)
  )
}
