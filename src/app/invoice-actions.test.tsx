import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { renderApp } from '../../test/render-app'
import { seedInvoices } from '../../test/invoice-views'
import { captureDownloads } from '../../test/downloads'
import { corsHeaders, errorBody, INVOICES_ROUTE } from '../mocks/handlers'
import { createHostileHandler } from '../mocks/hostile-handlers'
import { server } from '../mocks/node'
import { goOnline } from '../../test/online'
import { rejectKeyAfterFirstRequest } from '../../test/reject-key-after-first-request'
import { recordApiRequests } from '../../test/requests'
import { holdInvoiceRequests } from '../../test/held-requests'
import { rateLimitedOnce } from '../../test/app-driver'

/** The actions are a chunk of their own: the first render of a test may wait for it a while. */
const findAction = (name: string | RegExp) =>
  screen.findByRole('button', { name }, { timeout: 10_000 })

/**
 * An action to press. It waits, disabled, until the first page has said how many invoices match; a
 * click before that would do nothing (on a busy machine the chunk can arrive before the page).
 */
async function findEnabledAction(name: string | RegExp) {
  const button = await findAction(name)
  await waitFor(() => {
    expect(button).toBeEnabled()
  })
  return button
}

/** The first page answers; every later page of a walk hangs, so the walk stays running. */
function hangAfterFirstPage() {
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== null) await delay('infinite')
    }),
  )
}

/** The invoice page with an export under way that stays under way (its later pages hang). */
async function startExportThatKeepsRunning() {
  seedInvoices(300)
  hangAfterFirstPage()
  captureDownloads()
  const { user } = renderApp('/invoices')
  await user.click(await findEnabledAction('Export CSV'))
  await screen.findByRole('progressbar', { name: 'Export progress' })
  return user
}

test('Summarize runs under the one "Export progress" bar and "Cancel export", and the export waits for it', async () => {
  seedInvoices(300)
  hangAfterFirstPage()
  const { user } = renderApp('/invoices')
  await user.click(await findEnabledAction('Summarize'))
  expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  await waitFor(() => {
    expect(screen.queryByRole('progressbar', { name: 'Export progress' })).not.toBeInTheDocument()
  })
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
})

test('while the export runs, Summarize waits: one "Export progress" bar, never two', async () => {
  const user = await startExportThatKeepsRunning()
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeEnabled()
})

afterEach(() => {
  goOnline(true)
})

test('offline, a walk of unknown size says the count is unknown because the browser is offline', async () => {
  seedInvoices(300)
  const { user } = renderApp('/invoices')
  await findAction('Export CSV')
  goOnline(false)
  await user.click(screen.getByRole('radio', { name: /^Paid/ }))
  await screen.findByText(/they load when the connection is back/)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const confirm = screen.getByRole('group', { name: 'Confirm export' })
  expect(confirm).toHaveTextContent(/^You are offline, so how many invoices match is not known\./)
  expect(confirm).not.toHaveTextContent('The server does not say')
})

test('after the page failed, a walk of unknown size says so instead of blaming the server', async () => {
  seedInvoices(300)
  server.use(http.get(INVOICES_ROUTE, () => new HttpResponse('Internal error', { status: 500 })))
  const { user } = renderApp('/invoices')
  await screen.findByRole('alert')
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(screen.getByRole('group', { name: 'Confirm summary' })).toHaveTextContent(
    /^The page of these invoices did not load, so how many match is not known\./,
  )
})

test('when the server leaves the count out, the confirmation says the server does not say', async () => {
  seedInvoices(300)
  server.use(createHostileHandler({ total: 'missing' }))
  const { user } = renderApp('/invoices')
  await screen.findByRole('table', { name: 'Invoices' })
  await user.click(await findEnabledAction('Export CSV'))
  expect(screen.getByRole('group', { name: 'Confirm export' })).toHaveTextContent(
    /^The server does not say how many invoices match\./,
  )
})

const keyRejectedStep = 'The API key was rejected. Check the connection settings.'

test('a walk that meets a rejected key says so and points to the settings, not to trying again', async () => {
  seedInvoices(300)
  rejectKeyAfterFirstRequest()
  captureDownloads()
  const { user } = renderApp('/invoices')
  await user.click(await findEnabledAction(/^Load all matching invoices/))
  // Failures are alerts, said at once; a cancel is only a status line.
  expect(await screen.findByText(`Loading all invoices failed: ${keyRejectedStep}`)).toHaveRole(
    'alert',
  )
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText(`Export failed: ${keyRejectedStep}`)).toHaveRole('alert')
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(
    await screen.findByText(`The summary could not be completed: ${keyRejectedStep}`),
  ).toBeInTheDocument()
})

test('once the page meets a rejected key, the walks wait with the reason as their description', async () => {
  seedInvoices(300)
  server.use(
    http.get(INVOICES_ROUTE, () =>
      HttpResponse.json(errorBody('unauthorized', 'Missing or unknown API key.'), {
        status: 401,
        headers: corsHeaders,
      }),
    ),
  )
  renderApp('/invoices')
  expect(await screen.findByRole('alert')).toHaveTextContent('The API key was rejected')
  const reason = /need an API key the server accepts: check the connection settings/
  for (const name of ['Load all matching invoices', 'Export CSV', 'Summarize']) {
    const button = await findAction(name)
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(reason)
  }
})

test('Load all pressed while offline says the server could not be reached, and works once back online', async () => {
  seedInvoices(300)
  const { user } = renderApp('/invoices')
  const loadAll = await findEnabledAction(/^Load all matching invoices/)
  // Offline: the browser says so, and no request gets through.
  goOnline(false)
  server.use(http.get(INVOICES_ROUTE, () => HttpResponse.error()))
  await user.click(loadAll)
  expect(
    await screen.findByText(
      'Loading all invoices failed: The server could not be reached. Try again in a moment.',
    ),
  ).toBeInTheDocument()
  // Back online, nothing resumes with a broken query ("Missing queryFn"); pressing again loads.
  server.resetHandlers()
  goOnline(true)
  await user.click(await findEnabledAction(/^Load all matching invoices/))
  expect(await screen.findByText(/^All 300 matching invoices loaded/)).toBeInTheDocument()
  expect(screen.queryByText(/Missing queryFn/)).not.toBeInTheDocument()
})

test('while Load all runs, Export CSV and Summarize wait for it, saying so, and then answer from the set', async () => {
  seedInvoices(300)
  const { requests } = recordApiRequests()
  // Every page of the walk after the first page on screen waits until the test lets it go.
  const release = holdInvoiceRequests((url) => url.searchParams.get('offset') !== null)
  captureDownloads()
  const { user } = renderApp('/invoices')
  await user.click(await findEnabledAction(/^Load all matching invoices/))
  await screen.findByRole('progressbar', { name: 'Loading all invoices' })
  for (const name of ['Export CSV', 'Summarize']) {
    const button = screen.getByRole('button', { name })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(/wait until loading all invoices ends/)
  }
  release()
  await screen.findByText(/^All 300 matching invoices loaded/)
  const sent = requests.length
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText(/^Exported 300 invoices from the loaded set/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(await screen.findByText(/^300 invoices ·/)).toBeInTheDocument()
  expect(requests).toHaveLength(sent)
  expect(screen.queryByText(/wait until loading all invoices ends/)).not.toBeInTheDocument()
})

test('while an export or a summary walks, Load all waits for it, saying so', async () => {
  const user = await startExportThatKeepsRunning()
  const loadAll = screen.getByRole('button', { name: /^Load all matching invoices/ })
  expect(loadAll).toBeDisabled()
  expect(loadAll).toHaveAccessibleDescription(/wait until the export ends/)
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  await waitFor(() => {
    expect(loadAll).toBeEnabled()
  })
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await screen.findByRole('progressbar', { name: 'Export progress' })
  expect(loadAll).toBeDisabled()
  expect(loadAll).toHaveAccessibleDescription(/wait until the summary ends/)
})

test('a confirmation opened before the page said how many match is worked out again once it does', async () => {
  seedInvoices(300)
  server.use(rateLimitedOnce({ retryAfter: '1' }))
  const { user } = renderApp('/invoices', { appRetries: true })
  expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit reached')
  await user.click(await findAction('Export CSV'))
  expect(screen.getByRole('group', { name: 'Confirm export' })).toHaveTextContent(
    /^The first page of these invoices has not arrived yet, so how many match is not known\./,
  )
  await screen.findByText('Showing 1–50 of 300 invoices', {}, { timeout: 5000 })
  const confirm = screen.getByRole('group', { name: 'Confirm export' })
  expect(confirm).toHaveTextContent(/^Exporting 300 invoices takes 3 requests/)
  expect(confirm).not.toHaveTextContent('how many match')
})

test('an export confirmation left open closes when loading all starts: it would start a second walk', async () => {
  seedInvoices(300)
  server.use(createHostileHandler({ total: 'missing' }))
  holdInvoiceRequests((url) => url.searchParams.get('offset') !== null)
  const { user } = renderApp('/invoices')
  await screen.findByRole('table', { name: 'Invoices' })
  await user.click(await findEnabledAction('Export CSV'))
  screen.getByRole('group', { name: 'Confirm export' })
  await user.click(screen.getByRole('button', { name: /^Load all matching invoices/ }))
  await user.click(screen.getByRole('button', { name: 'Start loading' }))
  await screen.findByRole('progressbar', { name: 'Loading all invoices' })
  expect(screen.queryByRole('group', { name: 'Confirm export' })).not.toBeInTheDocument()
})

test('after Refresh, the export asked for again walks the server again instead of saving the older file', async () => {
  seedInvoices(120)
  const files = captureDownloads()
  const { requests } = recordApiRequests()
  const { user } = renderApp('/invoices')
  await user.click(await findEnabledAction('Export CSV'))
  await screen.findByText(/^Exported 120 invoices to /)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByText(/^Saved .* again \(120 invoices, exported/)
  const beforeRefresh = requests.length

  await user.click(screen.getByRole('button', { name: 'Refresh' }))
  await waitFor(() => {
    expect(requests.length).toBeGreaterThan(beforeRefresh)
  })
  const refreshed = requests.length
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByText(/^Exported 120 invoices to /)
  // The walk's own two pages, beside whatever the page itself fetched.
  expect(requests.length).toBeGreaterThanOrEqual(refreshed + 2)
  expect(files).toHaveLength(3)
})
