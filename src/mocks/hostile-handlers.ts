/**
 * A server that misbehaves in the ways the interface leaves open: a `total` that grows, shrinks, lies,
 * is garbled or is missing, a page size it imposes (down to 1 or 0, or thousands), an `offset` it
 * ignores, an envelope whose `offset`/`limit` are not what it applied, an order that changes between
 * requests, odd rows, 503s, and an `X-RateLimit-Remaining` that always says plenty is left. The demo's
 * hostile scenarios and the walker's property tests both use it, so what the tests prove can be tried.
 */
import { http, HttpResponse } from 'msw'
import { corsHeaders, errorBody, INVOICES_ROUTE } from './handlers'
import { invoiceDb, type StoredInvoice } from './invoice-db'
import { matchInvoices, readInvoiceQuery } from './invoice-query'
import { createSeededRandom } from './seeded-random'

export interface HostileBehaviour {
  /**
   * `grows`/`shrinks`: `change` invoices are added at the top / taken from the end on every request;
   * `lies`: the envelope claims `change`; `garbled`: the string `"NaN"`; `missing`: no `total` at all.
   */
  total: 'honest' | 'grows' | 'shrinks' | 'lies' | 'garbled' | 'missing'
  change: number
  /** The page size applied whatever was asked (0 sends no rows), or `null` to honour `limit`. */
  pageSize: number | null
  ignoreOffset: boolean
  /** What the envelope claims as its `offset` and `limit`, whatever was applied (`null`: the truth). */
  claimedOffset: number | null
  claimedLimit: number | null
  /** The first matching invoices come out odd (`oddRows` below says how). */
  oddRows: boolean
  /** Every request sees the matching invoices in a new order. */
  unstableOrder: boolean
  /** Every n-th request fails with a 503 (0: never). */
  failEvery: number
  /** Claimed on every response, whatever is really left. */
  claimedRemaining: number
}

const calm: HostileBehaviour = {
  total: 'honest',
  change: 0,
  pageSize: null,
  ignoreOffset: false,
  claimedOffset: null,
  claimedLimit: null,
  oddRows: false,
  unstableOrder: false,
  failEvery: 0,
  claimedRemaining: 90,
}

/** The named misbehaviours, for `?scenario=` and the mock API's `/scenario/<name>`. */
export const hostileScenarios = {
  /** 100 new invoices appear with every page read: a walk that follows `total` never ends. */
  'growing-total': { total: 'grows', change: 100 },
  /** Pages of one invoice whatever `limit` asks: 100 times the requests planned. */
  'limit-one': { pageSize: 1 },
  /** Every request gets the first page: the rest can never be read. */
  'ignore-offset': { ignoreOffset: true },
  /** The order changes between requests: offset pages repeat and skip invoices. */
  'unstable-order': { unstableOrder: true },
  /** No `total` in the envelope: nobody can say how many invoices match. */
  'no-total': { total: 'missing' },
  /** `total: "NaN"`: a total that cannot be used. */
  'garbled-total': { total: 'garbled' },
  /** `total: 3` beside full pages. */
  'total-below-rows': { total: 'lies', change: 3 },
  /** `total: 1000000` over the real 2,500: the far pages come back empty. */
  'huge-total': { total: 'lies', change: 1_000_000 },
  /** The envelope says `offset: 999, limit: 20` whatever was asked and sent. */
  'wrong-envelope': { claimedOffset: 999, claimedLimit: 20 },
  /** Every matching invoice on one page (up to 5,000), whatever `limit` asks. */
  'oversized-pages': { pageSize: 5_000 },
  /** The first invoices carry what could deceive or break a page (`oddRows`). */
  'odd-rows': { oddRows: true },
} as const satisfies Record<string, Partial<HostileBehaviour>>

function shuffled<T>(rows: readonly T[], seed: number): T[] {
  const random = createSeededRandom(seed)
  const copy = [...rows]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index)
    ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
  }
  return copy
}

/**
 * The first rows in the server's order, made odd: a right-to-left override in an invoice number and a
 * zero-width space in a vendor, an attachment URL with user info, no usable `id`, an amount of 1e308.
 */
function oddRows(rows: StoredInvoice[]): StoredInvoice[] {
  const odd: Record<string, unknown>[] = [
    { invoiceNumber: 'INV\u202E1234', vendor: 'Pay\u200Bpal Ltd' },
    { attachmentUrl: 'https://bank.com@evil.com/x.pdf' },
    { id: null },
    { amount: 1e308 },
  ]
  return rows.map((row, index) => (odd[index] ? { ...row, ...odd[index] } : row))
}

export function createHostileHandler(
  behaviour: Partial<HostileBehaviour>,
  source: () => readonly StoredInvoice[] = () => invoiceDb.all(),
) {
  const rules = { ...calm, ...behaviour }
  let requests = 0
  return http.get(INVOICES_ROUTE, ({ request }) => {
    requests += 1
    const headers = { ...corsHeaders, 'X-RateLimit-Remaining': String(rules.claimedRemaining) }
    if (rules.failEvery > 0 && requests % rules.failEvery === 0)
      return new HttpResponse(null, { status: 503, headers })
    const read = readInvoiceQuery(new URL(request.url).searchParams)
    if (!read.ok) {
      return HttpResponse.json(errorBody('invalid_parameter', read.message, read.param), {
        status: 400,
        headers,
      })
    }
    const { query } = read
    let rows = matchInvoices(source(), query)
    const changed = rules.change * (requests - 1)
    if (rules.total === 'grows' && rows.length > 0) {
      const added = Array.from({ length: changed }, (_, index) => ({
        ...(rows[index % rows.length] as StoredInvoice),
        id: `added_${String(changed - index).padStart(6, '0')}`,
      }))
      rows = [...added, ...rows]
    }
    if (rules.total === 'shrinks') rows = rows.slice(0, Math.max(0, rows.length - changed))
    if (rules.unstableOrder) rows = shuffled(rows, requests)
    if (rules.oddRows) rows = oddRows(rows)
    const limit = rules.pageSize ?? query.limit
    const offset = rules.ignoreOffset ? 0 : query.offset
    const envelope = {
      invoices: rows.slice(offset, offset + limit),
      limit: rules.claimedLimit ?? limit,
      offset: rules.claimedOffset ?? offset,
    }
    const total = {
      honest: rows.length,
      grows: rows.length,
      shrinks: rows.length,
      lies: rules.change,
      garbled: 'NaN',
    }
    return HttpResponse.json(
      rules.total === 'missing' ? envelope : { ...envelope, total: total[rules.total] },
      { headers },
    )
  })
}
