/**
 * The aging report: every unpaid invoice placed in a bucket of days past due as of a calendar
 * date, summed per currency (never across currencies), with the overdue amounts per vendor and
 * what falls due in the next four weeks. Pure data: the view only formats it. An amount too large
 * to add exactly (see decimal-amount.ts) still counts its invoice wherever it belongs, and is
 * counted apart as not added, so every count agrees with the invoices listed under it.
 */
import type { Invoice } from '../../api/invoice-schema'
import { unpaidStatuses } from '../../api/unpaid-invoices'
import { currencyOrder } from '../../lib/currency-order'
import { currencyCode } from '../../lib/format-money'
import { hasText } from '../../lib/has-text'
import { dayNumberToIsoDate, isoDateToDayNumber } from '../../lib/iso-date'
import { sumByCurrency } from '../../lib/sum-by-currency'

export const agingBuckets = [
  { id: 'current', label: 'Not yet due', maxDays: 0 },
  { id: '1-30', label: '1–30 days', maxDays: 30 },
  { id: '31-60', label: '31–60 days', maxDays: 60 },
  { id: '61-90', label: '61–90 days', maxDays: 90 },
  { id: 'over-90', label: 'Over 90 days', maxDays: Number.POSITIVE_INFINITY },
] as const
export type AgingBucketId = (typeof agingBuckets)[number]['id']

export function bucketOf(daysPastDue: number): AgingBucketId {
  return agingBuckets.find(({ maxDays }) => daysPastDue <= maxDays)?.id ?? 'over-90'
}

export interface AgedInvoice {
  invoice: Invoice
  daysPastDue: number
  bucket: AgingBucketId
}

export interface Amount {
  /** The sum of the amounts that could be added exactly. */
  total: number
  /** Every invoice here, those whose amount could not be added included. */
  count: number
  /** Of `count`, the invoices whose amount is too large to add exactly: in no `total`. */
  notAdded: number
}

export interface CurrencyAging {
  /** The upper-cased ISO code. */
  currency: string
  buckets: Record<AgingBucketId, Amount>
  total: Amount
}

export interface VendorOverdue extends Amount {
  vendor: string
  currency: string
  oldestDueDate: string
}

export interface CurrencyAmount extends Amount {
  /** The upper-cased ISO code. */
  currency: string
}

export interface DueWeek {
  /** First and last calendar day of the week, counted from the as-of date. */
  from: string
  to: string
  totals: CurrencyAmount[]
}

export interface Unplaceable {
  noDueDate: number
  badAmount: number
  badCurrency: number
}

export interface AgingReport {
  asOf: string
  currencies: CurrencyAging[]
  placed: AgedInvoice[]
  unplaceable: Unplaceable
  /** Unpaid invoices dated after the as-of date, left out: they did not exist yet then. */
  issuedAfter: number
  overdueByVendor: VendorOverdue[]
  dueSoon: DueWeek[]
}

const WEEKS_AHEAD = 4

/** Invoices of one currency: what their amounts add up to, and how many could not be added. */
const amountOf = (invoices: readonly AgedInvoice[]): Amount => {
  const [sum] = sumByCurrency(invoices.map(({ invoice }) => invoice))
  const added = sum?.count ?? 0
  return { total: sum?.total ?? 0, count: invoices.length, notAdded: invoices.length - added }
}

const currencyOf = ({ invoice }: AgedInvoice) => currencyCode(invoice.currency) ?? ''

/** Groups by a key, keeping each group in the order its first member appears. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}

const isUnpaid = (invoice: Invoice) =>
  (unpaidStatuses as readonly (string | null)[]).includes(invoice.status ?? null)

/**
 * Ages every unpaid invoice as of `asOf` (`YYYY-MM-DD`); other statuses, and invoices dated after
 * `asOf`, are left out.
 */
export function buildAgingReport(invoices: readonly Invoice[], asOf: string): AgingReport {
  const asOfDay = isoDateToDayNumber(asOf)
  if (asOfDay === null) throw new RangeError(`Not a calendar date: ${asOf}`)

  const unplaceable: Unplaceable = { noDueDate: 0, badAmount: 0, badCurrency: 0 }
  const placed: AgedInvoice[] = []
  let issuedAfter = 0
  for (const invoice of invoices) {
    if (!isUnpaid(invoice)) continue
    const issuedDay = hasText(invoice.invoiceDate) ? isoDateToDayNumber(invoice.invoiceDate) : null
    if (issuedDay !== null && issuedDay > asOfDay) {
      issuedAfter += 1
      continue
    }
    const dueDay = hasText(invoice.dueDate) ? isoDateToDayNumber(invoice.dueDate) : null
    if (dueDay === null) unplaceable.noDueDate += 1
    else if (typeof invoice.amount !== 'number' || !Number.isFinite(invoice.amount))
      unplaceable.badAmount += 1
    else if (currencyCode(invoice.currency) === null) unplaceable.badCurrency += 1
    else {
      const daysPastDue = asOfDay - dueDay
      placed.push({ invoice, daysPastDue, bucket: bucketOf(daysPastDue) })
    }
  }

  const byCurrency = groupBy(placed, currencyOf)
  const currencies = [...byCurrency]
    .map(([currency, aged]): CurrencyAging => {
      const inBucket = groupBy(aged, ({ bucket }) => bucket)
      const buckets = Object.fromEntries(
        agingBuckets.map(({ id }) => [id, amountOf(inBucket.get(id) ?? [])]),
      ) as Record<AgingBucketId, Amount>
      return { currency, buckets, total: amountOf(aged) }
    })
    .sort(
      currencyOrder(
        ({ total }) => total.count,
        ({ currency }) => currency,
      ),
    )

  return {
    asOf,
    currencies,
    placed,
    unplaceable,
    issuedAfter,
    overdueByVendor: overdueByVendor(placed, currencies),
    dueSoon: dueSoon(placed, asOfDay),
  }
}

/** Overdue amounts per vendor and currency: currencies in the report's order, largest first within each. */
function overdueByVendor(placed: readonly AgedInvoice[], currencies: readonly CurrencyAging[]) {
  const overdue = placed.filter(({ daysPastDue }) => daysPastDue > 0)
  const rank = new Map(currencies.map(({ currency }, index) => [currency, index]))
  const groups = groupBy(overdue, (aged) => `${currencyOf(aged)}\u0000${aged.invoice.vendor ?? ''}`)
  return [...groups.values()]
    .map((aged): VendorOverdue => {
      const [first] = aged as [AgedInvoice, ...AgedInvoice[]]
      const oldest = aged.reduce((a, b) => (b.daysPastDue > a.daysPastDue ? b : a), first)
      return {
        vendor: hasText(first.invoice.vendor) ? first.invoice.vendor : '',
        currency: currencyOf(first),
        ...amountOf(aged),
        oldestDueDate: oldest.invoice.dueDate ?? '',
      }
    })
    .sort(
      (a, b) =>
        (rank.get(a.currency) ?? 0) - (rank.get(b.currency) ?? 0) ||
        b.total - a.total ||
        a.vendor.localeCompare(b.vendor),
    )
}

/** What falls due in each of the next four weeks, the first starting on the as-of date. */
function dueSoon(placed: readonly AgedInvoice[], asOfDay: number): DueWeek[] {
  return Array.from({ length: WEEKS_AHEAD }, (_, week) => {
    const first = -7 * week
    const inWeek = placed.filter(
      ({ daysPastDue }) => daysPastDue <= first && daysPastDue > first - 7,
    )
    return {
      from: dayNumberToIsoDate(asOfDay + 7 * week),
      to: dayNumberToIsoDate(asOfDay + 7 * week + 6),
      totals: [...groupBy(inWeek, currencyOf)].map(([currency, aged]) => ({
        currency,
        ...amountOf(aged),
      })),
    }
  })
}
