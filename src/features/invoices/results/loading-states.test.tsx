/**
 * While a view loads, waits, retries or fails, the screen says so in words, and the pager, the live
 * region, the URL and the rows keep agreeing.
 */
import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { advance, advanceInSteps, useFakeClock, useRealClock } from '../../../../test/app-driver'
import { seedInvoices } from '../../../../test/invoice-views'
import { renderApp } from '../../../../test/render-app'
import { recordApiRequests } from '../../../../test/requests'
import { REQUEST_TIMEOUT_MS } from '../../../lib/http-client'
import { server } from '../../../mocks/node'
import { scenarioHandlers } from '../../../mocks/scenarios'
import { spendDemoBudget } from '../../../../test/spend-demo-budget'
import { holdInvoiceRequests } from '../../../../test/held-requests'

const pageField = () => screen.getByRole('spinbutton', { name: 'Page' })
const liveRegion = () => screen.getByText((_, element) => element?.className === 'result-summary')

afterEach(() => {
  onlineManager.setOnline(true)
  useRealClock()
})

test('a timed-out request says so while it is tried again, and the pager shows no made-up count', async () => {
  useFakeClock()
  server.use(...scenarioHandlers('timeout'))
  renderApp('/invoices', { appRetries: true })
  await advance(REQUEST_TIMEOUT_MS - 1)
  expect(screen.getByText('Loading invoices…')).toBeInTheDocument()
  expect(pageField()).toHaveValue(1)
  expect(pageField()).not.toHaveAccessibleDescription()
  expect(screen.queryByText(/of 1\b/)).not.toBeInTheDocument()

  await advance(2)
  expect(
    screen.getByText(
      'The invoice service did not answer within 15 seconds. Trying again (2 of 3)…',
    ),
  ).toBeInTheDocument()
  await advanceInSteps(REQUEST_TIMEOUT_MS + 2_000, 500)
  expect(
    screen.getByText(
      'The invoice service did not answer within 15 seconds. Trying again (3 of 3)…',
    ),
  ).toBeInTheDocument()

  await advanceInSteps(REQUEST_TIMEOUT_MS + 4_000, 500)
  expect(screen.getByRole('alert')).toHaveTextContent('did not answer within 15 seconds')
  expect(screen.queryByText(/Trying again/)).not.toBeInTheDocument()
  expect(pageField()).not.toHaveAccessibleDescription()
  expect(screen.queryByText(/of 1\b/)).not.toBeInTheDocument()
})

test('old rows under a new filter are marked in words, and the count does not claim them', async () => {
  seedInvoices(120)
  const { user } = renderApp()
  await screen.findByText('Showing 1–50 of 120 invoices')
  const release = holdInvoiceRequests()

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  expect(
    await screen.findByText(
      'Showing the previous results: invoices 1–50 under the previous filters, while these load.',
    ),
  ).toBeVisible()
  expect(liveRegion()).toHaveTextContent('Loading page 1…')
  expect(pageField()).not.toHaveAccessibleDescription()
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()

  release()
  expect(await screen.findByText('No invoices match these filters')).toBeInTheDocument()
  expect(screen.queryByText(/Showing the previous results/)).not.toBeInTheDocument()
})

test('offline, a new filter over old rows says they are the previous results and why', async () => {
  seedInvoices(120)
  const { user } = renderApp()
  await screen.findByText('Showing 1–50 of 120 invoices')
  act(() => {
    onlineManager.setOnline(false)
  })

  await user.click(screen.getByRole('radio', { name: 'Paid' }))
  expect(
    await screen.findByText(
      'Showing the previous results: invoices 1–50 under the previous filters, while these load. You are offline: they load when the connection is back.',
    ),
  ).toBeVisible()
})

test('while a page waits, the pager, the live region and the URL all name it, and the old rows say whose they are', async () => {
  seedInvoices(2500)
  spendDemoBudget(60)
  const { user } = renderApp('/invoices?offset=400')
  await screen.findByText('Showing 401–450 of 2,500 invoices')
  const release = holdInvoiceRequests()

  await user.clear(pageField())
  await user.type(pageField(), '15{Enter}')
  expect(
    await screen.findByText(
      'Showing the previous results: page 9 (invoices 401–450) while page 15 loads.',
    ),
  ).toBeVisible()
  expect(pageField()).toHaveValue(15)
  expect(pageField()).toHaveAccessibleDescription('of 50')
  expect(liveRegion()).toHaveTextContent('Loading page 15…')
  expect(window.location.search).toBe('?offset=700')
  const top = screen.getByRole('navigation', { name: 'Pages, top' })
  expect(top).toHaveTextContent('Page 15 of 50')

  release()
  expect(await screen.findByText('Showing 701–750 of 2,500 invoices')).toBeInTheDocument()
  expect(screen.queryByText(/Showing the previous results/)).not.toBeInTheDocument()
  expect(within(top).getByRole('button', { name: 'Next' })).toBeEnabled()
})

test('"Skip to results" is the main area\'s first Tab stop, and the top pager pages in a few keystrokes', async () => {
  seedInvoices(120)
  spendDemoBudget(60)
  const user = userEvent.setup()
  renderApp()
  await screen.findByText('Showing 1–50 of 120 invoices')
  const table = screen.getByRole('table', { name: 'Invoices' })

  // The header's links, then the main area's first stop.
  for (const name of ['Invoices', 'Aging', 'Connection settings']) {
    await user.tab()
    expect(screen.getByRole('link', { name })).toHaveFocus()
  }
  await user.tab()
  const skip = screen.getByRole('link', { name: 'Skip to results' })
  expect(skip).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus()
  expect(window.location.hash).toBe('')

  // Previous is disabled on page 1, so Next is one Tab away.
  await user.tab()
  const top = screen.getByRole('navigation', { name: 'Pages, top' })
  expect(within(top).getByRole('button', { name: 'Next' })).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(await screen.findByText('Showing 51–100 of 120 invoices')).toBeInTheDocument()
  expect(table).toHaveFocus()
  expect(top).toHaveTextContent('Page 2 of 3')

  // The pager below keeps its names, each on exactly one button.
  for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
    expect(screen.getAllByRole('button', { name })).toHaveLength(1)
})

test('Refresh keeps focus while it refreshes: unavailable, not disabled, and a second press sends nothing', async () => {
  seedInvoices(120)
  const { user } = renderApp()
  await screen.findByText('Showing 1–50 of 120 invoices')
  const recorder = recordApiRequests()
  const release = holdInvoiceRequests()
  const refresh = screen.getByRole('button', { name: 'Refresh' })
  await user.click(refresh)
  expect(refresh).toHaveAttribute('aria-disabled', 'true')
  expect(refresh).toBeEnabled()
  await user.keyboard('{Enter}')
  expect(recorder.requests).toHaveLength(1)
  release()
  await waitFor(() => {
    expect(refresh).toHaveAttribute('aria-disabled', 'false')
  })
  expect(refresh).toHaveFocus()
})

test('after Retry, focus goes to the results, not to the page', async () => {
  server.use(...scenarioHandlers('error'))
  const { user } = renderApp()
  const alert = await screen.findByRole('alert')
  server.resetHandlers()
  seedInvoices(3)
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Showing 1–3 of 3 invoices')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus()
})
