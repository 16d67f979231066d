/** A server whose numbers are wrong never makes the count line, the pager or the URL lie. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../../test/invoice-fixtures'
import { renderApp } from '../../../../test/render-app'
import { INVOICES_ROUTE } from '../../../mocks/handlers'
import { server } from '../../../mocks/node'

const button = (name: string) => screen.getByRole('button', { name })
const pageField = () => screen.getByRole('spinbutton', { name: 'Page' })
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1)

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    makeInvoice({ id: `i${from + index}`, invoiceNumber: `N-${from + index}` }),
  )

/** Every request gets this envelope, with rows of the requested page unless the body says. */
function answer(envelope: (url: URL) => Record<string, unknown>) {
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      const url = new URL(request.url)
      return HttpResponse.json(envelope(url))
    }),
  )
}

const offsetOf = (url: URL) => Number(url.searchParams.get('offset') ?? 0)

test.each([
  ['missing', undefined],
  ['negative', -5],
  ['a string', 'lots'],
  ['"NaN"', 'NaN'],
  ['fractional', 120.5],
])(
  'a total that is %s is unknown: Next stays while full pages come, Last is off',
  async (_, total) => {
    answer((url) => ({
      invoices: offsetOf(url) < 100 ? rows(50, offsetOf(url)) : rows(7, offsetOf(url)),
      total,
      limit: 50,
      offset: offsetOf(url),
    }))
    const { user } = renderApp()
    expect(await screen.findByText('Showing 1–50 (total unknown)')).toBeInTheDocument()
    expect(button('Next page')).toBeEnabled()
    expect(button('Last page')).toBeDisabled()
    expect(pageField()).not.toHaveAccessibleDescription()

    await user.click(button('Next page'))
    expect(await screen.findByText('Showing 51–100 (total unknown)')).toBeInTheDocument()
    await user.click(button('Next page'))
    // A short page is the end: nothing further to ask for.
    expect(await screen.findByText('Showing 101–107 (total unknown)')).toBeInTheDocument()
    expect(button('Next page')).toBeDisabled()
    expect(window.location.search).toBe('?offset=100')
  },
)

test('a total below the rows shown is said once in words, and the range stays true', async () => {
  answer(() => ({ invoices: rows(50), total: 3, limit: 50, offset: 0 }))
  renderApp()
  expect(await screen.findByText('Showing 1–50 (total unknown)')).toBeInTheDocument()
  expect(
    await screen.findByText(
      'The server reported 3 matching invoices but sent rows up to number 50; the total is shown as unknown.',
    ),
  ).toBeVisible()
  expect(screen.queryByText(/of 3/)).not.toBeInTheDocument()
  expect(button('Next page')).toBeEnabled()
})

test('an envelope offset other than the one asked for: the page shows where it was asked for', async () => {
  answer(() => ({ invoices: rows(50), total: 120, limit: 50, offset: 999 }))
  renderApp()
  expect(await screen.findByText('Showing 1–50 of 120 invoices')).toBeInTheDocument()
  expect(
    await screen.findByText(
      'The server said these rows start at position 1,000, but position 1 was asked for; they are shown where they were asked for.',
    ),
  ).toBeVisible()
  expect(pageField()).toHaveValue(1)
  expect(pageField()).toHaveAccessibleDescription('of 3')
  expect(window.location.search).toBe('')
})

test('a server that clamps the page size: pages follow its size, so Next skips nothing', async () => {
  answer((url) => ({
    invoices: rows(20, offsetOf(url)),
    total: 120,
    limit: 20,
    offset: offsetOf(url),
  }))
  const { user } = renderApp()
  expect(
    await screen.findByText(
      'The server sends at most 20 invoices a page; rows per page follow it.',
    ),
  ).toBeVisible()
  expect(await screen.findByText('Showing 1–20 of 120 invoices')).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20')
  expect(pageField()).toHaveAccessibleDescription('of 6')
  expect(window.location.search).toBe('?limit=20')

  await user.click(button('Next page'))
  expect(await screen.findByText('Showing 21–40 of 120 invoices')).toBeInTheDocument()
  expect(window.location.search).toBe('?limit=20&offset=20')
  // A walk over every match is priced at the server's page size, not at 100 a request.
  expect(
    await screen.findByRole('button', { name: 'Load all matching invoices (120, 6 requests)' }),
  ).toBeInTheDocument()
})

test('a server that clamps the page size on a later page: the first row asked for stays in view', async () => {
  answer((url) => ({
    invoices: rows(20, offsetOf(url)),
    total: 120,
    limit: 20,
    offset: offsetOf(url),
  }))
  renderApp('/invoices?offset=50')
  // Row 51 is on the page of 20 that starts at 41, so the pager, Previous and Last agree with it.
  expect(await screen.findByText('Showing 41–60 of 120 invoices')).toBeInTheDocument()
  expect(window.location.search).toBe('?limit=20&offset=40')
  expect(pageField()).toHaveValue(3)
  expect(pageField()).toHaveAccessibleDescription('of 6')
  expect(dataRows()[0]).toHaveTextContent('N-40')
})

test('an envelope limit that the rows contradict is said in words, and the page size stays', async () => {
  answer(() => ({ invoices: rows(50), total: 120, limit: 20, offset: 0 }))
  renderApp()
  expect(await screen.findByText('Showing 1–50 of 120 invoices')).toBeInTheDocument()
  expect(
    await screen.findByText('The server said it applied a page size of 20, but 50 was asked for.'),
  ).toBeVisible()
  expect(window.location.search).toBe('')
})

test('5,000 rows for a page of 50: the first 50 are shown, and the rest said', async () => {
  answer(() => ({ invoices: rows(5000), total: 5000, limit: 50, offset: 0 }))
  renderApp()
  expect(await screen.findByText('Showing 1–50 of 5,000 invoices')).toBeInTheDocument()
  expect(dataRows()).toHaveLength(50)
  expect(
    await screen.findByText(
      'The server sent 5,000 rows for a page of 50; only the first 50 are shown.',
    ),
  ).toBeVisible()
  expect(pageField()).toHaveAccessibleDescription('of 100')
})

test('a huge total whose last page is empty says so and offers the last page with rows', async () => {
  answer((url) => ({
    invoices: offsetOf(url) === 0 ? rows(50) : [],
    total: 1_000_000,
    limit: 50,
    offset: offsetOf(url),
  }))
  const { user } = renderApp()
  await screen.findByText('Showing 1–50 of 1,000,000 invoices')
  await user.click(button('Last page'))
  expect(await screen.findByText('No invoices on page 20,000')).toBeInTheDocument()
  expect(
    await screen.findByText(/No invoices on this page, although the server reported 1,000,000/),
  ).toBeVisible()
  expect(button('Next page')).toBeDisabled()

  await user.click(button('Go to page 1'))
  expect(await screen.findByText('Showing 1–50 of 1,000,000 invoices')).toBeInTheDocument()
  expect(window.location.search).toBe('')
})

test('an empty first page under a positive total has words, not bare headers', async () => {
  answer(() => ({ invoices: [], total: 120, limit: 50, offset: 0 }))
  renderApp()
  expect(await screen.findByText('No invoices on page 1')).toBeInTheDocument()
  expect(
    await screen.findByText(/No invoices on this page, although the server reported 120/),
  ).toBeVisible()
  expect(screen.queryByRole('button', { name: /Go to page/ })).not.toBeInTheDocument()
})

test('rows without a usable id are shown, marked "No ID", and counted in words', async () => {
  answer(() => ({
    invoices: [...rows(47), { id: null, vendor: 'Null Id Ltd' }, { id: { a: 1 } }, { id: '' }],
    total: 50,
    limit: 50,
    offset: 0,
  }))
  const { user } = renderApp()
  expect(await screen.findByText('Showing 1–50 of 50 invoices')).toBeInTheDocument()
  expect(dataRows()).toHaveLength(50)
  expect(
    await screen.findByText('3 rows came without a usable ID: shown and marked “No ID”.'),
  ).toBeVisible()
  const row = screen.getByRole('row', { name: /Null Id Ltd/ })
  expect(dataRows().indexOf(row)).toBe(47)
  expect(row).toHaveTextContent('No ID')

  // Its detail names no made-up id.
  await user.click(within(row).getByRole('button', { name: /INV-|No number/ }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog).toHaveTextContent('No ID')
  expect(within(dialog).queryByText(/no-id-/)).not.toBeInTheDocument()
})
