import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { renderApp } from '../../../test/render-app'
import { recordApiRequests } from '../../../test/requests'
import { invoiceDb } from '../../mocks/invoice-db'

function seed() {
  invoiceDb.seed([
    makeInvoice({
      id: 'a',
      invoiceNumber: 'INV-A',
      status: 'overdue',
      amount: 100,
      dueDate: '2026-03-01',
    }),
    makeInvoice({
      id: 'b',
      invoiceNumber: 'INV-B',
      status: 'pending',
      amount: 50,
      dueDate: '2026-04-05',
    }),
    makeInvoice({
      id: 'c',
      invoiceNumber: 'INV-C',
      status: 'paid',
      amount: 999,
      dueDate: '2026-01-01',
    }),
    makeInvoice({
      id: 'd',
      invoiceNumber: 'INV-D',
      status: 'overdue',
      amount: 70,
      currency: 'EUR',
      dueDate: '2025-11-01',
    }),
  ])
}

test('opening Aging loads every unpaid invoice, one walk per status, and buckets them as of the date', async () => {
  seed()
  const recorder = recordApiRequests()
  const { user } = renderApp('/aging?asOf=2026-03-31')
  expect(await screen.findByRole('heading', { level: 1, name: 'Aging' })).toBeInTheDocument()
  const table = await screen.findByRole('table', { name: 'Aging by currency' })
  expect(await screen.findByText(/All 3 unpaid invoices loaded at/)).toBeInTheDocument()
  expect(recorder.requests.map((url) => url.searchParams.get('status'))).toEqual([
    'pending',
    'overdue',
  ])
  const usd = within(table).getByRole('rowheader', { name: 'USD' }).closest('tr') as HTMLElement
  expect(
    within(usd)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    '$50.00' + '1 invoice',
    '$100.00' + '1 invoice',
    '—',
    '—',
    '—',
    '$150.00' + '2 invoices',
  ])
  expect(screen.getByLabelText('As of')).toHaveValue('2026-03-31')

  // A bucket opens its invoices; an invoice number opens the detail dialog.
  await user.click(within(usd).getByRole('button', { name: /\$100\.00/ }))
  const list = screen.getByRole('table', { name: 'Invoices in USD · 1–30 days' })
  await user.click(within(list).getByRole('button', { name: 'INV-A' }))
  expect(await screen.findByRole('dialog', { name: 'Invoice INV-A' })).toBeInTheDocument()
})

test('the header links to Aging beside the connection settings', async () => {
  seed()
  const { user } = renderApp('/invoices')
  await user.click(await screen.findByRole('link', { name: 'Aging' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Aging' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/aging')
})
