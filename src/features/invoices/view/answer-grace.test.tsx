/**
 * A view change whose rows are not at hand waits a moment for its answer (answer-grace.ts): a quick
 * answer shows with the change in one step, a slow one after the old rows are shown waiting.
 */
import { act, screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../../test/invoice-fixtures'
import { invoiceTable } from '../../../../test/invoice-table-queries'
import { renderApp } from '../../../../test/render-app'
import { recordApiRequests } from '../../../../test/requests'
import { corsHeaders, errorBody } from '../../../mocks/handlers'
import { invoiceDb } from '../../../mocks/invoice-db'
import { server } from '../../../mocks/node'
import { ANSWER_GRACE_MS } from './answer-grace'

function seedThreeInvoices() {
  invoiceDb.seed([
    makeInvoice({ id: 'a', invoiceNumber: 'FIRST', invoiceDate: '2026-10-03', status: 'paid' }),
    makeInvoice({ id: 'b', invoiceNumber: 'SECOND', invoiceDate: '2026-10-02', status: 'overdue' }),
    makeInvoice({ id: 'c', invoiceNumber: 'THIRD', invoiceDate: '2026-10-01', status: 'pending' }),
  ])
}

/** Answers requests whose query string matches `pattern` after `ms`, then as the mock API would. */
function answerLate(pattern: RegExp, ms: number) {
  server.use(
    http.get('*/api/v1/invoices', async ({ request }) => {
      if (pattern.test(new URL(request.url).search)) await delay(ms)
    }),
  )
}

/** Every value the table's `aria-busy` takes from now on. */
function recordBusy() {
  const values: (string | null)[] = []
  const table = invoiceTable()
  const observer = new MutationObserver(() => values.push(table.getAttribute('aria-busy')))
  observer.observe(table, { attributes: true, attributeFilter: ['aria-busy'] })
  return {
    values,
    stop: () => {
      observer.disconnect()
    },
  }
}

test('an answer within the grace shows with the change: the old rows are never marked waiting', async () => {
  seedThreeInvoices()
  answerLate(/status=overdue/, ANSWER_GRACE_MS / 3)
  const { user } = renderApp('/invoices')
  await screen.findByRole('rowheader', { name: 'FIRST' })
  const busy = recordBusy()

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  // The radio answers the click at once; the rows and the URL follow with the answer.
  expect(screen.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  await waitFor(() => {
    expect(screen.queryByRole('rowheader', { name: 'FIRST' })).not.toBeInTheDocument()
  })
  expect(screen.getByRole('rowheader', { name: 'SECOND' })).toBeVisible()
  expect(window.location.search).toBe('?status=overdue')
  busy.stop()
  expect(busy.values).not.toContain('true')
})

test('an answer slower than the grace: the change shows with the old rows waiting, then the rows', async () => {
  seedThreeInvoices()
  answerLate(/status=overdue/, ANSWER_GRACE_MS * 4)
  const { user } = renderApp('/invoices')
  await screen.findByRole('rowheader', { name: 'FIRST' })

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  await waitFor(() => {
    expect(invoiceTable()).toHaveAttribute('aria-busy', 'true')
  })
  expect(window.location.search).toBe('?status=overdue')
  expect(screen.getByRole('rowheader', { name: 'FIRST' })).toBeVisible()

  await waitFor(
    () => {
      expect(screen.queryByRole('rowheader', { name: 'FIRST' })).not.toBeInTheDocument()
    },
    { timeout: 3_000 },
  )
  expect(screen.getByRole('rowheader', { name: 'SECOND' })).toBeVisible()
  expect(invoiceTable()).toHaveAttribute('aria-busy', 'false')
})

test('a second change while the first waits builds on it: none is lost or reordered', async () => {
  seedThreeInvoices()
  // Both held when clicked; the first answer comes last, and must not make its view the last.
  answerLate(/status=overdue/, ANSWER_GRACE_MS * 0.8)
  answerLate(/limit=10/, ANSWER_GRACE_MS / 5)
  const { user } = renderApp('/invoices')
  await screen.findByRole('rowheader', { name: 'FIRST' })

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10')
  await waitFor(() => {
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['SECOND'])
  })
  await act(() => delay(ANSWER_GRACE_MS))
  expect(new URLSearchParams(window.location.search).get('status')).toBe('overdue')
  expect(new URLSearchParams(window.location.search).get('limit')).toBe('10')

  act(() => {
    window.history.back()
  })
  await waitFor(() => {
    expect(new URLSearchParams(window.location.search).get('limit')).toBeNull()
  })
  expect(new URLSearchParams(window.location.search).get('status')).toBe('overdue')
})

test('"Next page" while a filter change waits steps from the filtered view, not the old one', async () => {
  invoiceDb.seed(
    Array.from({ length: 6 }, (_, index) =>
      makeInvoice({
        id: `i${index}`,
        invoiceNumber: `ROW-${index}`,
        invoiceDate: `2026-10-0${9 - index}`,
        status: index % 2 === 0 ? 'overdue' : 'paid',
      }),
    ),
  )
  answerLate(/status=overdue/, ANSWER_GRACE_MS / 2)
  const { user } = renderApp('/invoices?limit=1&offset=3')
  await screen.findByRole('rowheader', { name: 'ROW-3' })

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  await user.click(screen.getByRole('button', { name: 'Next page' }))
  // Overdue's second page (ROW-2), not its fifth (offset 3 + 1 of the view on screen).
  expect(await screen.findByRole('rowheader', { name: 'ROW-2' })).toBeVisible()
  expect(window.location.search).toBe('?status=overdue&limit=1&offset=1')
})

test('a link followed while a change waits drops the change: its answer does not pull the page back', async () => {
  seedThreeInvoices()
  answerLate(/status=overdue/, ANSWER_GRACE_MS / 2)
  const { user } = renderApp('/invoices?status=pending')
  await screen.findByRole('rowheader', { name: 'THIRD' })

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  await user.click(screen.getByRole('link', { name: 'Invoices' }))
  expect(await screen.findByRole('rowheader', { name: 'FIRST' })).toBeVisible()
  await act(() => delay(ANSWER_GRACE_MS * 2))
  expect(window.location.search).toBe('')
  expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
})

test('a change made after following a link builds on where the link led, not on the dropped change', async () => {
  seedThreeInvoices()
  answerLate(/limit=10/, ANSWER_GRACE_MS * 0.8)
  const { user } = renderApp('/invoices?status=pending')
  await screen.findByRole('rowheader', { name: 'THIRD' })

  await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10')
  await user.click(screen.getByRole('link', { name: 'Invoices' }))
  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  await waitFor(() => {
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['SECOND'])
  })
  await act(() => delay(ANSWER_GRACE_MS))
  expect(window.location.search).toBe('?status=overdue')
})

test('a view whose answer is a 401 asks once: the change that shows the error does not ask again', async () => {
  seedThreeInvoices()
  const recorder = recordApiRequests()
  server.use(
    http.get('*/api/v1/invoices', ({ request }) =>
      new URL(request.url).searchParams.get('status') === 'overdue'
        ? HttpResponse.json(errorBody('unauthorized', 'Missing or unknown API key.'), {
            status: 401,
            headers: corsHeaders,
          })
        : undefined,
    ),
  )
  const { user } = renderApp('/invoices')
  await screen.findByRole('rowheader', { name: 'FIRST' })

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('The API key was rejected')
  await act(() => delay(ANSWER_GRACE_MS))
  expect(recorder.requests.filter((url) => url.search === '?status=overdue')).toHaveLength(1)
  recorder.stop()
})

test('two clicks on "Next page" before the first page shows go two pages on, as they would after', async () => {
  seedThreeInvoices()
  answerLate(/offset=[12]/, ANSWER_GRACE_MS / 2)
  const { user } = renderApp('/invoices?limit=1')
  await screen.findByRole('rowheader', { name: 'FIRST' })

  const next = screen.getByRole('button', { name: 'Next page' })
  await user.click(next)
  await user.click(next)
  expect(await screen.findByRole('rowheader', { name: 'THIRD' })).toBeVisible()
  expect(new URLSearchParams(window.location.search).get('offset')).toBe('2')

  act(() => {
    window.history.back()
  })
  expect(await screen.findByRole('rowheader', { name: 'SECOND' })).toBeVisible()
})

test('Back while a change waits drops the change: its answer does not pull the page forward', async () => {
  seedThreeInvoices()
  answerLate(/status=overdue/, ANSWER_GRACE_MS / 2)
  const { user } = renderApp('/invoices')
  await screen.findByRole('rowheader', { name: 'FIRST' })
  await user.click(screen.getByRole('radio', { name: 'Pending' }))
  await screen.findByRole('rowheader', { name: 'THIRD' })

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  act(() => {
    window.history.back()
  })
  expect(await screen.findByRole('rowheader', { name: 'FIRST' })).toBeVisible()
  await act(() => delay(ANSWER_GRACE_MS * 2))
  expect(window.location.search).toBe('')
  expect(screen.getByRole('rowheader', { name: 'FIRST' })).toBeVisible()
  expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
})
