import { render, screen } from '@testing-library/react'
import { delay, http } from 'msw'
import { expect, test } from 'vitest'
import { seedInvoices } from '../../test/invoice-views'
import { recordApiRequests } from '../../test/requests'
import { demoConnection } from '../features/connection/connection'
import { createConnectionStore } from '../features/connection/connection-store'
import { INVOICES_ROUTE } from '../mocks/handlers'
import { server } from '../mocks/node'
import { scenarioHandlers } from '../mocks/scenarios'
import { App } from './app'
import { startFirstQuery } from './start-first-query'

test('the first page is requested before the app mounts, and the page reuses that request', async () => {
  seedInvoices(120)
  window.history.replaceState(null, '', '/invoices?status=PENDING&limit=10&offset=10')
  const recorder = recordApiRequests()
  const connectionStore = createConnectionStore(demoConnection())

  const started = startFirstQuery(connectionStore.session())
  // Already on its way before React renders anything.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(recorder.requests.map((url) => url.search)).toEqual(['?status=pending&limit=10&offset=10'])

  await started
  render(<App connectionStore={connectionStore} />)
  // A fast API answered within the wait: the very first render has the rows, no skeleton.
  expect(screen.getByText(/^Showing 11–/)).toBeInTheDocument()
  expect(screen.queryByText('Loading invoices…')).not.toBeInTheDocument()
  // The page asked for the same (corrected) view: no second request for it.
  expect(
    recorder.requests.filter((url) => url.search === '?status=pending&limit=10&offset=10'),
  ).toHaveLength(1)
})

test('nothing is requested away from the invoice page or without a connection', async () => {
  const recorder = recordApiRequests()
  window.history.replaceState(null, '', '/settings')
  await startFirstQuery(createConnectionStore(demoConnection()).session())
  window.history.replaceState(null, '', '/invoices')
  await startFirstQuery(createConnectionStore(null).session())
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(recorder.requests).toHaveLength(0)
})

test('on a slow API the wait ends at its deadline, and the page shows its skeleton until the rows come', async () => {
  seedInvoices(3)
  window.history.replaceState(null, '', '/invoices')
  server.use(
    // Slow, then on to the regular handler (a resolver that returns nothing falls through).
    http.get(INVOICES_ROUTE, async () => {
      await delay(400)
    }),
  )
  const connectionStore = createConnectionStore(demoConnection())

  const waitedFrom = performance.now()
  await startFirstQuery(connectionStore.session(), 50)
  const waited = performance.now() - waitedFrom
  expect(waited).toBeGreaterThanOrEqual(45)
  expect(waited).toBeLessThan(350)

  render(<App connectionStore={connectionStore} />)
  expect(screen.getByText('Loading invoices…')).toBeInTheDocument()
  expect(await screen.findByText('Showing 1–3 of 3 invoices')).toBeInTheDocument()
})

test('a first page that fails before the page mounts is shown, not requested again', async () => {
  window.history.replaceState(null, '', '/invoices')
  server.use(...scenarioHandlers('unauthorized'))
  const recorder = recordApiRequests()
  const connectionStore = createConnectionStore(demoConnection())

  await startFirstQuery(connectionStore.session())
  render(<App connectionStore={connectionStore} />)
  expect(await screen.findByRole('alert')).toHaveTextContent('The API key was rejected')
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(recorder.requests).toHaveLength(1)
})
