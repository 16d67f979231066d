/** The mock is the contract the rest of the app is built against, so its behaviour is tested. */
import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { createInvoiceHandlers } from './handlers'
import { invoiceDb } from './invoice-db'
import { generateDemoInvoices } from './invoice-factory'
import { createRateLimiter } from './rate-limiter'
import { server } from './node'

const endpoint = 'http://localhost/api/v1/invoices'

async function get(query = '', key: string | null = 'demo-standard') {
  const response = await fetch(`${endpoint}${query}`, {
    headers: key ? { Authorization: `Bearer ${key}` } : {},
  })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

function ids(body: Record<string, unknown>) {
  return (body.invoices as { id: string }[]).map((invoice) => invoice.id)
}

test('orders by invoice date, newest first, then id, and pages with total across pages', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'b', invoiceDate: '2026-01-02' }),
    makeInvoice({ id: 'c', invoiceDate: '2026-03-01' }),
    makeInvoice({ id: 'a', invoiceDate: '2026-01-02' }),
  ])
  const first = await get('?limit=2')
  expect(ids(first.body)).toEqual(['c', 'a'])
  expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0 })
  expect(ids((await get('?limit=2&offset=2')).body)).toEqual(['b'])
})

test('filters combine: exact status, case-insensitive vendor substring, inclusive invoice dates', async () => {
  invoiceDb.seed([
    makeInvoice({ id: '1', vendor: 'Müller GmbH', status: 'overdue', invoiceDate: '2026-02-01' }),
    makeInvoice({ id: '2', vendor: 'MÜLLER Bau', status: 'overdue', invoiceDate: '2026-02-28' }),
    makeInvoice({ id: '3', vendor: 'Müller GmbH', status: 'paid', invoiceDate: '2026-02-10' }),
    makeInvoice({ id: '4', vendor: 'Acme', status: 'overdue', invoiceDate: '2026-02-10' }),
    makeInvoice({ id: '5', vendor: 'müller', status: 'overdue', invoiceDate: '2026-03-01' }),
  ])
  const { body } = await get(
    `?status=overdue&vendor=${encodeURIComponent('müller')}&startDate=2026-02-01&endDate=2026-02-28`,
  )
  expect(ids(body).sort()).toEqual(['1', '2'])
  expect(body.total).toBe(2)
})

test.each([
  ['limit=0', 'limit'],
  ['limit=101', 'limit'],
  ['limit=abc', 'limit'],
  ['limit=5.5', 'limit'],
  ['offset=-1', 'offset'],
  ['offset=1.5', 'offset'],
  ['status=PAID', 'status'],
  ['startDate=2024-13-45', 'startDate'],
  ['endDate=2024-02-30', 'endDate'],
  ['startDate=2026-02-01&endDate=2026-01-01', 'startDate'],
])('%s is answered 400 invalid_parameter for %s', async (query, param) => {
  const { response, body } = await get(`?${query}`)
  expect(response.status).toBe(400)
  expect(body).toMatchObject({ error: { code: 'invalid_parameter', param } })
  expect(response.headers.get('X-RateLimit-Remaining')).toMatch(/^\d+$/)
})

test('a missing or unknown key is answered 401', async () => {
  for (const key of [null, 'not-a-key']) {
    const { response, body } = await get('', key)
    expect(response.status).toBe(401)
    expect(body).toMatchObject({ error: { code: 'unauthorized' } })
    expect(response.headers.get('X-RateLimit-Remaining')).toMatch(/^\d+$/)
  }
})

test('each response says what is left; past the limit comes 429 with Retry-After', async () => {
  let time = 0
  const rateLimiter = createRateLimiter({ windowMs: 60_000, now: () => time })
  server.use(...createInvoiceHandlers({ rateLimiter }))
  for (let request = 1; request <= 100; request += 1) {
    const { response } = await get()
    expect(response.headers.get('X-RateLimit-Remaining')).toBe(String(100 - request))
  }
  time = 45_000
  const limited = await get()
  expect(limited.response.status).toBe(429)
  expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } })
  expect(limited.response.headers.get('Retry-After')).toBe('15')
  expect(limited.response.headers.get('X-RateLimit-Remaining')).toBe('0')
  // Another key has its own window; a new window starts after 60 s.
  expect((await get('', 'demo-pro')).response.headers.get('X-RateLimit-Remaining')).toBe('499')
  time = 60_000
  expect((await get()).response.headers.get('X-RateLimit-Remaining')).toBe('99')
})

test('exposes the rate-limit headers to other origins', async () => {
  const { response } = await get()
  expect(response.headers.get('Access-Control-Expose-Headers')).toContain('X-RateLimit-Remaining')
})

test('demo data is deterministic, spans 24 months, and overdue means unpaid past due', () => {
  const today = '2026-11-22'
  const invoices = generateDemoInvoices({ today })
  expect(generateDemoInvoices({ today })).toEqual(invoices)
  expect(invoices).toHaveLength(2500)
  expect(new Set(invoices.map((invoice) => invoice.vendor)).size).toBeGreaterThanOrEqual(40)
  expect(new Set(invoices.map((invoice) => invoice.currency))).toEqual(
    new Set(['USD', 'EUR', 'GBP', 'JPY']),
  )
  expect(invoices.map((invoice) => invoice.vendor)).toContain('株式会社サンプル')
  const dates = invoices.map((invoice) => invoice.invoiceDate).sort()
  expect(dates[0] ?? '').toMatch(/^2024-11-2[2-9]|^2024-12|^2025/)
  expect((dates.at(-1) ?? '') <= today).toBe(true)
  for (const invoice of invoices) {
    if (invoice.status === 'overdue') expect(invoice.dueDate < today).toBe(true)
    if (invoice.status === 'pending') expect(invoice.dueDate >= today).toBe(true)
    expect(invoice.tags.length).toBeLessThanOrEqual(4)
  }
  expect(invoices.some((invoice) => invoice.amount < 0)).toBe(true)
  expect(invoices.some((invoice) => invoice.attachmentUrl === undefined)).toBe(true)
})
