import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render-app'
import { apiConnection } from '../features/connection/connection'

test('the header says which server is connected: its host, or "Demo data"', async () => {
  const connection = apiConnection({
    root: 'https://invoices.example.com/finance',
    apiKey: 'sk_live_secret',
    plan: 'standard',
  })
  const { unmount } = renderApp('/settings', { connection })
  await screen.findByRole('heading', { level: 1, name: 'Connection' })
  const header = screen.getByRole('banner')
  expect(within(header).getByText('invoices.example.com')).toBeVisible()
  expect(header).toHaveTextContent('Connected to invoices.example.com')
  expect(header).not.toHaveTextContent('Demo data')
  expect(header).not.toHaveTextContent('sk_live_secret')
  unmount()

  renderApp('/settings')
  await screen.findByRole('heading', { level: 1, name: 'Connection' })
  expect(within(screen.getByRole('banner')).getByText('Demo data')).toBeVisible()
})

test('"Use demo data" opens the invoices with focus on their heading, not on the page', async () => {
  const connection = apiConnection({
    root: 'https://invoices.example.com',
    apiKey: 'sk_live_secret',
    plan: 'standard',
  })
  const { user } = renderApp('/settings', {
    connection,
    connectionEnvironment: { startDemo: () => Promise.resolve() },
  })
  await user.click(await screen.findByRole('button', { name: 'Use demo data' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toHaveFocus()
})

test("opened at / (redirected to /invoices), the page keeps its link's filters and leaves focus alone", async () => {
  renderApp('/?status=paid')
  const heading = await screen.findByRole('heading', { level: 1, name: 'Invoices' })
  expect(window.location.pathname + window.location.search).toBe('/invoices?status=paid')
  expect(await screen.findByRole('radio', { name: 'Paid' })).toBeChecked()
  // The first page shown: a redirect moved nobody, so nothing is focused for them.
  expect(heading).not.toHaveFocus()
  expect(document.body).toHaveFocus()
})

test("the document title and the header's current link name the page on screen, so tabs, history and screen readers say where the user is", async () => {
  const { user } = renderApp('/invoices')
  await screen.findByRole('heading', { level: 1, name: 'Invoices' })
  expect(document.title).toBe('Invoices · Invoice dashboard')
  expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page')
  await user.click(screen.getByRole('link', { name: 'Aging' }))
  await screen.findByRole('heading', { level: 1, name: 'Aging' })
  // Set as the navigation's effects run, which may be just after the heading is in the page.
  await waitFor(() => {
    expect(document.title).toBe('Aging · Invoice dashboard')
  })
  // The header's link to the page on screen says so; the others do not.
  expect(screen.getByRole('link', { name: 'Aging' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('link', { name: 'Invoices' })).not.toHaveAttribute('aria-current')
  await user.click(screen.getByRole('link', { name: 'Connection settings' }))
  await screen.findByRole('heading', { level: 1, name: 'Connection' })
  await waitFor(() => {
    expect(document.title).toBe('Connection · Invoice dashboard')
  })
})
