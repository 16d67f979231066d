import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { renderApp } from '../../../test/render-app'
import { captureDownloads } from '../../../test/downloads'
import { recordApiRequests } from '../../../test/requests'
import { INVOICES_ROUTE } from '../../mocks/handlers'
import { createHostileHandler, hostileScenarios } from '../../mocks/hostile-handlers'
import { invoiceDb } from '../../mocks/invoice-db'
import { server } from '../../mocks/node'
import { spendDemoBudget } from '../../../test/spend-demo-budget'

/** 120 invoices: three pages of the walker, and more than one page of the table. */
function seed() {
  invoiceDb.seed(
    Array.from({ length: 120 }, (_, index) =>
      makeInvoice({
        id: `inv-${String(index).padStart(3, '0')}`,
        invoiceNumber: `INV-${String(index).padStart(3, '0')}`,
        vendor: index % 3 === 0 ? 'Société Générale' : index % 3 === 1 ? 'Acme Inc' : 'Kobo',
        status: index % 2 === 0 ? 'overdue' : 'pending',
        amount: 1000 - index,
        tags: index === 7 ? ['travel', 'q3'] : ['software'],
        invoiceDate: `2026-0${String(1 + (index % 9))}-15`,
      }),
    ),
  )
}

/** `count` invoices numbered in the API's order: INV-0, INV-1, … */
function seedNumbered(count: number) {
  invoiceDb.seed(
    Array.from({ length: count }, (_, index) =>
      makeInvoice({ id: `inv-${String(index)}`, invoiceNumber: `INV-${String(index)}` }),
    ),
  )
}

/** Opens the invoices and presses "Load all matching invoices", named with its count and cost. */
async function pressLoadAll(count: number, requests: number) {
  const view = renderApp('/invoices')
  await view.user.click(
    await screen.findByRole(
      'button',
      { name: `Load all matching invoices (${String(count)}, ${String(requests)} requests)` },
      { timeout: 5_000 },
    ),
  )
  return view
}

const rowHeaders = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

async function loadAll() {
  const view = renderApp('/invoices')
  await view.user.click(await screen.findByRole('button', { name: /Load all matching invoices/ }))
  await screen.findByText(/All 120 matching invoices loaded at/)
  return view
}

/** The page open on the seeded invoices, its "Load all" button named with their count and cost. */
async function openWithLoadButton() {
  const recorder = recordApiRequests()
  const view = renderApp('/invoices')
  await screen.findAllByRole('rowheader')
  // Names are worked out for every button on a full page: slow in jsdom on the file's first test.
  const button = await screen.findByRole(
    'button',
    { name: 'Load all matching invoices (120, 2 requests)' },
    { timeout: 5_000 },
  )
  return { ...view, recorder, button }
}

test('with nothing matching, the button is off and quotes no cost', async () => {
  invoiceDb.seed([])
  renderApp('/invoices')
  await screen.findByText('No invoices match these filters')
  expect(await screen.findByRole('button', { name: 'Load all matching invoices' })).toBeDisabled()
})

test('the button says what loading costs, then the set is loaded with one request per 100', async () => {
  seed()
  const { user, recorder, button } = await openWithLoadButton()
  await waitFor(() => {
    expect(recorder.requests.length).toBeGreaterThan(0)
  })
  const before = recorder.requests.length
  await user.click(button)
  await screen.findByText(/All 120 matching invoices loaded at/)
  expect(recorder.requests.slice(before).map((url) => url.search)).toEqual([
    '?limit=100',
    '?limit=100&offset=100',
  ])
  expect(screen.getByRole('button', { name: 'Refresh all' })).toBeEnabled()
  // The button pressed is gone, and so is the bar after it: focus is on the line that replaced them.
  expect(screen.getByText(/All 120 matching invoices loaded at/)).toHaveFocus()
})

test('a load that the rest of this window cannot cover asks first, and says why', async () => {
  seed()
  // The window has 2 requests left when the page opens, and its first page takes one (with so
  // little left, nothing is fetched ahead).
  spendDemoBudget(98)
  const { user, recorder, button } = await openWithLoadButton()
  await screen.findByText('1 of 100 requests left this minute')
  const before = recorder.requests.length
  await user.click(button)

  const confirm = screen.getByRole('group', { name: 'Confirm loading' })
  expect(confirm).toHaveTextContent(
    'Loading 120 invoices takes 2 requests, and only 1 is left this minute: about a minute',
  )
  expect(recorder.requests.length).toBe(before)
  await user.click(within(confirm).getByRole('button', { name: 'Start loading' }))
  await waitFor(() => {
    expect(recorder.requests.length).toBeGreaterThan(before)
  })
})

test('search is accent- and case-insensitive, every word must match, and sends nothing', async () => {
  seed()
  const { user } = await loadAll()
  const recorder = recordApiRequests()
  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'societe inv-00')
  await waitFor(() => {
    // In the API's order: invoice date, newest first.
    expect(rowHeaders()).toEqual(['INV-006', 'INV-003', 'INV-000', 'INV-009'])
  })
  // Written once typing pauses (use-invoice-url-state.ts).
  await waitFor(() => {
    expect(window.location.search).toContain('q=societe+inv-00')
  })
  await user.clear(screen.getByRole('searchbox', { name: 'Search invoices' }))
  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'TRAVEL')
  await waitFor(() => {
    expect(rowHeaders()).toEqual(['INV-007'])
  })
  expect(recorder.requests).toEqual([])
})

test('a search that matches nothing names the search, not the filters, and offers to clear it', async () => {
  seed()
  const { user } = await loadAll()
  const search = screen.getByRole('searchbox', { name: 'Search invoices' })
  await user.type(search, 'zzzznomatch')
  expect(await screen.findByText('No invoices match “zzzznomatch”')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Clear search' }))
  expect(await screen.findByText('Showing 1–50 of 120 invoices')).toBeInTheDocument()
  expect(window.location.search).not.toContain('q=')

  await user.click(screen.getByRole('radio', { name: /^Paid/ }))
  await user.type(search, 'zzzznomatch')
  expect(
    await screen.findByText('No invoices match “zzzznomatch” with these filters'),
  ).toBeInTheDocument()
  // The filter bar's and the pager's: both clear the status and the search.
  expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2)
})

test('a header sorts ascending, then descending, then back to the API order', async () => {
  seed()
  const { user } = await loadAll()
  const table = screen.getByRole('table', { name: 'Invoices' })
  const amount = within(table).getByRole('button', { name: 'Amount' })
  // Each change of order is said, since aria-sort is read only when a header is reached.
  const said = () => screen.getByText(/^Sorted by |^Not sorted/)
  expect(screen.queryByText(/^Sorted by |^Not sorted/)).not.toBeInTheDocument()
  await user.click(amount)
  expect(amount.closest('th')).toHaveAttribute('aria-sort', 'ascending')
  expect(rowHeaders()[0]).toBe('INV-119')
  expect(window.location.search).toContain('sort=amount')
  expect(said()).toHaveTextContent('Sorted by Amount, ascending.')
  expect(said()).toHaveAttribute('role', 'status')
  await user.click(amount)
  expect(amount.closest('th')).toHaveAttribute('aria-sort', 'descending')
  expect(rowHeaders()[0]).toBe('INV-000')
  expect(said()).toHaveTextContent('Sorted by Amount, descending.')
  await user.click(amount)
  expect(amount.closest('th')).toHaveAttribute('aria-sort', 'none')
  expect(window.location.search).not.toContain('sort=')
  expect(said()).toHaveTextContent('Not sorted: in the order the server sends them.')
})

test('a narrower filter is answered from the set with no request, and nothing is fetched ahead', async () => {
  seed()
  const { user } = await loadAll()
  const recorder = recordApiRequests()
  await user.click(screen.getByRole('radio', { name: /Overdue/ }))
  await waitFor(() => {
    expect(rowHeaders()).toHaveLength(50)
  })
  // Page 1 of 2, and still nothing: the loaded set's next page needs no page fetched ahead.
  expect(screen.getByText('Showing 1–50 of 60 invoices')).toBeInTheDocument()
  expect(recorder.requests).toEqual([])
})

test('a narrower view keeps the loaded line true: the set it counts, and how many of it the view shows', async () => {
  seed()
  const { user } = await loadAll()
  await user.click(screen.getByRole('radio', { name: /Overdue/ }))
  expect(
    await screen.findByText(/^120 invoices loaded at .*; 60 match this view$/),
  ).toBeInTheDocument()
  expect(screen.queryByText(/All 120 matching invoices loaded/)).not.toBeInTheDocument()
  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'inv-000')
  expect(
    await screen.findByText(/^120 invoices loaded at .*; 1 matches this view$/),
  ).toBeInTheDocument()
  // Back to the view the set was loaded for: every matching invoice again.
  await user.clear(screen.getByRole('searchbox', { name: 'Search invoices' }))
  await user.click(screen.getByRole('radio', { name: 'All' }))
  expect(await screen.findByText(/^All 120 matching invoices loaded at/)).toBeInTheDocument()
})

test('a link with sort or search and no loaded set says what it needs', async () => {
  seed()
  renderApp('/invoices?sort=-amount&q=acme')
  expect(
    await screen.findByText(/Sorting and search need all matching invoices/),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Load all matching invoices/ })).toBeEnabled()
})

test('with the set loaded, Export CSV and Summarize answer from it with no request', async () => {
  seed()
  const files = captureDownloads()
  const { user } = await loadAll()
  await user.click(screen.getByRole('radio', { name: /Overdue/ }))
  await waitFor(() => {
    expect(rowHeaders()).toHaveLength(50)
  })
  const recorder = recordApiRequests()
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(
    await screen.findByText(
      (_, element) =>
        element?.tagName === 'STRONG' && /^60 overdue invoices · \$/.test(element.textContent),
    ),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText(/^Exported 60 invoices from the loaded set to /),
  ).toBeInTheDocument()
  expect(files).toHaveLength(1)
  expect((await files[0]?.blob.text())?.split('\r\n')).toHaveLength(61)
  expect(recorder.requests).toEqual([])
})

test('every answer drawn from a set that fell short says so: the pager, a local filter, the summary and the export', async () => {
  seed()
  // Every page repeats the first: the load stops at 100 of the 120 the server reports.
  server.use(createHostileHandler(hostileScenarios['ignore-offset']))
  const files = captureDownloads()
  const { user } = renderApp('/invoices')
  await user.click(await screen.findByRole('button', { name: /Load all matching invoices/ }))
  await screen.findByText(
    /^100 invoices loaded at .*; the server reported 120\. Later pages repeated invoices already read \(the server seems to ignore the offset\), so the walk stopped\.$/,
  )
  const short = 'of the 100 loaded; the server reported 120'
  expect(await screen.findByText(`Showing 1–50 of 100 invoices, ${short}`)).toBeInTheDocument()
  const recorder = recordApiRequests()
  await user.click(screen.getByRole('radio', { name: /Overdue/ }))
  expect(await screen.findByText(`Showing 1–50 of 50 invoices, ${short}`)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(
    await screen.findByText(
      (_, element) =>
        element?.className === 'invoice-summary-result' &&
        new RegExp(`^Partial: 50 overdue invoices · \\$.* — ${short}\\.$`).test(
          element.textContent,
        ),
    ),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText(
      new RegExp(`^Exported 50 invoices to invoices-overdue-.*\\.csv, ${short}\\.$`),
    ),
  ).toBeInTheDocument()
  expect(files).toHaveLength(1)
  expect(recorder.requests).toEqual([])
})

test('a set from a server that sends no total is loaded without quoting one', async () => {
  seed()
  server.use(createHostileHandler(hostileScenarios['no-total']))
  const { user } = renderApp('/invoices')
  await user.click(await screen.findByRole('button', { name: /Load all matching invoices/ }))
  await user.click(screen.getByRole('button', { name: 'Start loading' }))
  expect(
    await screen.findByText(
      /^120 invoices loaded at .*; the server sent no total\. Nothing confirms these are all\.$/,
    ),
  ).toBeInTheDocument()
  expect(
    screen.getByText('Showing 1–50 of 120 invoices, of the 120 loaded; the server sent no total'),
  ).toBeInTheDocument()
})

test('Cancel loading puts focus back on the load button, not on the page', async () => {
  seed()
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== null) await delay('infinite')
    }),
  )
  const { user } = renderApp('/invoices')
  await user.click(await screen.findByRole('button', { name: /Load all matching invoices/ }))
  expect(screen.getByRole('progressbar', { name: 'Loading all invoices' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Cancel loading' }))
  expect(await screen.findByText('Loading cancelled.')).toHaveRole('status')
  expect(screen.getByRole('button', { name: /Load all matching invoices/ })).toHaveFocus()
})

test('Refresh all is priced at the whole set, not at the narrower view it answers', async () => {
  seedNumbered(600)
  const view = await pressLoadAll(600, 6)
  await screen.findByText(/All 600 matching invoices loaded at/)
  // A search leaves one invoice in view: a plan for it would stop the six-page walk at its ceiling.
  await view.user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'INV-599')
  expect(await screen.findByText('Showing invoice 1 of 1')).toBeInTheDocument()
  const recorder = recordApiRequests()
  await view.user.click(screen.getByRole('button', { name: 'Refresh all' }))
  await waitFor(() => {
    expect(recorder.requests).toHaveLength(6)
  })
  // Still searched: the line counts the whole set again, and the one invoice in view.
  expect(
    await screen.findByText(/^600 invoices loaded at .*; 1 matches this view$/),
  ).toBeInTheDocument()
  expect(screen.queryByRole('group', { name: 'Confirm loading' })).not.toBeInTheDocument()
})

test('a summary or an export of a searched view names the search it covered', async () => {
  seed()
  const files = captureDownloads()
  const { user } = await loadAll()
  await user.click(screen.getByRole('radio', { name: /Overdue/ }))
  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), ' kobo ')
  await screen.findByText('Showing 1–20 of 20 invoices')
  await user.click(screen.getByRole('button', { name: 'Summarize' }))
  expect(
    await screen.findByText(
      (_, element) =>
        element?.tagName === 'STRONG' &&
        /^20 overdue invoices matching “kobo” · \$/.test(element.textContent),
    ),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText(/^Exported 20 invoices matching “kobo” from the loaded set to /),
  ).toBeInTheDocument()
  expect(files).toHaveLength(1)
})

test('a refresh that meets a server grown past its cost keeps the set, says why, and asks at the new count', async () => {
  seedNumbered(300)
  const view = await pressLoadAll(300, 3)
  await screen.findByText(/All 300 matching invoices loaded at/)
  // 400 more arrive: Refresh all is priced at the 300 loaded, and the first page says 700.
  seedNumbered(700)
  await view.user.click(screen.getByRole('button', { name: 'Refresh all' }))
  expect(
    await screen.findByText(
      'Refresh stopped after 100 invoices; the server reported 700. The count grew past what was confirmed, so the walk stopped. The 300 invoices loaded before are kept.',
    ),
  ).toBeInTheDocument()
  expect(screen.getByText(/All 300 matching invoices loaded at/)).toBeInTheDocument()
  const confirm = screen.getByRole('group', { name: 'Confirm loading' })
  expect(confirm).toHaveTextContent(/700/)
  await view.user.click(within(confirm).getByRole('button', { name: 'Start loading' }))
  expect(await screen.findByText(/All 700 matching invoices loaded at/)).toBeInTheDocument()
})

/**
 * Holds the mock API's answer at offset 200 (a walk's third page) until the returned release is
 * called; `answer` then gives it (the mock API, when it gives nothing). Requests by status (Aging's
 * own) pass unless `withStatus`.
 */
function holdThirdPage(
  answer: () => Response | undefined = () => undefined,
  { withStatus = false } = {},
) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      const params = new URL(request.url).searchParams
      if (params.get('offset') !== '200' || (params.has('status') && !withStatus)) return undefined
      await held
      return answer()
    }),
  )
  return () => {
    release()
  }
}

/**
 * Loads 300 invoices with the last page held back until `release`, leaving for Aging and coming
 * back while it is held; the last page then answers with `lastPage` (the mock API when it gives
 * nothing).
 */
async function leaveMidLoadAndReturn(lastPage: () => Response | undefined = () => undefined) {
  seedNumbered(300)
  const release = holdThirdPage(lastPage)
  const view = await pressLoadAll(300, 3)
  expect(screen.getByRole('progressbar', { name: 'Loading all invoices' })).toBeInTheDocument()
  await view.user.click(screen.getByRole('link', { name: 'Aging' }))
  await screen.findByRole('heading', { level: 1, name: 'Aging' })
  const recorder = recordApiRequests()
  await view.user.click(screen.getByRole('link', { name: 'Invoices' }))
  expect(
    await screen.findByRole('progressbar', { name: 'Loading all invoices' }),
  ).toBeInTheDocument()
  await screen.findByText('200 of 300 invoices')
  release()
  return recorder
}

test('a load left running when the page is left goes on, and shows its progress on return', async () => {
  const recorder = await leaveMidLoadAndReturn()
  expect(await screen.findByText(/All 300 matching invoices loaded at/)).toBeInTheDocument()
  // The walk went on: no second walk was started.
  expect(recorder.requests.filter((url) => url.searchParams.get('limit') === '100')).toEqual([])
})

test('a load that fails after the page was left and opened again says so there', async () => {
  await leaveMidLoadAndReturn(() =>
    HttpResponse.json({ error: { code: 'invalid_request', message: 'bad page' } }, { status: 400 }),
  )
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Loading all invoices failed/)
  expect(screen.getByRole('button', { name: /Load all matching invoices/ })).toBeEnabled()
})

test('a load that stops early after the page was left and opened again asks again there', async () => {
  // 400 more arrive before the last page: its total outgrows the 3 requests confirmed.
  await leaveMidLoadAndReturn(() => {
    seedNumbered(700)
    return undefined
  })
  expect(await screen.findByText(/^300 invoices loaded at/)).toBeInTheDocument()
  const confirm = await screen.findByRole('group', { name: 'Confirm loading' })
  expect(confirm).toHaveTextContent(/700/)
})

/**
 * Loads the 300 pending invoices from `path`, leaves for Aging, and lets the load stop early there
 * (400 more arrive before its last page); returns once it has ended with no invoices page open.
 */
async function loadStopsEarlyWhileAway(path: string) {
  seedNumbered(300)
  const release = holdThirdPage(
    () => {
      // The last page's total outgrows the 3 requests confirmed.
      seedNumbered(700)
      return undefined
    },
    { withStatus: true },
  )
  const view = renderApp(path)
  await view.user.click(
    await screen.findByRole(
      'button',
      { name: 'Load all matching invoices (300, 3 requests)' },
      { timeout: 5_000 },
    ),
  )
  await view.user.click(screen.getByRole('link', { name: 'Aging' }))
  await screen.findByRole('heading', { level: 1, name: 'Aging' })
  release()
  await waitFor(() => {
    expect(view.queryClient().isFetching()).toBe(0)
  })
  return view
}

test('a load that stops early while its page is away asks again when the page opens', async () => {
  const view = await loadStopsEarlyWhileAway('/invoices')
  await view.user.click(screen.getByRole('link', { name: 'Invoices' }))
  expect(await screen.findByText(/^300 invoices loaded at/)).toBeInTheDocument()
  expect(await screen.findByRole('group', { name: 'Confirm loading' })).toHaveTextContent(/700/)
})

test('a load that stopped early asks nothing again on a page showing other filters', async () => {
  // Loaded for Pending; the header's link opens every status, which that set does not cover.
  const view = await loadStopsEarlyWhileAway('/invoices?status=pending')
  await view.user.click(screen.getByRole('link', { name: 'Invoices' }))
  await screen.findByRole('button', { name: 'Load all matching invoices (700, 7 requests)' })
  expect(screen.queryByRole('group', { name: 'Confirm loading' })).not.toBeInTheDocument()
})

test('a load that stopped early asks nothing again when its page opens minutes later', async () => {
  const view = await loadStopsEarlyWhileAway('/invoices')
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(Date.now() + 3 * 60_000)
    await view.user.click(screen.getByRole('link', { name: 'Invoices' }))
    expect(await screen.findByText(/^300 invoices loaded /)).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Confirm loading' })).not.toBeInTheDocument()
  } finally {
    vi.useRealTimers()
  }
})

test('Aging opened while every invoice loads waits for that load instead of offering a second', async () => {
  seedNumbered(300)
  const release = holdThirdPage()
  const view = await pressLoadAll(300, 3)
  await view.user.click(screen.getByRole('link', { name: 'Aging' }))
  const load = await screen.findByRole('button', { name: 'Load all unpaid invoices' })
  expect(load).toBeDisabled()
  expect(load).toHaveAccessibleDescription(
    'Waiting for the invoices loading on the Invoices page: they may bring the unpaid ones.',
  )
  release()
  expect(
    await screen.findByText(/^All 300 unpaid invoices loaded .* \(from the loaded set\)$/),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Refresh all' })).toBeEnabled()
})
