import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { makeAgingInvoice } from '../../../test/invoice-fixtures'
import { invoiceSchema, type Invoice } from '../../api/invoice-schema'
import { AgingReportView } from './aging-report-view'

const AS_OF = '2026-03-31'
const invoice = (id: string, overrides: Partial<Invoice>): Invoice => ({
  ...invoiceSchema.parse(makeAgingInvoice({ id, status: 'pending' })),
  ...overrides,
})

const invoices = [
  invoice('1', { invoiceNumber: 'INV-1', vendor: 'Acme', amount: 100, dueDate: '2026-03-30' }),
  invoice('2', { invoiceNumber: 'INV-2', vendor: 'Acme', amount: 50, dueDate: '2025-12-01' }),
  invoice('3', {
    invoiceNumber: 'INV-3',
    vendor: 'Kobo',
    amount: 3000,
    currency: 'JPY',
    dueDate: '2026-04-02',
  }),
  invoice('4', { invoiceNumber: 'INV-4', vendor: 'Lost', dueDate: null }),
]

function renderReport() {
  return render(
    <AgingReportView
      invoices={invoices}
      asOf={AS_OF}
      renderInvoiceNumber={(found) => <button type="button">{found.invoiceNumber}</button>}
    />,
  )
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement

test('"Aging by currency" has a row per currency and never sums across currencies', () => {
  renderReport()
  const table = screen.getByRole('table', { name: 'Aging by currency' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Currency',
    'Not yet due',
    '1–30 days',
    '31–60 days',
    '61–90 days',
    'Over 90 days',
    'Total',
  ])
  const usd = within(rowOf(table, 'USD')).getAllByRole('cell')
  expect(usd.map((cell) => cell.textContent)).toEqual([
    '—',
    '$100.00' + '1 invoice',
    '—',
    '—',
    '$50.00' + '1 invoice',
    '$150.00' + '2 invoices',
  ])
  expect(within(rowOf(table, 'JPY')).getAllByRole('cell')[0]).toHaveTextContent('¥3,0001 invoice')
  expect(screen.getByText(/Not in the table: 1 invoice without a usable due date/)).toBeVisible()
})

test('a chart per currency, named for it', () => {
  renderReport()
  expect(screen.getByRole('img', { name: 'Aging of USD invoices' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Aging of JPY invoices' })).toBeInTheDocument()
})

test('a bucket opens its invoices, oldest first, and takes focus there', async () => {
  const user = userEvent.setup()
  renderReport()
  const table = screen.getByRole('table', { name: 'Aging by currency' })
  await user.click(within(rowOf(table, 'USD')).getByRole('button', { name: /\$150\.00/ }))
  const list = screen.getByRole('table', { name: 'Invoices in USD · All unpaid' })
  expect(
    within(list)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['INV-2Acme$50.00Dec 1, 2025120', 'INV-1Acme$100.00Mar 30, 20261'])
  await expect
    .poll(() => document.activeElement)
    .toBe(screen.getByRole('heading', { name: 'USD · All unpaid: 2 invoices' }))
  await user.click(screen.getByRole('button', { name: 'Close list' }))
  expect(screen.queryByRole('table', { name: /Invoices in/ })).not.toBeInTheDocument()
})

test('overdue by vendor and the weeks ahead', () => {
  renderReport()
  const vendors = screen.getByRole('table', { name: 'Overdue by vendor' })
  expect(
    within(vendors)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['AcmeUSD$150.002Dec 1, 2025'])
  const weeks = screen.getByRole('table', { name: 'Due in the next 4 weeks' })
  expect(
    within(weeks)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Week', 'JPY'])
  expect(within(weeks).getAllByRole('row')[1]).toHaveTextContent('¥3,0001 invoice')
})

test('a bucket whose only amount is too large to add shows no sum, counts its invoice and says why; so does the chart', () => {
  render(
    <AgingReportView
      invoices={[
        invoice('1', { amount: 100, dueDate: '2026-03-30' }),
        invoice('2', { amount: 1e308, dueDate: '2025-12-01' }),
      ]}
      asOf={AS_OF}
      renderInvoiceNumber={(found) => found.invoiceNumber}
    />,
  )
  const table = screen.getByRole('table', { name: 'Aging by currency' })
  const cells = within(rowOf(table, 'USD')).getAllByRole('cell')
  expect(cells[4]).toHaveTextContent(/^—1 invoice1 amount not added: too large to add exactly$/)
  expect(cells[5]).toHaveTextContent(
    /^\$100\.002 invoices1 amount not added: too large to add exactly$/,
  )
  // The chart agrees with the table: no amount added is "none" (a dash over the bar), not "$0.00".
  const chart = screen.getByRole('img', { name: 'Aging of USD invoices' })
  expect(chart).toHaveAccessibleDescription(
    'Not yet due: none, 1–30 days: $100.00, 31–60 days: none, 61–90 days: none, ' +
      'Over 90 days: none (1 amount not added: too large to add exactly)',
  )
  expect(within(chart).getAllByText('—')).toHaveLength(4)
  expect(within(chart).getByText('$100')).toBeInTheDocument()
})
