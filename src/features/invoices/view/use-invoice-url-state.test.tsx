import { act, configure, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
import { expect, test } from 'vitest'
import { goInHistory, searchesOf, seedInvoices } from '../../../../test/invoice-views'
import { renderApp } from '../../../../test/render-app'
import { recordApiRequests } from '../../../../test/requests'
import { App } from '../../../app/app'
import { readInvoiceQuery } from '../../../mocks/invoice-query'
import { demoConnection } from '../../connection/connection'
import { invoiceFiltersToSearchParams } from '../../../api/invoice-filters'
import { pageAt, patchFilters } from './invoice-view'
import { useInvoiceUrlState } from './use-invoice-url-state'
import { createConnectionStore } from '../../connection/connection-store'
import { spendDemoBudget } from '../../../../test/spend-demo-budget'

// Debounces and real requests on a machine shared with other work: allow more than the default 1 s.
configure({ asyncUtilTimeout: 3000 })

const longVendor = 'v'.repeat(230)

test.each([
  ['limit=abc', ''],
  ['limit=0', '?limit=1'],
  ['limit=101', '?limit=100'],
  ['limit=1e9', ''],
  ['limit=50.5', ''],
  ['offset=-1', ''],
  ['offset=abc', ''],
  ['status=bogus', ''],
  ['status=PAID', '?status=paid'],
  ['status=paid&status=overdue', '?status=paid'],
  ['startDate=2024-13-45', ''],
  ['startDate=2024-02-30', ''],
  ['startDate=2024-2-3', ''],
  ['startDate=2026-03-01&endDate=2026-01-01', '?startDate=2026-01-01&endDate=2026-03-01'],
  [`vendor=${longVendor}`, `?vendor=${'v'.repeat(200)}`],
])('?%s is never sent: it is corrected in place, with a notice', async (query, corrected) => {
  seedInvoices(3)
  // Less than half the budget left: no prefetch, so the requests are exactly the views shown.
  spendDemoBudget(60)
  const recorder = recordApiRequests()
  const historyLength = window.history.length
  renderApp(`/invoices?${query}`)

  const notice = await screen.findByText('The link was adjusted to show a valid view:')
  expect(within(notice.parentElement as HTMLElement).getAllByRole('listitem').length).toBe(1)
  await screen.findByText(/^Showing |^No invoices match/)
  expect(window.location.search).toBe(corrected)
  expect(window.history.length).toBe(historyLength)
  // Every request the app sent is one the API accepts, and it is the corrected view.
  for (const url of recorder.requests) expect(readInvoiceQuery(url.searchParams).ok).toBe(true)
  expect(searchesOf(recorder.requests)).toEqual([corrected])
})

test('the notice says what changed and goes away when dismissed, without a request', async () => {
  seedInvoices(3)
  const recorder = recordApiRequests()
  const { user } = renderApp('/invoices?status=bogus&limit=abc&vendor=Acme')
  expect(await screen.findByText('Unknown status "bogus" was ignored.')).toBeVisible()
  expect(screen.getByText('"abc" is not a valid page size; showing 50 rows.')).toBeVisible()
  expect(window.location.search).toBe('?vendor=Acme')

  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByText('The link was adjusted to show a valid view:')).not.toBeInTheDocument()
  expect(screen.getByRole('search', { name: 'Filter invoices' })).toHaveFocus()
  expect(window.location.search).toBe('?vendor=Acme')
  await screen.findByText('Showing 1–3 of 3 invoices')
  expect(searchesOf(recorder.requests)).toEqual(['?vendor=Acme'])
})

test('under StrictMode a deep link still sends exactly one request, and a bad one none', async () => {
  seedInvoices(20)
  const recorder = recordApiRequests()
  window.history.replaceState(null, '', '/invoices?status=PENDING&limit=10&offset=10')
  render(
    <StrictMode>
      <App connectionStore={createConnectionStore(demoConnection())} />
    </StrictMode>,
  )
  await screen.findByText('Showing 11–20 of 20 invoices')
  expect(window.location.search).toBe('?status=pending&limit=10&offset=10')
  expect(searchesOf(recorder.requests)).toEqual(['?status=pending&limit=10&offset=10'])
})

test('a remembered page size never overrides a view reached with Back', async () => {
  seedInvoices(120)
  const { user } = renderApp('/invoices')
  await screen.findByText('Showing 1–50 of 120 invoices')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10')
  await screen.findByText('Showing 1–10 of 120 invoices')

  await goInHistory(-1)
  expect(await screen.findByText('Showing 1–50 of 120 invoices')).toBeInTheDocument()
  expect(window.location.search).toBe('')
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50')
})

test('onShow hears of each view before the URL shows it, so its request can leave first', () => {
  const shown: { next: string; urlAtTheTime: string }[] = []
  window.history.replaceState(null, '', '/invoices?offset=50')
  const { result } = renderHook(
    () =>
      useInvoiceUrlState({
        onShow: (next) => {
          shown.push({
            next: invoiceFiltersToSearchParams(next).toString(),
            urlAtTheTime: window.location.search,
          })
        },
      }),
    { wrapper: BrowserRouter },
  )
  act(() => {
    result.current.on(patchFilters)({ status: 'overdue' })
  })
  act(() => {
    result.current.on(pageAt)(50)
  })
  expect(shown).toEqual([
    { next: 'status=overdue', urlAtTheTime: '?offset=50' },
    { next: 'status=overdue&offset=50', urlAtTheTime: '?status=overdue' },
  ])
  expect(window.location.search).toBe('?status=overdue&offset=50')
})

/** The hook as the app mounts it: location changes render at once, not as transitions. */
function renderUrlStateAt(url: string, options?: Parameters<typeof useInvoiceUrlState>[0]) {
  window.history.replaceState(null, '', url)
  const { result } = renderHook(() => useInvoiceUrlState(options), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <BrowserRouter useTransitions={false}>{children}</BrowserRouter>
    ),
  })
  const type = (query: string) => {
    act(() => {
      result.current.typeSearch(query)
    })
  }
  const settle = () => {
    act(() => {
      result.current.settleSearch()
    })
  }
  return { result, type, settle }
}

test('a search is shown as typed and written once it settles: an entry of its own, then in place', async () => {
  const historyLength = window.history.length
  const { result, type, settle } = renderUrlStateAt('/invoices?status=paid&offset=50')
  type('a')
  type('ac')
  // Shown from its first page; the URL has not heard of it yet.
  expect(result.current.view.local.query).toBe('ac')
  expect(result.current.view.filters.offset).toBe(0)
  expect(window.location.search).toBe('?status=paid&offset=50')

  settle()
  expect(window.location.search).toBe('?status=paid&q=ac')
  expect(window.history.length).toBe(historyLength + 1)
  expect(result.current.view.local.query).toBe('ac')
  // Settling again with nothing new typed writes nothing.
  const written = window.history.state as unknown
  settle()
  expect(window.history.state).toBe(written)

  // Refining the search rewrites its entry: Back does not step through each pause.
  type('acme')
  settle()
  expect(window.location.search).toBe('?status=paid&q=acme')
  expect(window.history.length).toBe(historyLength + 1)

  await goInHistory(-1)
  expect(window.location.search).toBe('?status=paid&offset=50')
  expect(result.current.view.local.query).toBe('')
  await goInHistory(1)
  expect(result.current.view.local.query).toBe('acme')
})

test('a search typed and erased before it settles adds no entry', () => {
  const { type, settle } = renderUrlStateAt('/invoices')
  const historyLength = window.history.length
  type('a')
  type('')
  settle()
  expect(window.location.search).toBe('')
  expect(window.history.length).toBe(historyLength)
})

test('a change made while a search is typed is built on it', () => {
  const historyLength = window.history.length
  const { result, type } = renderUrlStateAt('/invoices')
  type('acme')
  act(() => {
    result.current.on(patchFilters)({ status: 'paid' })
  })
  expect(window.location.search).toBe('?status=paid&q=acme')
  expect(window.history.length).toBe(historyLength + 1)
  expect(result.current.view.local.query).toBe('acme')
})

test('Back while a search is typed shows what the URL says there, and nothing is written over it', async () => {
  window.history.replaceState(null, '', '/invoices?q=old')
  window.history.pushState(null, '', '/invoices?status=paid')
  const { result, type, settle } = renderUrlStateAt('/invoices?status=paid')
  type('new')
  await goInHistory(-1)
  expect(window.location.search).toBe('?q=old')
  expect(result.current.view.local.query).toBe('old')
  settle()
  expect(window.location.search).toBe('?q=old')
})

test('a key typed as the search settles is kept: the write and its render are one', () => {
  const { result, type } = renderUrlStateAt('/invoices')
  type('ac')
  act(() => {
    result.current.settleSearch()
    result.current.typeSearch('acx')
  })
  expect(result.current.view.local.query).toBe('acx')
  expect(window.location.search).toBe('?q=ac')
})

test('a change held for its answer carries the search: a settle waits for it, a key rides on it', async () => {
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const { result, type, settle } = renderUrlStateAt('/invoices', {
    onShow: () => answered,
    isReady: () => false,
  })
  type('a')
  act(() => {
    result.current.on(patchFilters)({ status: 'paid' })
  })
  // Writing the search now would move the entry from under the held change and drop it.
  settle()
  expect(window.location.search).toBe('')
  // A key shows the held change at once and is a change on top of it.
  type('ab')
  expect(window.location.search).toBe('?status=paid&q=a')
  answer()
  await waitFor(() => {
    expect(window.location.search).toBe('?status=paid&q=ab')
  })
  expect(result.current.view.local.query).toBe('ab')
})
