import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../../test/invoice-fixtures'
import {
  goInHistory,
  searchesOf,
  seedInvoices,
  waitForSearches,
} from '../../../../test/invoice-views'
import { renderApp } from '../../../../test/render-app'
import { recordApiRequests } from '../../../../test/requests'
import { server } from '../../../mocks/node'
import { spendDemoBudget } from '../../../../test/spend-demo-budget'

// Debounces and real requests on a machine shared with other work: allow more than the default 1 s.
configure({ asyncUtilTimeout: 3000 })

const button = (name: string) => screen.getByRole('button', { name })
const pageField = () => screen.getByRole('spinbutton', { name: 'Page' })

async function openAt(path: string) {
  const recorder = recordApiRequests()
  const view = renderApp(path)
  await screen.findByText(/^Showing /)
  return { ...view, recorder }
}

test('the pager reads "Showing 51–100 of 2,500 invoices" and disables what goes nowhere', async () => {
  seedInvoices(2500)
  const { user } = await openAt('/invoices?offset=50')
  expect(screen.getByText('Showing 51–100 of 2,500 invoices')).toHaveAttribute(
    'aria-live',
    'polite',
  )
  for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
    expect(button(name)).toBeEnabled()
  expect(pageField()).toHaveValue(2)
  expect(pageField()).toHaveAccessibleDescription('of 50')

  await user.click(button('First page'))
  await screen.findByText('Showing 1–50 of 2,500 invoices')
  expect(button('First page')).toBeDisabled()
  expect(button('Previous page')).toBeDisabled()
  expect(pageField()).toHaveValue(1)

  await user.click(button('Last page'))
  await screen.findByText('Showing 2,451–2,500 of 2,500 invoices')
  expect(window.location.search).toBe('?offset=2450')
  expect(button('Next page')).toBeDisabled()
  expect(button('Last page')).toBeDisabled()
  expect(button('Previous page')).toBeEnabled()
  expect(pageField()).toHaveValue(50)
})

test('one invoice on the page reads as a position, in the singular where there is only one', async () => {
  seedInvoices(1)
  await openAt('/invoices')
  expect(screen.getByText('Showing invoice 1 of 1')).toHaveAttribute('aria-live', 'polite')
})

test('a last page of one row says which invoice it is, not a range of one', async () => {
  seedInvoices(51)
  await openAt('/invoices?offset=50')
  expect(screen.getByText('Showing invoice 51 of 51')).toBeInTheDocument()
})

test('each page change pushes one entry and sends one request; Back and Forward use the cache', async () => {
  seedInvoices(200)
  spendDemoBudget(60) // no prefetch, so every request here is a view the user asked for
  const { user, recorder } = await openAt('/invoices')
  const historyLength = window.history.length

  await user.click(button('Next page'))
  await screen.findByText('Showing 51–100 of 200 invoices')
  await user.click(button('Next page'))
  await screen.findByText('Showing 101–150 of 200 invoices')
  expect(window.history.length).toBe(historyLength + 2)
  expect(searchesOf(recorder.requests)).toEqual(['', '?offset=50', '?offset=100'])

  await goInHistory(-1)
  expect(await screen.findByText('Showing 51–100 of 200 invoices')).toBeInTheDocument()
  await goInHistory(-1)
  expect(await screen.findByText('Showing 1–50 of 200 invoices')).toBeInTheDocument()
  await goInHistory(2)
  expect(await screen.findByText('Showing 101–150 of 200 invoices')).toBeInTheDocument()
  expect(recorder.requests).toHaveLength(3)
})

test('after a page change, focus is on the table and its scroll area is back at the top', async () => {
  seedInvoices(120)
  const { user } = await openAt('/invoices?limit=10')
  const table = screen.getByRole('table', { name: 'Invoices' })
  const scroller = table.parentElement
  if (scroller) scroller.scrollTop = 400

  await user.click(button('Next page'))
  expect(table).toHaveFocus()
  expect(scroller?.scrollTop).toBe(0)
  await screen.findByText('Showing 11–20 of 120 invoices')
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('N-10')
})

test('"Page N of M": Enter jumps there; numbers out of range go to that end and say so', async () => {
  seedInvoices(95)
  const { user, recorder } = await openAt('/invoices?limit=10')
  expect(pageField()).toHaveAccessibleDescription('of 10')
  const jumpTo = async (typed: string) => {
    await user.clear(pageField())
    await user.type(pageField(), typed)
  }

  await jumpTo('7{Enter}')
  await screen.findByText('Showing 61–70 of 95 invoices')
  expect(window.location.search).toBe('?limit=10&offset=60')
  expect(screen.getByRole('table', { name: 'Invoices' })).toHaveFocus()

  await jumpTo('99{Enter}')
  await screen.findByText('Showing 91–95 of 95 invoices')
  expect(pageField()).toHaveValue(10)
  const pastTheEnd = 'There is no page 99; showing page 10.'
  expect(screen.getByText(pastTheEnd)).toHaveAttribute('role', 'status')

  // The note goes with the next move; leaving the field says and does what Enter does.
  await user.click(button('Previous page'))
  await screen.findByText('Showing 81–90 of 95 invoices')
  expect(screen.queryByText(pastTheEnd)).not.toBeInTheDocument()
  await jumpTo('99')
  await user.tab()
  await screen.findByText('Showing 91–95 of 95 invoices')
  expect(screen.getByText(pastTheEnd)).toHaveAttribute('role', 'status')

  await jumpTo('0{Enter}')
  await screen.findByText('Showing 1–10 of 95 invoices')
  expect(screen.getByText('There is no page 0; showing page 1.')).toBeInTheDocument()

  await jumpTo('2.5{Enter}')
  expect(pageField()).toHaveValue(1)
  expect(screen.getByText('There is no page 2.5; showing page 1.')).toBeInTheDocument()

  await jumpTo('{Enter}')
  expect(pageField()).toHaveValue(1)
  expect(searchesOf(recorder.requests).filter((search) => search.includes('offset=60'))).toEqual([
    '?limit=10&offset=60',
  ])
})

test('rows per page keeps the first row in view and is remembered on this device', async () => {
  seedInvoices(300)
  const first = await openAt('/invoices?offset=100')
  await first.user.selectOptions(
    screen.getByRole('combobox', { name: 'Rows per page' }),
    screen.getByRole('option', { name: '25' }),
  )
  expect(window.location.search).toBe('?limit=25&offset=100')
  await screen.findByText('Showing 101–125 of 300 invoices')
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
  expect(
    screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value),
  ).toEqual(['10', '25', '50', '100'])
  first.unmount()

  // Opening the bare page uses the remembered size, written into the URL, in one request.
  const second = await openAt('/invoices')
  expect(screen.getByText('Showing 1–25 of 300 invoices')).toBeInTheDocument()
  expect(window.location.search).toBe('?limit=25')
  await waitForSearches(second.recorder.requests, ['?limit=25', '?limit=25&offset=25'])
  second.unmount()

  // A link that names a view is shown exactly as written: no limit there means 50.
  const third = await openAt('/invoices?offset=50')
  expect(screen.getByText('Showing 51–100 of 300 invoices')).toBeInTheDocument()
  expect(window.location.search).toBe('?offset=50')
  expect(searchesOf(third.recorder.requests)[0]).toBe('?offset=50')
})

test('a position past the end moves to the last page that exists, and says so', async () => {
  seedInvoices(25)
  const { recorder } = await openAt('/invoices?limit=10&offset=40')
  expect(screen.getByText('Showing 21–25 of 25 invoices')).toBeInTheDocument()
  expect(window.location.search).toBe('?limit=10&offset=20')
  expect(screen.getByText('That page no longer exists; showing the last page.')).toBeVisible()
  expect(searchesOf(recorder.requests)).toEqual(['?limit=10&offset=40', '?limit=10&offset=20'])
})

test('with headroom the next page is fetched ahead, so Next needs no request', async () => {
  seedInvoices(120)
  const { user, recorder } = await openAt('/invoices')
  await waitForSearches(recorder.requests, ['', '?offset=50'])
  await user.click(button('Next page'))
  expect(screen.getByText('Showing 51–100 of 120 invoices')).toBeInTheDocument()
  // The last page has no next page to fetch.
  await user.click(button('Next page'))
  await screen.findByText('Showing 101–120 of 120 invoices')
  expect(searchesOf(recorder.requests)).toEqual(['', '?offset=50', '?offset=100'])
})

test('no prefetch when less than half the budget is left', async () => {
  seedInvoices(120)
  spendDemoBudget(60)
  const { recorder } = await openAt('/invoices')
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(searchesOf(recorder.requests)).toEqual([''])
})

test('no prefetch when the budget is unknown (no X-RateLimit-Remaining)', async () => {
  const invoices = Array.from({ length: 50 }, (_, index) => makeInvoice({ id: `i${index}` }))
  server.use(
    http.get('*/api/v1/invoices', () =>
      HttpResponse.json({ invoices, total: 500, limit: 50, offset: 0 }),
    ),
  )
  const { recorder } = await openAt('/invoices')
  expect(screen.getByText('Showing 1–50 of 500 invoices')).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(searchesOf(recorder.requests)).toEqual([''])
})
