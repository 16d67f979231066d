/** A server that sends amounts as decimal strings, or as numbers too big to hold, on the real page. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render-app'
import { INVOICES_ROUTE } from '../mocks/handlers'
import { server } from '../mocks/node'

const serve = (invoices: object[]) => {
  server.use(
    http.get(INVOICES_ROUTE, () =>
      HttpResponse.json(
        { invoices, total: invoices.length, limit: 50, offset: 0 },
        { headers: { 'X-RateLimit-Remaining': '99' } },
      ),
    ),
  )
}

const text = (element: HTMLElement) => element.textContent.replace(/\s/g, ' ')
const amountCell = (invoiceNumber: string) => {
  const row = screen.getByRole('rowheader', { name: invoiceNumber }).closest('tr')
  if (!row) throw new Error(`no row for ${invoiceNumber}`)
  return within(row).getAllByRole('cell')[1]
}

test('decimal strings are the amounts they say, in the cells and in the totals, exactly', async () => {
  serve([
    { id: 'a', invoiceNumber: 'INV-A', vendor: 'Acme', amount: '1234.50', currency: 'USD' },
    { id: 'b', invoiceNumber: 'INV-B', vendor: 'Acme', amount: '-12.5', currency: 'USD' },
    { id: 'c', invoiceNumber: 'INV-C', vendor: 'Acme', amount: '0.10', currency: 'USD' },
    { id: 'd', invoiceNumber: 'INV-D', vendor: 'Acme', amount: '0.20', currency: 'USD' },
    { id: 'e', invoiceNumber: 'INV-E', vendor: 'Acme', amount: '12,50', currency: 'USD' },
  ])
  renderApp()
  await screen.findByRole('rowheader', { name: 'INV-A' })
  expect(text(amountCell('INV-A') as HTMLElement)).toBe('$1,234.50')
  expect(text(amountCell('INV-B') as HTMLElement)).toBe('-$12.50')
  // Not a well-formed decimal: a bad value, left out of the totals.
  expect(text(amountCell('INV-E') as HTMLElement)).toBe('—')
  expect(screen.getByText(/^This page:/)).toHaveTextContent('This page: $1,222.30')
})

test('an amount beyond what can be held exactly is marked, never printed in full, and totals never show ∞', async () => {
  serve([
    { id: 'a', invoiceNumber: 'INV-A', vendor: 'Acme', amount: 1e308, currency: 'USD' },
    { id: 'b', invoiceNumber: 'INV-B', vendor: 'Acme', amount: 1e308, currency: 'USD' },
    { id: 'c', invoiceNumber: 'INV-C', vendor: 'Acme', amount: 10, currency: 'USD' },
  ])
  renderApp()
  await screen.findByRole('rowheader', { name: 'INV-A' })
  expect(text(amountCell('INV-A') as HTMLElement)).toBe(
    '⚠(too large to show or add up exactly)1e+308',
  )
  const totals = screen.getByText(/^This page:/)
  expect(totals).toHaveTextContent('This page: $10.00')
  expect(totals).not.toHaveTextContent('∞')
})
