import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { server } from '../mocks/node'
import { adoptEarlyRequest, sendEarlyRequest } from './early-request'
import { getJson } from './http-client'

const url = new URL('http://localhost/api/v1/invoices?status=overdue')
const key = 'sk_test_early'

function countRequests() {
  const authorizations: (string | null)[] = []
  server.use(
    http.get(url.href.split('?')[0] ?? '', ({ request }) => {
      authorizations.push(request.headers.get('Authorization'))
      return HttpResponse.json({ sent: authorizations.length })
    }),
  )
  return authorizations
}

afterEach(() => {
  // Nothing left over for the next test.
  void adoptEarlyRequest(url, key, new AbortController().signal)?.catch(() => undefined)
  vi.useRealTimers()
})

test('the app adopts the early request for the same URL and key: one request, not two', async () => {
  const sent = countRequests()
  sendEarlyRequest(url, key)
  const { body } = await getJson(url, { apiKey: key })
  expect(body).toEqual({ sent: 1 })
  expect(sent).toEqual([`Bearer ${key}`])
})

test('it is adopted once: the next ask sends its own request', async () => {
  const sent = countRequests()
  sendEarlyRequest(url, key)
  await getJson(url, { apiKey: key })
  const { body } = await getJson(url, { apiKey: key })
  expect(body).toEqual({ sent: 2 })
  expect(sent).toHaveLength(2)
})

test('another URL or another key never gets the early answer', async () => {
  const sent = countRequests()
  sendEarlyRequest(url, key)
  const other = new URL('http://localhost/api/v1/invoices?status=paid')
  expect((await getJson(other, { apiKey: key })).body).toEqual({ sent: 2 })
  sendEarlyRequest(url, key)
  expect((await getJson(url, { apiKey: 'sk_test_other' })).body).toEqual({ sent: 4 })
  expect(sent.at(-1)).toBe('Bearer sk_test_other')
})

test('an early request nobody asked for within 10 s is let go', async () => {
  const sent = countRequests()
  vi.useFakeTimers({ toFake: ['Date'] })
  sendEarlyRequest(url, key)
  vi.setSystemTime(Date.now() + 10_001)
  expect(adoptEarlyRequest(url, key, new AbortController().signal)).toBeNull()
  vi.useRealTimers()
  await expect.poll(() => sent.length).toBe(1)
})

test("the adopter's abort stops the early request", async () => {
  server.use(
    http.get('http://localhost/api/v1/invoices', () => new Promise<never>(() => undefined)),
  )
  sendEarlyRequest(url, key)
  const controller = new AbortController()
  const adopted = adoptEarlyRequest(url, key, controller.signal)
  controller.abort(new DOMException('Left the page', 'AbortError'))
  await expect(adopted).rejects.toThrow('Left the page')
})
