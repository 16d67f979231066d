import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { holdInvoiceRequests } from '../../../test/held-requests'
import { goOnline } from '../../../test/online'
import { recordApiRequests } from '../../../test/requests'
import { INVOICES_ROUTE } from '../../mocks/handlers'
import { createHostileHandler } from '../../mocks/hostile-handlers'
import { invoiceDb } from '../../mocks/invoice-db'
import { server } from '../../mocks/node'
import { defaultInvoiceFilters, type InvoiceFilters } from '../../api/invoice-filters'
import { createRateLimitStore } from '../../api/rate-limit-store'
import { InvoiceSummary } from './invoice-summary'

const target = {
  id: 't',
  root: 'http://localhost',
  apiKey: 'demo-standard',
  budget: createRateLimitStore(100),
}

/** The text of the summary's live region, marker glyphs and visually hidden notes included. */
const summaryText = () => screen.getByRole('status').textContent

async function expectSummary(text: string) {
  await waitFor(() => {
    expect(summaryText()).toBe(text)
  })
}

function renderSummary(filters: InvoiceFilters, total: number | null = 250) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const ui = (value: InvoiceFilters, count: number | null) => (
    <QueryClientProvider client={queryClient}>
      <InvoiceSummary target={target} filters={value} total={count} requestsPerMinute={100} />
    </QueryClientProvider>
  )
  const view = render(ui(filters, total))
  return {
    user: userEvent.setup(),
    rerender: (value: InvoiceFilters, newTotal = total) => {
      view.rerender(ui(value, newTotal))
    },
  }
}

test('counts and sums every matching invoice per currency, never across currencies', async () => {
  invoiceDb.seed([
    ...Array.from({ length: 150 }, (_, index) =>
      makeInvoice({
        id: `usd_${String(index).padStart(3, '0')}`,
        status: 'overdue',
        amount: 10.1,
        currency: 'USD',
      }),
    ),
    makeInvoice({ id: 'eur_1', status: 'overdue', amount: 2_000, currency: 'EUR' }),
    makeInvoice({ id: 'eur_2', status: 'overdue', amount: -0.5, currency: 'EUR' }),
    makeInvoice({ id: 'paid', status: 'paid', amount: 999, currency: 'USD' }),
  ])
  const { user } = renderSummary({ ...defaultInvoiceFilters, status: 'overdue', offset: 50 }, 152)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  // The bar took the button's place while it ran, and focus went with it (not checked here: both
  // pages may be in before the click's act is over).
  // The currency of most invoices first, whatever order the pages came in (summary-totals.ts).
  await expectSummary('152 overdue invoices · $1,515.00 · €1,999.50')
  // The button is disabled now that the answer is complete: focus is on the answer.
  expect(screen.getByRole('status')).toHaveFocus()
})

test('an amount that cannot be added is counted apart, never left out in silence', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', status: 'overdue', amount: 10, currency: 'USD' }),
    makeInvoice({ id: 'huge', status: 'overdue', amount: 1e308, currency: 'USD' }),
    makeInvoice({ id: 'b', status: 'overdue', amount: 5, currency: 'USD' }),
  ])
  const { user } = renderSummary({ ...defaultInvoiceFilters, status: 'overdue' }, 3)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary(
    '3 overdue invoices · $15.00 (1 amount not added: missing, or too large to add exactly)',
  )
})

test('an unusable currency is summed apart and marked as the table marks it', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', status: 'overdue', amount: 5, currency: 'GBP' }),
    makeInvoice({ id: 'b', status: 'overdue', amount: 7, currency: '' }),
    makeInvoice({ id: 'c', status: 'overdue', amount: 1.5, currency: 'US' }),
  ])
  const { user } = renderSummary({ ...defaultInvoiceFilters, status: 'overdue' }, 3)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary(
    '3 overdue invoices · £5.00 · 1.50 ⚠(unrecognised currency)US · 7.00 ⚠(no currency)',
  )
})

test('the summary is cached for its filters and cleared from view when they change', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', status: 'overdue', amount: 5, currency: 'GBP' }),
    makeInvoice({ id: 'b', status: 'paid', amount: 7, currency: 'GBP' }),
  ])
  const overdue = { ...defaultInvoiceFilters, status: 'overdue' as const }
  const recorder = recordApiRequests()
  const { user, rerender } = renderSummary(overdue, 1)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary('1 overdue invoice · £5.00')

  rerender({ ...defaultInvoiceFilters, status: 'paid' })
  expect(summaryText()).toBe('')
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeEnabled()

  rerender({ ...overdue, offset: 50 })
  expect(summaryText()).toBe('1 overdue invoice · £5.00')
  expect(recorder.requests).toHaveLength(1)
})

test('a summary counted before the list changed says so, and can be asked again', async () => {
  const seedOverdue = (count: number) => {
    invoiceDb.seed(
      Array.from({ length: count }, (_, index) =>
        makeInvoice({ id: `o_${String(index)}`, status: 'overdue', amount: 5, currency: 'GBP' }),
      ),
    )
  }
  seedOverdue(2)
  const overdue = { ...defaultInvoiceFilters, status: 'overdue' as const }
  const { user, rerender } = renderSummary(overdue, 2)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary('2 overdue invoices · £10.00')
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeDisabled()
  // Greyed out by its answer, which says why to whoever reads the button.
  expect(screen.getByRole('button', { name: 'Summarize' })).toHaveAccessibleDescription(
    '2 overdue invoices · £10.00',
  )

  // The page is refreshed and says 3 now.
  seedOverdue(3)
  rerender(overdue, 3)
  expect(summaryText()).toBe(
    '2 overdue invoices · £10.00 — counted before the list changed; Summarize again for the new count.',
  )
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary('3 overdue invoices · £15.00')
})

test('a summary that outlasts a rate window asks first, as the export does', async () => {
  const recorder = recordApiRequests()
  const { user } = renderSummary(defaultInvoiceFilters, 15_000)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(screen.getByRole('group', { name: 'Confirm summary' })).toHaveTextContent(
    'Summarizing 15,000 invoices takes 150 requests: about a minute at 100 requests a minute.',
  )
  await user.click(screen.getByRole('button', { name: 'Not now' }))
  expect(screen.queryByRole('group', { name: 'Confirm summary' })).not.toBeInTheDocument()
  expect(recorder.requests).toHaveLength(0)
})

test('a summary of a server that ignores the offset says it is partial, and can be run again', async () => {
  invoiceDb.seed(
    Array.from({ length: 1_000 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(4, '0')}`, amount: 1, currency: 'USD' }),
    ),
  )
  server.use(createHostileHandler({ ignoreOffset: true }))
  const recorder = recordApiRequests()
  const { user } = renderSummary(defaultInvoiceFilters, 1_000)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary(
    'Partial: 100 invoices · $100.00 — the server reported 1,000. Later pages repeated invoices already read (the server seems to ignore the offset), so the walk stopped.',
  )
  const sent = recorder.requests.length
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await waitFor(() => {
    expect(recorder.requests.length).toBeGreaterThan(sent)
  })
  await waitFor(() => {
    expect(summaryText()).toMatch(/^Partial: 100 invoices/)
  })
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeEnabled()
})

test('a summary of a server that sends no total is unconfirmed, never partial of a total it made up', async () => {
  invoiceDb.seed(
    Array.from({ length: 150 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(4, '0')}`, amount: 1, currency: 'USD' }),
    ),
  )
  server.use(createHostileHandler({ total: 'missing' }))
  const { user } = renderSummary(defaultInvoiceFilters, null)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await user.click(screen.getByRole('button', { name: 'Start summary' }))
  await expectSummary(
    'Unconfirmed: 150 invoices · $150.00 — the server sent no total. Nothing confirms these are all.',
  )
})

test('Cancel export on a summary says the summary was cancelled, focus back on Summarize, until asked again', async () => {
  invoiceDb.seed(
    Array.from({ length: 300 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(3, '0')}`, amount: 1, currency: 'USD' }),
    ),
  )
  const release = holdInvoiceRequests()
  const { user, rerender } = renderSummary(defaultInvoiceFilters, 300)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await screen.findByRole('progressbar', { name: 'Export progress' })
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  await expectSummary('Summary cancelled.')
  expect(screen.getByRole('button', { name: 'Summarize' })).toHaveFocus()

  // Its words go with the filters they were said for, and when the summary is asked again.
  rerender({ ...defaultInvoiceFilters, status: 'paid' })
  expect(summaryText()).toBe('')
  rerender(defaultInvoiceFilters)
  release()
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary('300 invoices · $300.00')
})

test('Summarize pressed while offline says the server could not be reached, and works once back online', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a', status: 'overdue', amount: 5, currency: 'GBP' })])
  const overdue = { ...defaultInvoiceFilters, status: 'overdue' as const }
  const { user } = renderSummary(overdue, 1)
  // Offline: the browser says so, and no request gets through.
  goOnline(false)
  server.use(http.get(INVOICES_ROUTE, () => HttpResponse.error()))
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary(
    'The summary could not be completed: The server could not be reached. Try again in a moment.',
  )
  server.resetHandlers()
  goOnline(true)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await expectSummary('1 overdue invoice · £5.00')
})
