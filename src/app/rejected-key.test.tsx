/**
 * A key rejected in the middle of a session (revoked, or the plan ended): the page it failed on is
 * asked for again only when the user asks, never by the app's optional work (prefetch, refetch on
 * focus or reconnect), which would only collect more 401s.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { advance, refocusWindow, useFakeClock, useRealClock } from '../../test/app-driver'
import { makeInvoice } from '../../test/invoice-fixtures'
import { renderApp } from '../../test/render-app'
import { recordApiRequests } from '../../test/requests'
import { rejectKeyAfterFirstRequest } from '../../test/reject-key-after-first-request'
import { invoiceDb } from '../mocks/invoice-db'

let recorder: ReturnType<typeof recordApiRequests>

beforeEach(() => {
  useFakeClock()
  invoiceDb.seed(Array.from({ length: 120 }, (_, index) => makeInvoice({ id: `i${index}` })))
  recorder = recordApiRequests()
})
afterEach(() => {
  recorder.stop()
  useRealClock()
})

const page2Requests = () => recorder.requests.filter((url) => url.search === '?offset=50').length

test('after a 401 on the prefetched page 2, Next asks once more and focus or reconnect never again', async () => {
  // The first answer is the happy path's (plenty of budget, so page 2 is prefetched); then 401s.
  rejectKeyAfterFirstRequest({ 'X-RateLimit-Remaining': '97' })
  renderApp('/invoices', { appRetries: true })
  await advance(1_000)
  expect(screen.getByText('Showing 1–50 of 120 invoices')).toBeInTheDocument()
  // The prefetch of page 2 met the rejected key.
  expect(page2Requests()).toBe(1)

  fireEvent.click(screen.getAllByRole('button', { name: 'Next page' })[0] as HTMLElement)
  await advance(1_000)
  expect(screen.getByRole('alert')).toHaveTextContent('The API key was rejected')
  // The user's own click is always honoured.
  expect(page2Requests()).toBe(2)

  await advance(60_000)
  refocusWindow()
  await advance(1_000)
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
  await advance(1_000)
  expect(page2Requests()).toBe(2)
  expect(recorder.requests.map((url) => url.search)).toEqual(['', '?offset=50', '?offset=50'])
})
