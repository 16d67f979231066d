import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceSchema } from './invoice-schema'
import { loadedSetQueries, localPage, setCovering } from './loaded-set'
import { loadSet } from './load-set'
import { prepareLoadedSet } from './loaded-set-engine'
import type { MatchFilters } from './invoice-filters'

const target = { id: 'demo', root: 'https://invoices.example.com', apiKey: 'k' }
const everything: MatchFilters = { status: null, vendor: '', startDate: null, endDate: null }
const invoices = [
  makeInvoice({ id: '1', vendor: 'Acme Inc', status: 'overdue', amount: 30, tags: ['urgent'] }),
  makeInvoice({ id: '2', vendor: 'Kobo', status: 'paid', amount: 10 }),
  makeInvoice({ id: '3', vendor: 'acme', status: 'overdue', amount: 20 }),
  makeInvoice({ id: '4', vendor: 'Acme Inc', status: 'pending', amount: 40 }),
].map((invoice) => invoiceSchema.parse(invoice))

test('a loaded set answers its own filters and any narrower ones', async () => {
  const set = await prepareLoadedSet({ ...everything, vendor: 'acme' }, invoices, null)
  expect(setCovering(set, { ...everything, vendor: 'ACME inc', status: 'overdue' })).toBe(set)
  expect(setCovering(set, everything)).toBeNull()
  expect(setCovering(undefined, everything)).toBeNull()
})

test('a local view filters, searches and sorts; a local page slices it like a server page', async () => {
  const set = await prepareLoadedSet(everything, invoices, null)
  const overdue = set.view({ ...everything, status: 'overdue' }, '', {
    key: 'amount',
    descending: false,
  })
  expect(overdue.invoices.map(({ id }) => id)).toEqual(['3', '1'])
  expect(set.view(everything, 'acme urgent', null).invoices.map(({ id }) => id)).toEqual(['1'])
  const all = set.view(everything, '', { key: 'amount', descending: true })
  const request = { ...everything, limit: 2, offset: 2 }
  expect(localPage(all, request)).toEqual({
    request,
    invoices: [invoices[2], invoices[1]],
    total: 4,
    limit: 2,
    offset: 2,
    extraRows: 0,
    rateLimitRemaining: null,
    cachedAt: null,
    loadedShortfall: null,
  })
})

test('typing on, deleting and retyping a search finds what a fresh search finds', async () => {
  const set = await prepareLoadedSet(everything, invoices, null)
  const found = (query: string) => set.view(everything, query, null).invoices.map(({ id }) => id)
  // Each step reuses what the set kept from the one before when it can; none may change the answer.
  const steps = ['a', 'ac', 'acme', 'acme urg', 'acme', 'k', 'ko', '', 'urgent acme']
  const answers = steps.map(found)
  const fresh = await Promise.all(
    steps.map(async (query) => {
      const again = await prepareLoadedSet(everything, invoices, null)
      return again.view(everything, query, null).invoices.map(({ id }) => id)
    }),
  )
  expect(answers).toEqual(fresh)
  expect(answers[3]).toEqual(['1'])
  expect(answers[4]).toEqual(['1', '3', '4'])
})

test("loading replaces the connection's set; a cancelled load keeps the one before", async () => {
  const queryClient = new QueryClient()
  const read = () => queryClient.getQueryData(loadedSetQueries.current(target).queryKey)
  await loadSet(
    queryClient,
    target,
    () => Promise.resolve({ invoices, shortfall: null, stoppedEarly: false }),
    everything,
  )
  expect(read()?.invoices).toHaveLength(4)

  const pending = loadSet(
    queryClient,
    target,
    (signal) =>
      new Promise((_, reject) => {
        signal.addEventListener('abort', () => {
          reject(signal.reason as Error)
        })
      }),
    { ...everything, status: 'paid' },
  )
  // Cancel, as the page's Cancel loading does it (use-held-walk-run.ts).
  await queryClient.cancelQueries({ queryKey: loadedSetQueries.current(target).queryKey })
  // The cancelled load settles with the set that stays.
  expect((await pending).scope).toEqual(everything)
  expect(read()?.scope).toEqual(everything)
  expect(read()?.invoices).toHaveLength(4)
})

test('a refresh of the same filters that stopped early keeps the set; a new scope replaces it', async () => {
  const queryClient = new QueryClient()
  const read = () => queryClient.getQueryData(loadedSetQueries.current(target).queryKey)
  const walked = (count: number, stoppedEarly: boolean) => () =>
    Promise.resolve({ invoices: invoices.slice(0, count), shortfall: null, stoppedEarly })
  await loadSet(queryClient, target, walked(4, false), everything)
  await loadSet(queryClient, target, walked(1, true), everything)
  expect(read()?.invoices).toHaveLength(4)
  // Other filters: the partial set is what the user asked for now.
  await loadSet(queryClient, target, walked(1, true), { ...everything, status: 'paid' })
  expect(read()?.invoices).toHaveLength(1)
})

test('a set that fell short gives way to a walk that got more, even one that stopped early', async () => {
  const queryClient = new QueryClient()
  const read = () => queryClient.getQueryData(loadedSetQueries.current(target).queryKey)
  const shortfall = { label: 'Partial', gap: 'the server reported 4.', note: 'of the 1 loaded' }
  await loadSet(
    queryClient,
    target,
    () => Promise.resolve({ invoices: invoices.slice(0, 1), shortfall, stoppedEarly: true }),
    everything,
  )
  await loadSet(
    queryClient,
    target,
    () => Promise.resolve({ invoices: invoices.slice(0, 3), shortfall, stoppedEarly: true }),
    everything,
  )
  expect(read()?.invoices).toHaveLength(3)
})
