import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { renderApp } from '../../../test/render-app'
import { recordApiRequests } from '../../../test/requests'
import { invoiceDb } from '../../mocks/invoice-db'
import { server } from '../../mocks/node'
import { scenarioHandlers } from '../../mocks/scenarios'
import { designColumnHeaders } from '../../../test/design-names'

const columnNames = [...designColumnHeaders]

test('/ redirects to /invoices and shows the demo table with its columns in order', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a', invoiceNumber: 'INV-1', vendor: 'Société Générale' })])
  renderApp('/')
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/invoices')
  expect(screen.getByText('Demo data')).toBeInTheDocument()
  const table = await screen.findByRole('table', { name: 'Invoices' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(columnNames)
  expect(await within(table).findByText('Société Générale')).toBeInTheDocument()
  expect(screen.getByText('Showing invoice 1 of 1')).toBeInTheDocument()
})

test('limit and offset come from the URL', async () => {
  invoiceDb.seed(
    Array.from({ length: 30 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(2, '0')}`, invoiceNumber: `N-${index}` }),
    ),
  )
  const recorder = recordApiRequests()
  renderApp('/invoices?limit=10&offset=20')
  expect(await screen.findByText('Showing 21–30 of 30 invoices')).toBeInTheDocument()
  expect(screen.getAllByRole('row')).toHaveLength(11)
  expect(recorder.requests.map((url) => url.search)).toEqual(['?limit=10&offset=20'])
})

test('a loading state is shown, then an empty result is announced', async () => {
  server.use(...scenarioHandlers('empty'))
  renderApp()
  expect(screen.getByText('Loading invoices…')).toBeInTheDocument()
  expect(await screen.findByText('No invoices match these filters')).toBeInTheDocument()
})

test('a rejected key says so and links to the connection settings', async () => {
  server.use(...scenarioHandlers('unauthorized'))
  renderApp()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('The API key was rejected')
  expect(within(alert).getByRole('link', { name: /connection settings/i })).toHaveAttribute(
    'href',
    '/settings',
  )
})

test('an unusable response is an error state, not a crash', async () => {
  server.use(...scenarioHandlers('malformed'))
  renderApp()
  expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response from the server')
})

test('a server error offers Retry, which sends one more request', async () => {
  server.use(...scenarioHandlers('error'))
  const recorder = recordApiRequests()
  const { user } = renderApp()
  const alert = await screen.findByRole('alert')
  expect(recorder.requests).toHaveLength(1)
  server.resetHandlers()
  invoiceDb.seed([makeInvoice({ id: 'a', vendor: 'Recovered Ltd' })])
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Recovered Ltd')).toBeInTheDocument()
  expect(recorder.requests).toHaveLength(2)
})

test('a bad URL value is never sent: the URL is rewritten in place', async () => {
  const recorder = recordApiRequests()
  renderApp('/invoices?limit=abc&status=bogus&offset=-1&scenario=x')
  await screen.findByText('No invoices match these filters')
  await waitFor(() => {
    expect(window.location.search).toBe('')
  })
  expect(recorder.requests.map((url) => url.search)).toEqual([''])
})

test('a link to a position between page boundaries opens on the page that holds it', async () => {
  invoiceDb.seed(
    Array.from({ length: 130 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(3, '0')}`, invoiceNumber: `N-${index}` }),
    ),
  )
  const recorder = recordApiRequests()
  renderApp('/invoices?offset=30&limit=100')
  expect(await screen.findByText('Showing 1–100 of 130 invoices')).toBeInTheDocument()
  const rows = within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('rowheader')
  expect(rows).toHaveLength(100)
  expect(rows[0]).toHaveTextContent('N-0')
  expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveValue(1)
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
  expect(await screen.findByText('The page position was tidied.')).toBeVisible()
  await waitFor(() => {
    expect(window.location.search).toBe('?limit=100')
  })
  expect(recorder.requests.map((url) => url.search)[0]).toBe('?limit=100')
})

test('a page with a row the server garbled shows every row, the garbled one marked', async () => {
  server.use(
    http.get('*/api/v1/invoices', () =>
      HttpResponse.json({
        invoices: [
          { id: 'x', vendor: 12, amount: 'NaN' },
          { id: 'y', vendor: 'Fine Co' },
          { nope: 1 },
        ],
        total: 3,
        limit: 50,
        offset: 0,
      }),
    ),
  )
  renderApp()
  expect(await screen.findByText('Fine Co')).toBeInTheDocument()
  expect(screen.getAllByRole('row')).toHaveLength(4)
  expect(screen.getByText('Showing 1–3 of 3 invoices')).toBeInTheDocument()
  expect(screen.getAllByRole('row')[3]).toHaveTextContent('No ID')
})
