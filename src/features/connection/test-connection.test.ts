import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { invoiceDb } from '../../mocks/invoice-db'
import { server } from '../../mocks/node'
import { apiConnection } from './connection'
import { testConnection } from './test-connection'

const BASE = 'https://invoices.example.com'
const ENDPOINT = `${BASE}/api/v1/invoices`
// The mock API accepts the demo keys.
const connection = apiConnection({ root: BASE, apiKey: 'demo-standard', plan: 'standard' })
const run = () => testConnection(connection, new AbortController().signal)

test('an invoice API that accepts the key is connected, with its total and remaining budget', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a' }), makeInvoice({ id: 'b' })])
  expect(await run()).toEqual({ kind: 'connected', total: 2, rateLimitRemaining: 99 })
})

test('a rejected key fails with the API error, status and all', async () => {
  server.use(http.get(ENDPOINT, () => HttpResponse.json({}, { status: 401 })))
  expect(await run()).toMatchObject({
    kind: 'failed',
    failure: { name: 'ApiError', kind: 'unauthorized', status: 401 },
  })
})

test('an answer that is not a list of invoices fails as malformed', async () => {
  server.use(http.get(ENDPOINT, () => HttpResponse.json({ hello: 'world' })))
  expect(await run()).toMatchObject({ kind: 'failed', failure: { kind: 'malformed' } })
})

test('a network failure the page’s Content-Security-Policy caused is told apart from a down server', async () => {
  server.use(http.get(ENDPOINT, () => HttpResponse.error()))
  expect(await run()).toMatchObject({ kind: 'failed', failure: { kind: 'network' } })

  server.use(
    http.get(ENDPOINT, () => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { blockedURI: ENDPOINT }),
      )
      return HttpResponse.error()
    }),
  )
  expect(await run()).toEqual({ kind: 'failed', failure: 'blocked-by-policy' })
})

test('http://[::1] blocked by the policy is told apart: no policy can list it', async () => {
  const root = 'http://[::1]:8787'
  const endpoint = `${root}/api/v1/invoices`
  server.use(
    // A RegExp: a path pattern would read the address's brackets as its own syntax.
    http.get(/^http:\/\/\[::1\]:8787\/api\/v1\/invoices/, () => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { blockedURI: endpoint }),
      )
      return HttpResponse.error()
    }),
  )
  const loopback = apiConnection({ root, apiKey: 'demo-standard', plan: 'standard' })
  expect(await testConnection(loopback, new AbortController().signal)).toEqual({
    kind: 'failed',
    failure: 'ipv6-loopback-blocked',
  })
})

test('a test the caller gave up on is aborted: nothing to show', async () => {
  server.use(http.get(ENDPOINT, () => new Promise<never>(() => undefined)))
  const controller = new AbortController()
  const result = testConnection(connection, controller.signal)
  controller.abort()
  expect(await result).toEqual({ kind: 'aborted' })
})
