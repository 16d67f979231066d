import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { columnValues } from '../../../../test/invoice-table-queries'
import {
  goInHistory,
  searchesOf,
  seedInvoices,
  waitForSearches,
} from '../../../../test/invoice-views'
import { renderApp } from '../../../../test/render-app'
import { recordApiRequests } from '../../../../test/requests'
import { server } from '../../../mocks/node'

const vendors = ['Acme Corporation', 'Acme Labs', 'Globex Inc.', 'Initech LLC']
const statuses = ['pending', 'paid', 'overdue'] as const

/** 24 invoices: every vendor in every status, dated through 2026 (index 0 is the newest). */
function seedMixed() {
  return seedInvoices(24, (index) => ({
    vendor: vendors[index % vendors.length] ?? 'x',
    status: statuses[Math.floor(index / vendors.length) % statuses.length] ?? 'pending',
    invoiceDate: `2026-${String(12 - Math.floor(index / 2)).padStart(2, '0')}-15`,
  }))
}

const vendorCells = () => columnValues('Vendor')
const statusCells = () => columnValues('Status')

async function openAt(path = '/invoices') {
  const recorder = recordApiRequests()
  const view = renderApp(path)
  await screen.findByText(/^Showing /)
  return { ...view, recorder }
}

test('choosing a status sends one request for it, shows only its rows and starts at page 1', async () => {
  seedMixed()
  const { user, recorder } = await openAt('/invoices?limit=5&offset=5')
  const group = screen.getByRole('radiogroup', { name: 'Status' })
  expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked()

  await user.click(within(group).getByRole('radio', { name: 'Overdue' }))
  await screen.findByText('Showing 1–5 of 8 invoices')
  expect(new Set(statusCells())).toEqual(new Set(['Overdue']))
  expect(window.location.search).toBe('?status=overdue&limit=5')
  expect(within(group).getByRole('radio', { name: 'Overdue' })).toBeChecked()
  await waitForSearches(recorder.requests, [
    '?limit=5&offset=5',
    '?limit=5&offset=10', // the next page, prefetched out of spare budget
    '?status=overdue&limit=5',
    '?status=overdue&limit=5&offset=5',
  ])

  // The filter pushed a history entry: Back restores the previous view from the cache.
  await goInHistory(-1)
  expect(await screen.findByText('Showing 6–10 of 24 invoices')).toBeInTheDocument()
  expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked()
  expect(recorder.requests).toHaveLength(4)
})

test('arrowing across the statuses applies the one it stops on: a single request', async () => {
  seedMixed()
  const { user, recorder } = await openAt()
  const all = screen.getByRole('radio', { name: 'All' })
  await user.click(all)
  expect(all).toHaveFocus()

  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
  expect(screen.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  await screen.findByText('Showing 1–8 of 8 invoices')
  expect(searchesOf(recorder.requests)).toEqual(['', '?status=overdue'])
  expect(screen.getByRole('radio', { name: 'Overdue' })).toHaveFocus()
})

test('a vendor typed in one go is sent once, 300 ms after the last key', async () => {
  seedMixed()
  const { recorder } = await openAt('/invoices?offset=10&limit=10')
  await waitForSearches(recorder.requests, ['?limit=10&offset=10', '?limit=10&offset=20'])
  const vendor = screen.getByRole('textbox', { name: 'Vendor' })

  // Keys 100 ms apart are typing in one go. They are typed on a fake clock, which the debounce
  // shares, so a stall of a loaded machine between two keys cannot pass for a pause. (user-event
  // cannot type on it: Testing Library waits on a timer of its own that only Jest's clock runs.)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    for (const typed of ['a', 'ac', 'acm', 'acme']) {
      fireEvent.change(vendor, { target: { value: typed } })
      await vi.advanceTimersByTimeAsync(100)
    }
    await vi.advanceTimersByTimeAsync(199)
    expect(window.location.search).toBe('?offset=10&limit=10')
    expect(recorder.requests).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(window.location.search).toBe('?vendor=acme&limit=10')
    // Timers the commit set (the query's zero-delay notifications) run before the clock is real.
    await vi.advanceTimersByTimeAsync(0)
  } finally {
    vi.useRealTimers()
  }

  await screen.findByText('Showing 1–10 of 12 invoices')
  await waitForSearches(recorder.requests, [
    '?limit=10&offset=10',
    '?limit=10&offset=20',
    '?vendor=acme&limit=10',
    '?vendor=acme&limit=10&offset=10',
  ])
  expect(new Set(vendorCells())).toEqual(new Set(['Acme Corporation', 'Acme Labs']))
  expect(vendor).toHaveValue('acme')
})

test('Enter applies the vendor at once', async () => {
  seedMixed()
  const { user, recorder } = await openAt()
  await user.type(screen.getByRole('textbox', { name: 'Vendor' }), 'globex{Enter}')
  expect(window.location.search).toBe('?vendor=globex')
  await screen.findByText('Showing 1–6 of 6 invoices')
  expect(searchesOf(recorder.requests)).toEqual(['', '?vendor=globex'])
})

test('an older vendor request still in flight is cancelled and never replaces newer rows', async () => {
  seedMixed()
  const slowOutcome: { aborted?: boolean } = {}
  server.use(
    http.get('*/api/v1/invoices', async ({ request }) => {
      if (new URL(request.url).searchParams.get('vendor') !== 'acme') return
      // Still in flight when the newer vendor is sent, however loaded the machine (a fixed 600 ms
      // ran out first on a busy 2-core run): it answers once cancelled, or after 3 s at the latest.
      await Promise.race([
        delay(3_000),
        new Promise((resolve) => {
          request.signal.addEventListener('abort', resolve)
        }),
      ])
      slowOutcome.aborted = request.signal.aborted
      // Falls through to the happy path, as a slow server would finally answer.
    }),
  )
  const { user, recorder } = await openAt()
  const vendor = screen.getByRole('textbox', { name: 'Vendor' })

  // Each part arrives in one input event: a stall of a loaded machine mid-word cannot pass for a
  // pause in typing and send a partial vendor (the debounce has its own test above).
  await user.click(vendor)
  await user.paste('acme')
  await waitFor(() => {
    expect(searchesOf(recorder.requests)).toContain('?vendor=acme')
  })
  await user.paste(' labs')
  // The debounce, then the cancel of the older request and the newer one's answer.
  await screen.findByText('Showing 1–6 of 6 invoices', {}, { timeout: 3000 })
  expect(new Set(vendorCells())).toEqual(new Set(['Acme Labs']))

  // Once the slow answer has come (it follows the cancel), the newer rows are still the ones shown.
  await waitFor(
    () => {
      expect(slowOutcome.aborted).toBe(true)
    },
    { timeout: 2000 },
  )
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(new Set(vendorCells())).toEqual(new Set(['Acme Labs']))
  expect(screen.getByText('Showing 1–6 of 6 invoices')).toBeInTheDocument()
  expect(searchesOf(recorder.requests)).toEqual(['', '?vendor=acme', '?vendor=acme+labs'])
})

test('the vendor input keeps what the user types, and follows Back, Forward and Clear filters', async () => {
  seedMixed()
  const { user } = await openAt()
  const vendor = screen.getByRole('textbox', { name: 'Vendor' })

  // The trailing space is not sent, but it is not taken away from the user either.
  await user.type(vendor, 'acme ')
  await waitFor(() => {
    expect(window.location.search).toBe('?vendor=acme')
  })
  await screen.findByText('Showing 1–12 of 12 invoices')
  expect(vendor).toHaveValue('acme ')
  await user.type(vendor, 'labs')
  await waitFor(() => {
    expect(window.location.search).toBe('?vendor=acme+labs')
  })
  expect(vendor).toHaveValue('acme labs')

  await goInHistory(-1)
  expect(vendor).toHaveValue('acme')
  await goInHistory(-1)
  expect(vendor).toHaveValue('')
  await goInHistory(1)
  expect(vendor).toHaveValue('acme')

  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(vendor).toHaveValue('')
  expect(window.location.search).toBe('')
})

test('typed dates are sent together; a reversed range is flagged inline and not sent', async () => {
  seedMixed()
  const { user, recorder } = await openAt()
  const from = screen.getByLabelText('Invoice date from')
  const to = screen.getByLabelText('Invoice date to')

  await user.type(from, '2026-10-01')
  await user.type(to, '2026-03-31')
  expect(to).toHaveAttribute('aria-invalid', 'true')
  expect(from).toHaveAttribute('aria-invalid', 'true')
  expect(to).toHaveAccessibleDescription(
    '“Invoice date to” is before “Invoice date from”. Fix the range to apply it.',
  )
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(searchesOf(recorder.requests)).toEqual([''])
  expect(window.location.search).toBe('')

  await user.clear(to)
  await user.type(to, '2026-11-30')
  expect(to).not.toHaveAttribute('aria-invalid')
  await screen.findByText('Showing 1–4 of 4 invoices')
  expect(searchesOf(recorder.requests)).toEqual(['', '?startDate=2026-10-01&endDate=2026-11-30'])
  expect(
    screen.getByRole('button', { name: 'Remove filter Invoice date: Oct 1 – Nov 30, 2026' }),
  ).toBeInTheDocument()
})

test('a date preset applies its range at once, from the user’s today', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 7, 14, 10, 0) })
  seedMixed()
  const { user, recorder } = await openAt()
  const preset = screen.getByRole('button', { name: 'Quarter to date' })
  expect(preset).toHaveAttribute('aria-pressed', 'false')

  await user.click(preset)
  expect(window.location.search).toBe('?startDate=2026-07-01&endDate=2026-08-14')
  expect(screen.getByLabelText('Invoice date from')).toHaveValue('2026-07-01')
  expect(screen.getByLabelText('Invoice date to')).toHaveValue('2026-08-14')
  expect(preset).toHaveAttribute('aria-pressed', 'true')
  await screen.findByText('Showing 1–2 of 2 invoices')

  await user.click(screen.getByRole('button', { name: 'Last month' }))
  await screen.findByText('Showing 1–2 of 2 invoices')
  expect(searchesOf(recorder.requests)).toEqual([
    '',
    '?startDate=2026-07-01&endDate=2026-08-14',
    '?startDate=2026-07-01&endDate=2026-07-31',
  ])
})

test('past midnight, a preset applies the new day and the pressed button says so', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 7, 14, 23, 59) })
  seedMixed()
  const { user } = await openAt()
  vi.setSystemTime(new Date(2026, 7, 15, 0, 1))

  const preset = screen.getByRole('button', { name: 'Quarter to date' })
  await user.click(preset)
  expect(window.location.search).toBe('?startDate=2026-07-01&endDate=2026-08-15')
  expect(preset).toHaveAttribute('aria-pressed', 'true')
})

test('active filters show as chips; removing one sends one request and keeps focus in the list', async () => {
  seedMixed()
  const { user, recorder } = await openAt(
    '/invoices?status=overdue&vendor=acme&startDate=2026-01-01&endDate=2026-12-31&limit=25',
  )
  const chips = screen.getByRole('list', { name: 'Active filters' })
  expect(
    within(chips)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual([
    'Remove filter Status: Overdue',
    'Remove filter Vendor: acme',
    'Remove filter Invoice date: Jan 1 – Dec 31, 2026',
  ])

  await user.click(screen.getByRole('button', { name: 'Remove filter Status: Overdue' }))
  expect(window.location.search).toBe(
    '?vendor=acme&startDate=2026-01-01&endDate=2026-12-31&limit=25',
  )
  expect(screen.getByRole('button', { name: 'Remove filter Vendor: acme' })).toHaveFocus()
  expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
  await screen.findByText('Showing 1–12 of 12 invoices')

  await user.keyboard('{Enter}')
  expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveValue('')
  await user.click(
    screen.getByRole('button', { name: 'Remove filter Invoice date: Jan 1 – Dec 31, 2026' }),
  )
  expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument()
  expect(screen.getByRole('search', { name: 'Filter invoices' })).toHaveFocus()
  await screen.findByText('Showing 1–24 of 24 invoices')
  expect(searchesOf(recorder.requests)).toEqual([
    '?status=overdue&vendor=acme&startDate=2026-01-01&endDate=2026-12-31&limit=25',
    '?vendor=acme&startDate=2026-01-01&endDate=2026-12-31&limit=25',
    '?startDate=2026-01-01&endDate=2026-12-31&limit=25',
    '?limit=25',
  ])
})

test('Clear filters resets every filter and the page but keeps rows per page, in one request', async () => {
  seedMixed()
  const { user, recorder } = await openAt('/invoices?status=paid&vendor=acme&limit=2&offset=2')
  const clear = screen.getByRole('button', { name: 'Clear filters' })
  expect(clear).toBeEnabled()

  await user.click(clear)
  expect(window.location.search).toBe('?limit=2')
  await screen.findByText('Showing 1–2 of 24 invoices')
  expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled()
  expect(screen.getByRole('search', { name: 'Filter invoices' })).toHaveFocus()
  await waitForSearches(recorder.requests, [
    '?status=paid&vendor=acme&limit=2&offset=2',
    '?limit=2',
    '?limit=2&offset=2',
  ])
})

test('no match says so, with a Clear filters button beside the message', async () => {
  seedMixed()
  const { user } = renderApp('/invoices?vendor=nobody')
  await screen.findByText('No invoices match these filters')
  const footer = screen.getByText('No invoices match these filters').parentElement
  expect(footer).not.toBeNull()
  await user.click(within(footer as HTMLElement).getByRole('button', { name: 'Clear filters' }))
  expect(await screen.findByText('Showing 1–24 of 24 invoices')).toBeInTheDocument()
  expect(screen.getByRole('search', { name: 'Filter invoices' })).toHaveFocus()
})

test('the "Filters" disclosure counts the filters in force and opens and closes the controls', async () => {
  seedMixed()
  const { user } = await openAt(
    '/invoices?status=overdue&vendor=acme&startDate=2026-01-01&endDate=2026-12-31',
  )
  // A date range is one filter, as its chip shows.
  const toggle = screen.getByRole('button', { name: 'Filters, 3 active' })
  expect(toggle).toHaveTextContent(/^Filters · 3$/)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const controls = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  expect(controls).toContainElement(screen.getByRole('radiogroup', { name: 'Status' }))

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(await screen.findByRole('button', { name: 'Filters' })).toHaveTextContent(/^Filters$/)
})
