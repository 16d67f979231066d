import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { seedInvoices } from '../../test/invoice-views'
import { recordApiRequests } from '../../test/requests'
import { demoConnection } from '../features/connection/connection'
import { createConnectionStore } from '../features/connection/connection-store'
import { App } from './app'
import { createQueryClient } from './query-client'
import { startFirstQuery } from './start-first-query'

test('the first page is requested before the app mounts, and the page reuses that request', async () => {
  seedInvoices(120)
  window.history.replaceState(null, '', '/invoices?status=pending&limit=abc&offset=10')
  const recorder = recordApiRequests()
  const connection = demoConnection()
  const queryClient = createQueryClient()

  startFirstQuery(queryClient, connection)
  // Already on its way before React renders anything.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(recorder.requests.map((url) => url.search)).toEqual(['?status=pending&offset=10'])

  render(<App queryClient={queryClient} connectionStore={createConnectionStore(connection)} />)
  expect(await screen.findByText(/^Showing 11–/)).toBeInTheDocument()
  // The page asked for the same (corrected) view: no second request for it.
  expect(
    recorder.requests.filter((url) => url.search === '?status=pending&offset=10'),
  ).toHaveLength(1)
  recorder.stop()
})

test('nothing is requested away from the invoice page or without a connection', async () => {
  const recorder = recordApiRequests()
  window.history.replaceState(null, '', '/settings')
  startFirstQuery(createQueryClient(), demoConnection())
  window.history.replaceState(null, '', '/invoices')
  startFirstQuery(createQueryClient(), null)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(recorder.requests).toHaveLength(0)
  recorder.stop()
})
