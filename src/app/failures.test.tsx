/** Every way a load can fail, in the real app with its real retry policy, on a fake clock. */
import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { advance, advanceInSteps, useFakeClock, useRealClock } from '../../test/app-driver'
import { makeInvoice } from '../../test/invoice-fixtures'
import { renderApp } from '../../test/render-app'
import { recordApiRequests } from '../../test/requests'
import { demoConnection } from '../features/connection/connection'
import { createConnectionStore } from '../features/connection/connection-store'
import { REQUEST_TIMEOUT_MS } from '../lib/http-client'
import { backoffRange } from '../lib/retry-policy'
import { corsHeaders, INVOICES_ROUTE } from '../mocks/handlers'
import { invoiceDb } from '../mocks/invoice-db'
import { server } from '../mocks/node'
import { FLAKY_SCENARIO_FAILURES, scenarioHandlers } from '../mocks/scenarios'
import { App } from './app'

describe('with a fake clock', () => {
  let recorder: ReturnType<typeof recordApiRequests>
  const requestTimes: number[] = []
  const onRequest = () => requestTimes.push(Date.now())

  beforeEach(() => {
    useFakeClock()
    invoiceDb.seed([makeInvoice({ id: 'a', vendor: 'Recovered Ltd' })])
    recorder = recordApiRequests()
    requestTimes.length = 0
    server.events.on('request:start', onRequest)
  })
  afterEach(() => {
    server.events.removeListener('request:start', onRequest)
    onlineManager.setOnline(true)
    useRealClock()
  })

  const renderLive = () => renderApp('/invoices', { appRetries: true })

  test('a rejected key sends exactly one request and says so, with a way to the settings', async () => {
    server.use(...scenarioHandlers('unauthorized'))
    renderLive()
    await advance(0)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The API key was rejected')
    expect(within(alert).getByRole('link', { name: /connection settings/i })).toHaveAttribute(
      'href',
      '/settings',
    )
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    await advance(120_000)
    expect(recorder.requests).toHaveLength(1)
  })

  test('a 500 is tried 3 times with growing waits, then gives up; Retry sends exactly one more', async () => {
    server.use(http.get(INVOICES_ROUTE, () => new HttpResponse('Internal error', { status: 500 })))
    renderLive()
    await advanceInSteps(5_000, 50)
    expect(recorder.requests).toHaveLength(3)
    const [first = 0, second = 0, third = 0] = requestTimes
    for (const [index, gap] of [second - first, third - second].entries()) {
      const { min, max } = backoffRange(index)
      expect(gap).toBeGreaterThanOrEqual(min)
      expect(gap).toBeLessThanOrEqual(max + 50)
    }
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The invoice service had a problem (HTTP 500).')
    await advance(60_000)
    expect(recorder.requests).toHaveLength(3)

    server.resetHandlers()
    // userEvent waits on a 0 ms timer that only Jest's fake timers get advanced for: click directly.
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await advance(0)
    expect(screen.getByText('Recovered Ltd')).toBeInTheDocument()
    expect(recorder.requests).toHaveLength(4)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('a flaky server recovers by itself within the 3 tries, without an error on screen', async () => {
    server.use(...scenarioHandlers('flaky'))
    renderLive()
    await advance(0)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await advanceInSteps(3_000, 100)
    expect(recorder.requests).toHaveLength(FLAKY_SCENARIO_FAILURES + 1)
    expect(screen.getByText('Recovered Ltd')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test.each([
    [
      'a body that is not JSON',
      () =>
        new HttpResponse('{"invoices": [', {
          headers: { ...corsHeaders, 'Content-Type': 'application/json' },
        }),
    ],
    ['an envelope without a list', () => HttpResponse.json({ invoices: 'none', total: 'many' })],
  ])('%s is "Unexpected response from the server", and is not retried', async (_, respond) => {
    server.use(http.get(INVOICES_ROUTE, respond))
    renderLive()
    await advance(0)
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected response from the server')
    await advance(60_000)
    expect(recorder.requests).toHaveLength(1)
  })

  test('a request that hangs gives up after 15 s, is tried 3 times, then offers Retry', async () => {
    server.use(...scenarioHandlers('timeout'))
    renderLive()
    await advance(REQUEST_TIMEOUT_MS - 1)
    expect(recorder.requests).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('Loading invoices…')).toBeInTheDocument()
    await advanceInSteps(3 * REQUEST_TIMEOUT_MS + 3_000, 500)
    expect(recorder.requests).toHaveLength(3)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The invoice service did not answer within 15 seconds.')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  test('a server that cannot be reached is tried 3 times, then says so', async () => {
    server.use(...scenarioHandlers('network'))
    renderLive()
    await advanceInSteps(4_000, 100)
    expect(recorder.requests).toHaveLength(3)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The invoice service could not be reached. Check your connection.',
    )
  })

  test('offline: nothing is sent and the page says so; back online, it loads by itself', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderLive()
    await advance(30_000)
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.')
    expect(recorder.requests).toHaveLength(0)

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await advance(0)
    expect(screen.getByText('Recovered Ltd')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(recorder.requests).toHaveLength(1)
  })

  test('retries pause while offline and resume when back online', async () => {
    server.use(
      http.get(INVOICES_ROUTE, () => new HttpResponse(null, { status: 503 }), { once: true }),
    )
    renderLive()
    await advance(0)
    expect(recorder.requests).toHaveLength(1)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await advance(0)
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.')
    await advance(5 * 60_000)
    expect(recorder.requests).toHaveLength(1)

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await advance(0)
    expect(recorder.requests).toHaveLength(2)
    expect(screen.getByText('Recovered Ltd')).toBeInTheDocument()
  })
})

test('a render error shows what happened and a way back, never a white page', async () => {
  // React reports the error it caught; that report is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const store = createConnectionStore(demoConnection())
  let broken = true
  const connectionStore = {
    ...store,
    get: () => {
      if (broken) throw new Error('A bug in a component')
      return store.get()
    },
  }
  window.history.replaceState(null, '', '/invoices')
  render(<App connectionStore={connectionStore} />)

  expect(
    screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.')
  expect(screen.getByRole('link', { name: 'Back to the invoices' })).toHaveAttribute(
    'href',
    '/invoices',
  )

  broken = false
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
})
