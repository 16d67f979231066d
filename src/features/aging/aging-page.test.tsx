import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeAgingInvoice } from '../../../test/invoice-fixtures'
import { renderApp } from '../../../test/render-app'
import { holdInvoiceRequests } from '../../../test/held-requests'
import { recordApiRequests } from '../../../test/requests'
import { INVOICES_ROUTE } from '../../mocks/handlers'
import { invoiceDb, type StoredInvoice } from '../../mocks/invoice-db'
import { server } from '../../mocks/node'
import { scenarioHandlers } from '../../mocks/scenarios'

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

function seed() {
  invoiceDb.seed([
    makeAgingInvoice({
      id: 'a',
      invoiceNumber: 'INV-A',
      status: 'overdue',
      amount: 100,
      dueDate: '2026-03-01',
    }),
    makeAgingInvoice({
      id: 'b',
      invoiceNumber: 'INV-B',
      status: 'pending',
      amount: 50,
      dueDate: '2026-04-05',
    }),
    makeAgingInvoice({
      id: 'c',
      invoiceNumber: 'INV-C',
      status: 'paid',
      amount: 999,
      dueDate: '2026-01-01',
    }),
    makeAgingInvoice({
      id: 'd',
      invoiceNumber: 'INV-D',
      status: 'overdue',
      amount: 70,
      currency: 'EUR',
      dueDate: '2025-11-01',
    }),
  ])
}

function seedUnpaid(pending: number, overdue: number) {
  const make = (status: 'pending' | 'overdue', index: number) =>
    makeAgingInvoice({
      id: `${status}-${String(index)}`,
      invoiceNumber: `${status}-${String(index)}`,
      status,
    })
  invoiceDb.seed([
    ...Array.from({ length: pending }, (_, index) => make('pending', index)),
    ...Array.from({ length: overdue }, (_, index) => make('overdue', index)),
    makeAgingInvoice({ id: 'paid', status: 'paid' }),
  ])
}

/** Lets any request the page would send by itself go out before counting them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

test('opened with nothing known, Aging counts the unpaid invoices, then loads them by itself as they fit in the window', async () => {
  seed()
  const recorder = recordApiRequests()
  const release = holdInvoiceRequests()
  const { user } = renderApp('/aging?asOf=2026-03-31')
  expect(await screen.findByRole('heading', { level: 1, name: 'Aging' })).toBeInTheDocument()
  // A page of each unpaid status says how many there are, and how much of the window is left.
  expect(await screen.findByText('Counting the unpaid invoices…')).toBeInTheDocument()
  release()

  // The load fits: it starts with no confirmation, and its line takes the bar's place.
  const table = await screen.findByRole('table', { name: 'Aging by currency' })
  expect(await screen.findByText(/All 3 unpaid invoices loaded at/)).toBeInTheDocument()
  expect(screen.queryByRole('group', { name: 'Confirm loading' })).not.toBeInTheDocument()
  expect(recorder.requests.map((url) => url.search).sort()).toEqual([
    '?status=overdue',
    '?status=overdue&limit=100',
    '?status=pending',
    '?status=pending&limit=100',
  ])
  const usd = within(table).getByRole('rowheader', { name: 'USD' }).closest('tr') as HTMLElement
  expect(cellTexts(usd)).toEqual([
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
  const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-A' })
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  // Closing the list puts focus back on the cell that opened it.
  await user.click(screen.getByRole('button', { name: 'Close list' }))
  expect(within(usd).getByRole('button', { name: /\$100\.00/ })).toHaveFocus()
})

test('when the counts are known and fit in the window, Aging starts by itself and spends exactly its plan', async () => {
  seedUnpaid(150, 30)
  const { user } = renderApp('/invoices?status=pending')
  expect(await screen.findByText('Showing 1–50 of 150 invoices')).toBeInTheDocument()
  await user.click(screen.getByRole('radio', { name: /^Overdue/ }))
  expect(await screen.findByText('Showing 1–30 of 30 invoices')).toBeInTheDocument()
  await settle()

  const recorder = recordApiRequests()
  await user.click(screen.getByRole('link', { name: 'Aging' }))
  expect(await screen.findByText(/All 180 unpaid invoices loaded at/)).toBeInTheDocument()
  // The two statuses are walked side by side: their requests interleave.
  expect(recorder.requests.map((url) => url.search).sort()).toEqual([
    '?status=overdue&limit=100',
    '?status=pending&limit=100',
    '?status=pending&limit=100&offset=100',
  ])
  expect(screen.queryByRole('group', { name: 'Confirm loading' })).not.toBeInTheDocument()
})

test('when the walk needs more than the window has left, Aging shows its cost and waits for the button', async () => {
  server.use(...scenarioHandlers('low-budget'))
  seedUnpaid(950, 50)
  const { user } = renderApp('/invoices?status=pending')
  expect(await screen.findByText('Showing 1–50 of 950 invoices')).toBeInTheDocument()
  await user.click(screen.getByRole('radio', { name: /^Overdue/ }))
  expect(await screen.findByText('Showing 1–50 of 50 invoices')).toBeInTheDocument()
  await settle()

  // Two requests spent of the scenario's window: 10 left, and the walk takes 11.
  const recorder = recordApiRequests()
  await user.click(screen.getByRole('link', { name: 'Aging' }))
  expect(await screen.findByText('11 requests for 1,000 unpaid invoices.')).toBeInTheDocument()
  await settle()
  expect(recorder.requests).toEqual([])

  // More than this window has left: it would wait for the next one, so it asks first.
  await user.click(screen.getByRole('button', { name: 'Load all unpaid invoices' }))
  const confirm = screen.getByRole('group', { name: 'Confirm loading' })
  expect(confirm).toHaveTextContent(
    'Loading 1,000 invoices takes 11 requests, and only 10 are left this minute: about a minute',
  )
  expect(recorder.requests).toEqual([])
  await user.click(within(confirm).getByRole('button', { name: 'Start loading' }))
  expect(screen.getByRole('progressbar', { name: 'Loading all invoices' })).toBeInTheDocument()
  await waitFor(() => {
    expect(recorder.requests.length).toBeGreaterThan(0)
  })
  await user.click(screen.getByRole('button', { name: 'Cancel loading' }))
})

test('a load declined while the view counts is not started by itself once the counts come', async () => {
  seed()
  const recorder = recordApiRequests()
  const release = holdInvoiceRequests()
  const { user } = renderApp('/aging?asOf=2026-03-31')
  await screen.findByText('Counting the unpaid invoices…')
  await user.click(screen.getByRole('button', { name: 'Load all unpaid invoices' }))
  await user.click(screen.getByRole('button', { name: 'Not now' }))
  release()
  expect(await screen.findByText('2 requests for 3 unpaid invoices.')).toBeInTheDocument()
  await settle()
  expect(recorder.requests).toHaveLength(2)
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
})

test('opened with nothing known, a load the window cannot hold is counted, priced, and waits for the button', async () => {
  server.use(...scenarioHandlers('low-budget'))
  seedUnpaid(950, 50)
  const recorder = recordApiRequests()
  renderApp('/aging')
  // The two counts leave 10 of the scenario's 12 requests; the load takes 11.
  expect(await screen.findByText('11 requests for 1,000 unpaid invoices.')).toBeInTheDocument()
  await settle()
  expect(recorder.requests).toHaveLength(2)
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Load all unpaid invoices' })).toBeEnabled()
})

test('the header links to Aging beside the connection settings', async () => {
  seed()
  const { user } = renderApp('/invoices')
  await user.click(await screen.findByRole('link', { name: 'Aging' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Aging' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/aging')
})

test('a vendor with a right-to-left override or a zero-width space shows them as markers', async () => {
  invoiceDb.seed([
    makeAgingInvoice({
      id: 'rtl',
      invoiceNumber: 'INV-R',
      vendor: 'Acme\u202Ecorp\u200B',
      status: 'overdue',
      amount: 100,
      dueDate: '2026-03-01',
    }),
  ])
  const user = openAging()
  const vendors = await screen.findByRole('table', { name: 'Overdue by vendor' })
  expect(within(vendors).getByRole('rowheader', { name: /^Acme/ })).toHaveTextContent(
    'Acme⟨U+202E⟩corp⟨U+200B⟩',
  )
  const table = screen.getByRole('table', { name: 'Aging by currency' })
  const usd = within(table).getByRole('rowheader', { name: 'USD' }).closest('tr') as HTMLElement
  // The 1–30 days cell (the total beside it holds the same amount).
  await user.click(within(usd).getAllByRole('button', { name: /\$100\.00/ })[0] as HTMLElement)
  const list = screen.getByRole('table', { name: 'Invoices in USD · 1–30 days' })
  expect(within(list).getByText(/^Acme/).closest('td')).toHaveTextContent(
    'Acme⟨U+202E⟩corp⟨U+200B⟩',
  )
})

test('behind pages of one, the count learns the page size: Aging prices a request per invoice and asks first', async () => {
  seedUnpaid(104, 138)
  server.use(...scenarioHandlers('limit-one'))
  const recorder = recordApiRequests()
  const { user } = renderApp('/aging?asOf=2026-03-31')
  // The counts came a row a page: the load's price is the one the server's pages make.
  expect(await screen.findByText('242 requests for 242 unpaid invoices.')).toBeInTheDocument()
  await settle()
  expect(recorder.requests).toHaveLength(2)
  await user.click(screen.getByRole('button', { name: 'Load all unpaid invoices' }))
  expect(screen.getByRole('group', { name: 'Confirm loading' })).toHaveTextContent(
    /^Loading 242 invoices takes 242 requests/,
  )
  expect(recorder.requests).toHaveLength(2)
})

/** Opens Aging with nothing known: it counts the unpaid invoices, and loads them by itself. */
function openAging() {
  return renderApp('/aging?asOf=2026-03-31').user
}

/**
 * Opens Aging with nothing known behind a server whose counts cannot be had (they failed, or say
 * no total), and loads through the confirmation, as a walk of unknown size asks first.
 */
async function loadAgingOfUnknownSize() {
  const { user } = renderApp('/aging?asOf=2026-03-31')
  const load = await screen.findByRole('button', { name: 'Load all unpaid invoices' })
  await screen.findByText(
    /^How many invoices are unpaid is not known yet\./,
    {},
    { timeout: 5_000 },
  )
  await user.click(load)
  await user.click(screen.getByRole('button', { name: 'Start loading' }))
  return user
}

test('behind a server that sends no total, Aging quotes none, never says "All", and advises no refresh', async () => {
  seedUnpaid(3, 2)
  server.use(...scenarioHandlers('no-total'))
  const user = await loadAgingOfUnknownSize()
  const words = 'Loaded 5 invoices; the server sent no total. Nothing confirms these are all.'
  expect(await screen.findByText(words)).toBeInTheDocument()
  expect(screen.getByText(/^5 unpaid invoices loaded at/)).toBeInTheDocument()
  expect(screen.queryByText(/the server reported|exact copy/)).not.toBeInTheDocument()

  // Opened again, the kept copy still says what it is.
  await user.click(screen.getByRole('link', { name: 'Invoices' }))
  await user.click(await screen.findByRole('link', { name: 'Aging' }))
  expect(await screen.findByText(words)).toBeInTheDocument()
})

test('opened with a rejected key, Aging says so in an alert that points to the settings, and offers no load', async () => {
  seedUnpaid(3, 2)
  server.use(...scenarioHandlers('unauthorized'))
  const recorder = recordApiRequests()
  openAging()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    'The API key was rejected. Loading the unpaid invoices needs a key the server accepts. Check the connection settings.',
  )
  expect(
    within(alert).getByRole('link', { name: 'Check the connection settings' }),
  ).toHaveAttribute('href', '/settings')
  // Trying again with the same key cannot help.
  expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
  const load = screen.getByRole('button', { name: 'Load all unpaid invoices' })
  expect(load).toBeDisabled()
  expect(load).toHaveAccessibleDescription(/^The API key was rejected\./)
  // The counts met it, once each: no walk follows them.
  await settle()
  expect(recorder.requests).toHaveLength(2)
})

test('a load that meets a rejected key moves focus from its bar to the alert that says why', async () => {
  seedUnpaid(3, 2)
  // The counts come back unusable (so the load asks first); the walk's pages meet a 401.
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) =>
      new URL(request.url).searchParams.has('limit')
        ? HttpResponse.json(
            { error: { code: 'unauthorized', message: 'Missing or unknown API key.' } },
            { status: 401 },
          )
        : HttpResponse.json({ invoices: 'none' }),
    ),
  )
  await loadAgingOfUnknownSize()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(/^The API key was rejected\./)
  // Focus was on the progress bar, now gone: it lands on what says why.
  expect(alert).toHaveFocus()
})

test('after the invoice page met a rejected key, Aging sends nothing and offers no load', async () => {
  seedUnpaid(3, 2)
  server.use(...scenarioHandlers('unauthorized'))
  const { user } = renderApp('/invoices')
  expect(
    await screen.findByRole('link', { name: 'Check the connection settings' }),
  ).toBeInTheDocument()
  const recorder = recordApiRequests()
  await user.click(screen.getByRole('link', { name: 'Aging' }))
  const load = await screen.findByRole('button', { name: 'Load all unpaid invoices' })
  expect(load).toBeDisabled()
  expect(screen.getByRole('alert')).toHaveTextContent(/^The API key was rejected\./)
  await settle()
  expect(recorder.requests).toEqual([])
})

test.each([
  {
    what: 'a server error',
    // Retry-After: 1 keeps the walker's own two tries again (retry-policy.ts) to a second each.
    answer: () => new HttpResponse(null, { status: 502, headers: { 'Retry-After': '1' } }),
    words:
      'The unpaid invoices could not be loaded: The server had a problem (HTTP 502). Try again in a moment.',
  },
  {
    what: 'an unusable answer',
    answer: () => HttpResponse.json({ invoices: 'none' }),
    words: 'The unpaid invoices could not be loaded: Unexpected response from the server.',
  },
])(
  'a load that meets $what says so in an alert with Retry, and Retry loads',
  async ({ answer, words }) => {
    seedUnpaid(3, 2)
    server.use(http.get(INVOICES_ROUTE, answer))
    const user = await loadAgingOfUnknownSize()
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert).toHaveTextContent(`${words} Retry`)
    const retry = within(alert).getByRole('button', { name: 'Retry' })
    expect(retry).toHaveFocus()
    server.resetHandlers()
    await user.click(retry)
    await user.click(screen.getByRole('button', { name: 'Start loading' }))
    expect(await screen.findByText(/^All 5 unpaid invoices loaded at/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  },
)

test('behind a total that grows under the walk, Aging says which status moved and that a new run may help', async () => {
  seedUnpaid(3, 2)
  server.use(...scenarioHandlers('growing-total'))
  openAging()
  // Every page read adds invoices: both statuses outgrew the counts the load was planned at.
  const message = await screen.findByText(/^Pending: loaded [\d,]+ invoices; the server reported/)
  for (const status of ['Pending', 'Overdue'])
    expect(message).toHaveTextContent(
      new RegExp(
        `${status}: loaded [\\d,]+ invoices; the server reported [\\d,]+ \\(.*its total changed during the walk\\)\\. The count grew past what was confirmed, so the walk stopped\\. A new run may get them all\\.`,
      ),
    )
  expect(message).not.toHaveTextContent(/exact copy/)
  expect(screen.getByText(/^[\d,]+ unpaid invoices loaded at/)).toBeInTheDocument()
})

test('behind odd rows, every unpaid invoice is in a bucket or said below the table, and an amount too large to add is counted and said', async () => {
  // The odd-rows scenario gives the fourth invoice of each status walk an amount of 1e308 (the
  // server sends them in id order here): o4 and p4.
  // Any field as the server may send it: a null due date, a currency that is not a code.
  const unpaid = (id: string, fields: Record<string, unknown>): StoredInvoice => ({
    ...makeAgingInvoice({ id, invoiceNumber: `INV-${id}`, amount: 10 }),
    ...fields,
  })
  const lateBy21Days = { status: 'overdue', dueDate: '2026-03-10' } as const
  invoiceDb.seed([
    ...['o1', 'o2', 'o3', 'o4', 'o5'].map((id) => unpaid(id, lateBy21Days)),
    unpaid('o6', { ...lateBy21Days, currency: 'US dollars' }),
    unpaid('o7', { ...lateBy21Days, dueDate: null }),
    unpaid('o8', { ...lateBy21Days, dueDate: '2026-02-30' }),
    ...['p1', 'p2', 'p3', 'p4'].map((id) => unpaid(id, { dueDate: '2026-04-10' })),
  ])
  server.use(...scenarioHandlers('odd-rows'))
  const user = openAging()
  expect(await screen.findByText(/^All 12 unpaid invoices loaded at/)).toBeInTheDocument()

  // 9 in the table and 3 in the line below it: 12.
  const table = screen.getByRole('table', { name: 'Aging by currency' })
  const usd = within(table).getByRole('rowheader', { name: 'USD' }).closest('tr') as HTMLElement
  expect(cellTexts(usd)).toEqual([
    '$30.00' + '4 invoices' + '1 amount not added: too large to add exactly',
    '$40.00' + '5 invoices' + '1 amount not added: too large to add exactly',
    '—',
    '—',
    '—',
    '$70.00' + '9 invoices' + '2 amounts not added: too large to add exactly',
  ])
  expect(
    screen.getByText(
      'Not in the table: 2 invoices without a usable due date; 1 invoice without a usable currency. Open them from the invoice list.',
    ),
  ).toBeInTheDocument()

  // The cell's list holds as many invoices as the cell says, the one too large to add among them.
  await user.click(within(usd).getByRole('button', { name: /^\$40\.00/ }))
  expect(screen.getByRole('heading', { name: 'USD · 1–30 days: 5 invoices' })).toBeInTheDocument()
  const list = screen.getByRole('table', { name: 'Invoices in USD · 1–30 days' })
  expect(within(list).getAllByRole('row')).toHaveLength(1 + 5)
  expect(
    within(list).getByRole('button', { name: 'INV-o4' }).closest('tr') as HTMLElement,
  ).toHaveTextContent('too large to show or add up exactly')

  // Its vendor counts it too (o1 came as another vendor), and the weeks ahead say what they
  // could not add.
  const vendors = screen.getByRole('table', { name: 'Overdue by vendor' })
  expect(within(vendors).getAllByRole('row')[1]).toHaveTextContent(
    'Acme CorporationUSD$30.001 amount not added: too large to add exactly4',
  )
  const weeks = screen.getByRole('table', { name: 'Due in the next 4 weeks' })
  expect(within(weeks).getAllByRole('row')[2]).toHaveTextContent(
    '$30.004 invoices1 amount not added: too large to add exactly',
  )
})

test('as of a past date, invoices issued later are left out and said, and the page says paid ones cannot be aged back', async () => {
  invoiceDb.seed([
    makeAgingInvoice({ id: 'old', status: 'overdue', amount: 100, dueDate: '2026-03-01' }),
    makeAgingInvoice({
      id: 'new',
      status: 'pending',
      amount: 40,
      invoiceDate: '2026-06-01',
      dueDate: '2026-07-01',
    }),
  ])
  openAging()
  const table = await screen.findByRole('table', { name: 'Aging by currency' })
  const usd = within(table).getByRole('rowheader', { name: 'USD' }).closest('tr') as HTMLElement
  // Only the invoice that existed on 31 March: $100.00 in 1–30 days and in the total.
  expect(within(usd).getAllByRole('button', { name: /\$100\.00/ })).toHaveLength(2)
  expect(within(usd).queryByRole('button', { name: /\$40\.00|\$140\.00/ })).toBeNull()
  expect(
    screen.getByText(/^Left out: 1 unpaid invoice dated after .*2026, which did not exist yet\.$/),
  ).toBeInTheDocument()
  expect(screen.getByText(/^A past date ages the invoices unpaid today/)).toBeInTheDocument()
})

/** Today on the test machine's calendar, as the page reckons it. */
function localToday() {
  const now = new Date()
  const two = (n: number) => String(n).padStart(2, '0')
  return `${String(now.getFullYear())}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
}

test.each(['2026-02-31', 'abc'])(
  'a link whose "as of" is not a calendar date (%s) is rewritten in place without it, and says why',
  async (asOf) => {
    renderApp(`/aging?asOf=${asOf}&keep=1`)
    const entries = window.history.length
    expect(
      await screen.findByText(
        'The “as of” date in the link is not a calendar date, so the report is as of today.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => {
      expect(window.location.search).toBe('?keep=1')
    })
    expect(window.history.length).toBe(entries)
    // The notice stays with the entry it corrected.
    expect(
      screen.getByText(
        'The “as of” date in the link is not a calendar date, so the report is as of today.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('As of')).toHaveValue(localToday())
  },
)

test.each(['9999-12-31', '1900-01-01'])(
  'a date more than 10 years from today (%s) is kept, with a notice to check its year',
  async (asOf) => {
    renderApp(`/aging?asOf=${asOf}`)
    expect(
      await screen.findByText('The “as of” date is more than 10 years from today: check its year.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('As of')).toHaveValue(asOf)
    expect(window.location.search).toBe(`?asOf=${asOf}`)
  },
)

test('a new "As of" date is said, since every figure of the report changes with it', async () => {
  seed()
  const { user } = renderApp('/aging?asOf=2026-03-31')
  await screen.findByRole('table', { name: 'Aging by currency' })
  // The first date is the field's own: nothing is said of it.
  expect(screen.queryByText(/^The report is now as of/)).not.toBeInTheDocument()
  const field = screen.getByLabelText('As of')
  await user.clear(field)
  await user.type(field, '2026-03-15')
  expect(await screen.findByText('The report is now as of Mar 15, 2026.')).toHaveAttribute(
    'role',
    'status',
  )
})

test('emptying "As of" goes back to today, and so does "Today"', async () => {
  const { user } = renderApp('/aging?asOf=2026-03-31')
  const field = await screen.findByLabelText('As of')
  await user.clear(field)
  await user.tab()
  expect(window.location.search).toBe('')
  expect(field).toHaveValue(localToday())

  await user.clear(field)
  await user.type(field, '2026-03-31')
  expect(window.location.search).toBe('?asOf=2026-03-31')
  await user.click(screen.getByRole('button', { name: 'Today' }))
  expect(window.location.search).toBe('')
  expect(field).toHaveValue(localToday())
})
