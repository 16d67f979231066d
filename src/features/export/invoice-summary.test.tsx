import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { recordApiRequests } from '../../../test/requests'
import { invoiceDb } from '../../mocks/invoice-db'
import { defaultInvoiceFilters, type InvoiceFilters } from '../invoices/api/invoice-filters'
import { createRateLimitStore } from '../rate-limit/rate-limit-store'
import { InvoiceSummary } from './invoice-summary'

const target = {
  id: 't',
  root: 'http://localhost',
  apiKey: 'demo-standard',
  budget: createRateLimitStore(100),
}

function renderSummary(filters: InvoiceFilters) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const ui = (value: InvoiceFilters) => (
    <QueryClientProvider client={queryClient}>
      <InvoiceSummary target={target} filters={value} />
    </QueryClientProvider>
  )
  const view = render(ui(filters))
  return {
    user: userEvent.setup(),
    rerender: (value: InvoiceFilters) => {
      view.rerender(ui(value))
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
  const { user } = renderSummary({ ...defaultInvoiceFilters, status: 'overdue', offset: 50 })
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(
    await screen.findByText('152 overdue invoices · €1,999.50 · $1,515.00'),
  ).toBeInTheDocument()
})

test('the summary is cached for its filters and cleared from view when they change', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', status: 'overdue', amount: 5, currency: 'GBP' }),
    makeInvoice({ id: 'b', status: 'paid', amount: 7, currency: 'GBP' }),
  ])
  const overdue = { ...defaultInvoiceFilters, status: 'overdue' as const }
  const recorder = recordApiRequests()
  const { user, rerender } = renderSummary(overdue)
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(await screen.findByText('1 overdue invoice · £5.00')).toBeInTheDocument()

  rerender({ ...defaultInvoiceFilters, status: 'paid' })
  expect(screen.queryByText(/overdue invoice/)).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeEnabled()

  rerender({ ...overdue, offset: 50 })
  expect(screen.getByText('1 overdue invoice · £5.00')).toBeInTheDocument()
  expect(recorder.requests).toHaveLength(1)
  recorder.stop()
})
