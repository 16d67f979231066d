import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { invoiceDb } from '../mocks/invoice-db'
import { server } from '../mocks/node'
import { makeInvoice } from '../../test/invoice-fixtures'
import { listInvoices } from './invoice-api'
import { buildInvoicesUrl } from './invoice-api-url'
import { defaultInvoiceFilters } from './invoice-filters'

const target = { id: 'test', root: 'http://localhost', apiKey: 'demo-standard' }

test('the URL carries only the parameters that differ from the defaults', () => {
  expect(buildInvoicesUrl('https://api.example.com', defaultInvoiceFilters).href).toBe(
    'https://api.example.com/api/v1/invoices',
  )
  const url = buildInvoicesUrl('https://api.example.com/', {
    status: 'overdue',
    vendor: 'Müller & Co',
    startDate: '2026-01-01',
    endDate: '2026-03-31',
    limit: 25,
    offset: 50,
  })
  expect(url.pathname).toBe('/api/v1/invoices')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    status: 'overdue',
    vendor: 'Müller & Co',
    startDate: '2026-01-01',
    endDate: '2026-03-31',
    limit: '25',
    offset: '50',
  })
})

test('a root served under a path keeps its path', () => {
  expect(buildInvoicesUrl('https://example.com/billing', defaultInvoiceFilters).href).toBe(
    'https://example.com/billing/api/v1/invoices',
  )
})

test('returns the parsed page and the rate-limit reading', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a' }), makeInvoice({ id: 'b' })])
  const page = await listInvoices(target, defaultInvoiceFilters)
  expect(page.invoices.map((invoice) => invoice.id)).toEqual(['a', 'b'])
  expect(page).toMatchObject({
    total: 2,
    limit: 50,
    offset: 0,
    extraRows: 0,
    rateLimitRemaining: 99,
  })
})

test('a page with bad rows and bad fields still parses', async () => {
  server.use(
    http.get('*/api/v1/invoices', () =>
      HttpResponse.json({
        invoices: [
          { id: 'good', vendor: 'Acme', amount: 10, currency: 'USD', tags: ['x'] },
          {
            id: 'bad-fields',
            vendor: 42,
            amount: 'ten',
            status: { nested: true },
            tags: ['ok', 7, null],
          },
          { id: 7, vendor: null },
          { vendor: 'no id' },
          'not even an object',
          null,
        ],
        total: 'lots',
        limit: 50,
        offset: 0,
      }),
    ),
  )
  const page = await listInvoices(target, defaultInvoiceFilters)
  // Rows without a usable id are kept, keyed by position and marked: none is dropped in silence.
  expect(page.invoices.map((invoice) => [invoice.id, invoice.idMissing])).toEqual([
    ['good', undefined],
    ['bad-fields', undefined],
    ['7', undefined],
    ['no-id-3', true],
    ['no-id-4', true],
    ['no-id-5', true],
  ])
  expect(page.invoices[1]).toMatchObject({ vendor: null, amount: null, status: null, tags: ['ok'] })
  expect(page.invoices[3]).toMatchObject({ vendor: 'no id' })
  // An unusable total is unknown, never guessed from the rows.
  expect(page.total).toBeNull()
})

test.each([
  ['a body that is not an object', 'oops'],
  ['invoices that is not a list', { invoices: { a: 1 }, total: 1 }],
  ['no invoices at all', { total: 3 }],
])('%s is a malformed response', async (_, body) => {
  server.use(http.get('*/api/v1/invoices', () => HttpResponse.json(body)))
  await expect(listInvoices(target, defaultInvoiceFilters)).rejects.toMatchObject({
    kind: 'malformed',
  })
})

test('every response feeds the budget, errors included', async () => {
  const observed: unknown[] = []
  const budget = {
    acquire: () => Promise.resolve(),
    observe: (o: unknown) => observed.push(o),
    hasHeadroom: () => false,
  }
  await listInvoices({ ...target, budget }, defaultInvoiceFilters)
  await expect(
    listInvoices({ ...target, apiKey: 'wrong', budget }, defaultInvoiceFilters),
  ).rejects.toMatchObject({
    kind: 'unauthorized',
  })
  // Each key has its own window, so the unknown key's first request also leaves 99.
  expect(observed).toEqual([
    { remaining: 99 },
    { remaining: 99, retryAfterSeconds: undefined, unauthorized: true },
  ])
})

test('a page the server clamped sets the target’s page-size cap; a fuller page lifts it', async () => {
  let served = 20
  server.use(
    http.get('*/api/v1/invoices', ({ request }) => {
      const asked = Number(new URL(request.url).searchParams.get('limit') ?? 50)
      const limit = Math.min(asked, served)
      const invoices = Array.from({ length: limit }, (_, index) =>
        makeInvoice({ id: `inv-${index}` }),
      )
      return HttpResponse.json({ invoices, total: 120, limit, offset: 0 })
    }),
  )
  const capped = { ...target, pageSizeCap: { value: null as number | null } }
  await listInvoices(capped, { ...defaultInvoiceFilters, limit: 100 })
  expect(capped.pageSizeCap.value).toBe(20)
  // A page asked for within the cap says nothing new about it.
  await listInvoices(capped, { ...defaultInvoiceFilters, limit: 20 })
  expect(capped.pageSizeCap.value).toBe(20)
  served = 100
  await listInvoices(capped, { ...defaultInvoiceFilters, limit: 100 })
  expect(capped.pageSizeCap.value).toBeNull()
})
