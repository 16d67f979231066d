import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { answerBusy } from '../../test/busy-server'
import { makeInvoice } from '../../test/invoice-fixtures'
import { http, HttpResponse } from 'msw'
import { INVOICES_ROUTE } from '../mocks/handlers'
import { createHostileHandler, hostileScenarios } from '../mocks/hostile-handlers'
import { invoiceDb } from '../mocks/invoice-db'
import { server } from '../mocks/node'
import { invoiceSchema } from './invoice-schema'
import { prepareLoadedSet } from './loaded-set-engine'
import {
  describeUnpaidShortfall,
  loadUnpaid,
  planUnpaidWalk,
  unpaidComplete,
  unpaidFromLoadedSet,
  unpaidInvoiceQueries,
} from './unpaid-invoices'
import { useLoadUnderWay } from './held-load'
import type { WalkProgress } from './invoice-walker'

function seedUnpaid(pending: number, overdue: number) {
  const make = (status: 'pending' | 'overdue', index: number) =>
    makeInvoice({ id: `${status}-${String(index).padStart(4, '0')}`, status })
  invoiceDb.seed([
    ...Array.from({ length: pending }, (_, index) => make('pending', index)),
    ...Array.from({ length: overdue }, (_, index) => make('overdue', index)),
    makeInvoice({ id: 'paid', status: 'paid' }),
  ])
}

/** Loads every unpaid invoice from the mock server as it stands, planned with nothing known. */
const load = () =>
  loadUnpaid(
    new QueryClient(),
    { id: 't', root: 'http://localhost', apiKey: 'demo-standard' },
    planUnpaidWalk({ pending: null, overdue: null }, 100),
  )

test('one walk per status: the cost is the sum of each status’s pages, not the pages of the sum', () => {
  expect(planUnpaidWalk({ pending: 150, overdue: 30 }, 100)).toMatchObject({
    total: 180,
    requests: 3,
    ceiling: 9,
    needsConfirmation: false,
    byStatus: { pending: { requests: 2 }, overdue: { requests: 1 } },
  })
})

test('a walk past one window, or with a status of unknown size, asks first', () => {
  expect(planUnpaidWalk({ pending: 9_950, overdue: 100 }, 100)).toMatchObject({
    requests: 101,
    seconds: 60,
    needsConfirmation: true,
  })
  expect(planUnpaidWalk({ pending: 150, overdue: null }, 100)).toMatchObject({
    total: null,
    requests: 102,
    needsConfirmation: true,
    byStatus: { overdue: { total: null, ceiling: 100 } },
  })
})

test('aging takes the unpaid invoices from a loaded set only when it got all the server said', async () => {
  const everything = { status: null, vendor: '', startDate: null, endDate: null }
  const invoices = [
    makeInvoice({ id: '1', status: 'overdue' }),
    makeInvoice({ id: '2', status: 'paid' }),
    makeInvoice({ id: '3', status: 'pending' }),
  ].map((invoice) => invoiceSchema.parse(invoice))
  const whole = await prepareLoadedSet(everything, invoices, null)
  expect(unpaidFromLoadedSet(whole)).toMatchObject({
    counts: { pending: 1, overdue: 1 },
    fromLoadedSet: true,
  })
  const short = await prepareLoadedSet(everything, invoices, {
    label: 'Partial',
    gap: 'the server reported 30.',
    note: 'of the 3 loaded; the server reported 30',
  })
  expect(unpaidFromLoadedSet(short)).toBeNull()
})

test('an invoice that turns overdue between the two walks counts once, as overdue', async () => {
  // Midnight passes between the pending walk and the overdue one: inv_turning is in both answers.
  const pages = {
    pending: [makeInvoice({ id: 'inv_turning', status: 'pending' }), makeInvoice({ id: 'inv_p' })],
    overdue: [makeInvoice({ id: 'inv_turning', status: 'overdue' })],
  }
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      const status =
        new URL(request.url).searchParams.get('status') === 'overdue' ? 'overdue' : 'pending'
      const invoices = pages[status]
      return HttpResponse.json({ invoices, total: invoices.length, limit: 100, offset: 0 })
    }),
  )
  const { invoices } = await load()
  expect(invoices.map(({ id, status }) => `${id} ${String(status)}`).sort()).toEqual([
    'inv_p pending',
    'inv_turning overdue',
  ])
})

test('an honest server: every unpaid invoice, nothing to say', async () => {
  seedUnpaid(150, 30)
  const unpaid = await load()
  expect(unpaid.invoices).toHaveLength(180)
  expect(unpaidComplete(unpaid)).toBe(true)
  expect(describeUnpaidShortfall(unpaid)).toBeNull()
})

test('a server that sends no total: no total is quoted, none is summed, and no refresh is advised', async () => {
  seedUnpaid(150, 30)
  server.use(createHostileHandler(hostileScenarios['no-total']))
  const unpaid = await load()
  expect(unpaid.invoices).toHaveLength(180)
  expect(unpaid.outcomes).toMatchObject({
    pending: { reportedTotal: null },
    overdue: { reportedTotal: null },
  })
  // The counts still price the next walk at the rows found.
  expect(unpaid.counts).toEqual({ pending: 150, overdue: 30 })
  expect(unpaidComplete(unpaid)).toBe(false)
  expect(describeUnpaidShortfall(unpaid)).toBe(
    'Loaded 180 invoices; the server sent no total. Nothing confirms these are all.',
  )
})

test('a total that grows under the walk is said per status, with the advice to run again', async () => {
  seedUnpaid(150, 30)
  server.use(createHostileHandler(hostileScenarios['growing-total']))
  const unpaid = await load()
  expect(unpaidComplete(unpaid)).toBe(false)
  const words = describeUnpaidShortfall(unpaid)
  expect(words).toMatch(/^Pending: loaded [\d,]+ invoices; the server reported [\d,]+ \(/)
  expect(words).toMatch(/ Overdue: loaded [\d,]+ invoices; the server reported [\d,]+ \(/)
  expect(words).toContain('A new run may get them all.')
  expect(words).not.toContain('exact copy')
})

test('only the status that fell short is said, and a total below its rows is quoted as such', async () => {
  seedUnpaid(150, 30)
  const honest = await load()
  const outcomes = honest.outcomes ?? expect.unreachable()
  const short = {
    ...honest,
    outcomes: {
      ...outcomes,
      overdue: { ...outcomes.overdue, reportedTotal: null, totalBelowRows: 3, complete: false },
    },
  }
  expect(describeUnpaidShortfall(short)).toBe(
    'Overdue: loaded 30 invoices; the server reported 3, fewer than it sent. Nothing confirms these are all.',
  )
})

/** Refuses `status`'s page at `offset` once with a 503 whose Retry-After is 2 s. */
const refuseOnce = (status: string, offset: string | null) => {
  answerBusy((params) => params.get('status') === status && params.get('offset') === offset, {
    retryAfterSeconds: 2,
  })
}

/** Loads 300 pending and 50 overdue, recording the progress a page showing the load sees. */
function loadWatched() {
  const queryClient = new QueryClient()
  const target = { id: 't', root: 'http://localhost', apiKey: 'demo-standard' }
  const loading = loadUnpaid(
    queryClient,
    target,
    planUnpaidWalk({ pending: 300, overdue: 50 }, 100),
  )
  const seen: WalkProgress[] = []
  const { result } = renderHook(
    () => {
      const progress = useLoadUnderWay(unpaidInvoiceQueries.current(target).queryKey)?.progress
      if (progress && progress !== seen.at(-1)) seen.push(progress)
      return progress
    },
    {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    },
  )
  return { loading, seen, underWay: () => result.current }
}

test('one status held by a failing page holds the bar once the other has finished', async () => {
  seedUnpaid(300, 50)
  refuseOnce('pending', '100')
  const { loading, underWay } = loadWatched()
  // The overdue walk is done and the pending one waits out the 503: the walks as one are held.
  await vi.waitFor(() => {
    expect(underWay()).toMatchObject({ fetched: 250, total: 350, pause: { because: 'retry' } })
  })
  const pause = underWay()?.pause
  expect((pause?.until ?? 0) - Date.now()).toBeGreaterThan(1_000)
  const unpaid = await loading
  expect(unpaid.invoices).toHaveLength(350)
})

test('a status whose first page waits is not counted until it comes: the bar never fills on the other alone', async () => {
  seedUnpaid(300, 50)
  refuseOnce('pending', null)
  const { loading, seen, underWay } = loadWatched()
  // Overdue is done; pending's first page waits: held, with nothing counted yet.
  await vi.waitFor(() => {
    expect(underWay()).toMatchObject({ total: null, pause: { because: 'retry' } })
  })
  await loading
  // Never the overdue walk's count alone, as if it were the whole.
  const totals = seen.map(({ total }) => total).filter((total) => total !== null)
  expect(totals.every((total) => total === 350)).toBe(true)
})
