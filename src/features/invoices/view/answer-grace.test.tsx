/**
 * A view change whose rows are not at hand waits a moment for its answer (answer-grace.ts): a quick
 * answer shows with the change in one step, a slow one after the old rows are shown waiting.
 */
import { act, screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../../test/invoice-fixtures'
import { invoiceTable } from '../../../../test/invoice-table-queries'
import { renderApp } from '../../../../test/render-app'
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

test('a second change while the first waits shows the first, then itself: none is lost or reordered', async () => {
  seedThreeInvoices()
  // Both held when clicked; the first answer comes last, and must not make its view the last.
  answerLate(/status=overdue/, ANSWER_GRACE_MS * 0.8)
  answerLate(/status=pending/, ANSWER_GRACE_MS / 5)
  const { user } = renderApp('/invoices')
  await screen.findByRole('rowheader', { name: 'FIRST' })

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))
  await user.click(screen.getByRole('radio', { name: 'Pending' }))
  await waitFor(() => {
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['THIRD'])
  })
  await act(() => delay(ANSWER_GRACE_MS))
  expect(window.location.search).toBe('?status=pending')
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['THIRD'])

  act(() => {
    window.history.back()
  })
  expect(await screen.findByRole('rowheader', { name: 'SECOND' })).toBeVisible()
  expect(screen.getByRole('radio', { name: 'Overdue' })).toBeChecked()
})

test('two clicks on "Next page" before the first page shows go one page on, in one history entry', async () => {
  seedThreeInvoices()
  answerLate(/offset=1/, ANSWER_GRACE_MS / 2)
  const { user } = renderApp('/invoices?limit=1')
  await screen.findByRole('rowheader', { name: 'FIRST' })

  const next = screen.getByRole('button', { name: 'Next page' })
  await user.click(next)
  await user.click(next)
  expect(await screen.findByRole('rowheader', { name: 'SECOND' })).toBeVisible()
  await act(() => delay(ANSWER_GRACE_MS * 2))
  expect(screen.getByRole('rowheader', { name: 'SECOND' })).toBeVisible()

  act(() => {
    window.history.back()
  })
  expect(await screen.findByRole('rowheader', { name: 'FIRST' })).toBeVisible()
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
