/**
 * The mock server's reading of the query string: the validation, filters, order and paging of
 * docs/api-contract.md.
 */
import { isIsoDate } from '../lib/iso-date'
import type { StoredInvoice } from './invoice-db'

export interface InvoiceQuery {
  status: string | null
  vendor: string | null
  startDate: string | null
  endDate: string | null
  limit: number
  offset: number
}

export type QueryVerdict =
  { ok: true; query: InvoiceQuery } | { ok: false; param: string; message: string }

const statuses = new Set(['pending', 'paid', 'overdue'])
const integer = /^-?\d+$/

export function readInvoiceQuery(params: URLSearchParams): QueryVerdict {
  const limitText = params.get('limit') ?? '50'
  const limit = Number(limitText)
  if (!integer.test(limitText) || limit < 1 || limit > 100) {
    return { ok: false, param: 'limit', message: 'limit must be an integer from 1 to 100.' }
  }
  const offsetText = params.get('offset') ?? '0'
  const offset = Number(offsetText)
  if (!integer.test(offsetText) || offset < 0) {
    return { ok: false, param: 'offset', message: 'offset must be a non-negative integer.' }
  }
  const status = params.get('status')
  if (status !== null && !statuses.has(status)) {
    return { ok: false, param: 'status', message: 'status must be pending, paid or overdue.' }
  }
  const startDate = params.get('startDate')
  const endDate = params.get('endDate')
  for (const [param, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (value !== null && !isIsoDate(value)) {
      return { ok: false, param, message: `${param} must be a real date in YYYY-MM-DD form.` }
    }
  }
  if (startDate && endDate && startDate > endDate) {
    return { ok: false, param: 'startDate', message: 'startDate must not be after endDate.' }
  }
  return {
    ok: true,
    query: { status, vendor: params.get('vendor'), startDate, endDate, limit, offset },
  }
}

/** Filters combine with AND; vendor is a case-insensitive substring; dates bound invoiceDate. */
export function matchInvoices(rows: readonly StoredInvoice[], query: InvoiceQuery) {
  const vendor = query.vendor?.toLocaleLowerCase() ?? ''
  return rows.filter((row) => {
    if (query.status && row.status !== query.status) return false
    if (
      vendor &&
      !(typeof row.vendor === 'string' && row.vendor.toLocaleLowerCase().includes(vendor))
    )
      return false
    const date = typeof row.invoiceDate === 'string' ? row.invoiceDate : null
    if (query.startDate && (!date || date < query.startDate)) return false
    if (query.endDate && (!date || date > query.endDate)) return false
    return true
  })
}
