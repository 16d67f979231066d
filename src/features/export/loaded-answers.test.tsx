import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { captureDownloads } from '../../../test/downloads'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { renderApp } from '../../../test/render-app'
import { toLocalIsoDate } from '../../lib/iso-date'
import { invoiceDb } from '../../mocks/invoice-db'

/**
 * 120 invoices in the API's order (one date, ids ascending), half of them overdue: 40 overdue in
 * dollars, the first of them first, and 20 in euros, which an amount sort puts first.
 */
function seed() {
  invoiceDb.seed(
    Array.from({ length: 120 }, (_, index) =>
      makeInvoice({
        id: `inv-${String(index).padStart(3, '0')}`,
        invoiceNumber: `INV-${String(index).padStart(3, '0')}`,
        vendor: index % 3 === 0 ? 'Kobo' : 'Acme Inc',
        status: index % 2 === 0 ? 'overdue' : 'pending',
        amount: 10,
        currency: index % 6 === 2 ? 'EUR' : 'USD',
        invoiceDate: '2026-03-15',
      }),
    ),
  )
}

async function loadOverdue() {
  const view = renderApp('/invoices?status=overdue')
  // The actions are a chunk of their own, slow to arrive on a busy machine; the button waits,
  // disabled, until the first page has said how many invoices match.
  const loadAll = await screen.findByRole(
    'button',
    { name: /Load all matching invoices/ },
    { timeout: 10_000 },
  )
  await waitFor(() => {
    expect(loadAll).toBeEnabled()
  })
  await view.user.click(loadAll)
  await screen.findByText(/All 60 matching invoices loaded at/)
  return view
}

/** The summary's answer (its count and sums), or null when none is shown. */
const summaryAnswer = () =>
  screen.queryByText(
    (_, element) => element?.tagName === 'STRONG' && /invoices?\b.* · /.test(element.textContent),
  )?.textContent ?? null

const amountHeader = () =>
  within(screen.getByRole('table', { name: 'Invoices' })).getByRole('button', { name: 'Amount' })

test("the loaded set's summary stays through sorting and paging, its currencies in one order", async () => {
  seed()
  const { user } = await loadOverdue()
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await waitFor(() => {
    expect(summaryAnswer()).toBe('60 overdue invoices · $400.00 · €200.00')
  })

  await user.click(amountHeader())
  expect(amountHeader().closest('th')).toHaveAttribute('aria-sort', 'ascending')
  // The euros lead the sorted rows; the sums keep their order all the same.
  expect(summaryAnswer()).toBe('60 overdue invoices · $400.00 · €200.00')

  await user.click(screen.getByRole('button', { name: 'Next page' }))
  await screen.findByText('Showing 51–60 of 60 invoices')
  expect(summaryAnswer()).toBe('60 overdue invoices · $400.00 · €200.00')
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Summarize' })).toHaveAccessibleDescription(
    '60 overdue invoices · $400.00 · €200.00',
  )
})

test('the summary of the loaded set goes when the invoices it covers change: a search, a refresh', async () => {
  seed()
  const { user } = await loadOverdue()
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await waitFor(() => {
    expect(summaryAnswer()).toBe('60 overdue invoices · $400.00 · €200.00')
  })
  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'kobo')
  await screen.findByText('Showing 1–20 of 20 invoices')
  expect(summaryAnswer()).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  await waitFor(() => {
    expect(summaryAnswer()).toBe('20 overdue invoices matching “kobo” · $200.00')
  })
  await user.click(screen.getByRole('button', { name: 'Refresh all' }))
  // Still searched: the loaded line counts the set and the 20 in view.
  await screen.findByText(/^60 invoices loaded at .*; 20 match this view$/)
  // Same filters and search, but newly fetched invoices: the sums were of the set before.
  await waitFor(() => {
    expect(summaryAnswer()).toBeNull()
  })
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeEnabled()
})

test("the loaded set's export line goes with the search it was for, and the file is named after it", async () => {
  seed()
  const files = captureDownloads()
  const { user } = await loadOverdue()
  const today = toLocalIsoDate(new Date())
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText(
      `Exported 60 invoices from the loaded set to invoices-overdue-${today}.csv.`,
    ),
  ).toBeInTheDocument()

  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'Kobo Inc/')
  await screen.findByText(/^No invoices match/)
  expect(screen.queryByText(/^Exported/)).not.toBeInTheDocument()

  await user.clear(screen.getByRole('searchbox', { name: 'Search invoices' }))
  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'Kobo')
  await screen.findByText('Showing 1–20 of 20 invoices')
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText(
      `Exported 20 invoices matching “Kobo” from the loaded set to invoices-overdue-matching-kobo-${today}.csv.`,
    ),
  ).toBeInTheDocument()
  expect(files.map((file) => file.name)).toEqual([
    `invoices-overdue-${today}.csv`,
    `invoices-overdue-matching-kobo-${today}.csv`,
  ])
})
