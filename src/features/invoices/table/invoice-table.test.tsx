import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../../../test/invoice-fixtures'
import {
  columnHeaders,
  invoiceCell,
  invoiceRow,
  invoiceTable,
  localIsoDate,
} from '../../../../test/invoice-table-queries'
import { renderApp } from '../../../../test/render-app'
import { invoiceDb } from '../../../mocks/invoice-db'
import { server } from '../../../mocks/node'
import { scenarioHandlers } from '../../../mocks/scenarios'
import { INVOICE_COLUMNS_STORAGE_KEY } from './invoice-column-visibility'
import { designColumnHeaders } from '../../../../test/design-names'
import { holdInvoiceRequests } from '../../../../test/held-requests'

// Intl separates a code from its number with a no-break space; compare with plain spaces.
const text = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ').trim()

test('each column shows its field the way finance staff read it', async () => {
  invoiceDb.seed([
    makeInvoice({
      id: 'a',
      invoiceNumber: 'INV-2026-0001',
      vendor: 'Société Générale',
      amount: 1250.5,
      currency: 'EUR',
      invoiceDate: '2026-10-01',
      dueDate: '2026-10-31',
      status: 'paid',
      tags: ['software', 'recurring'],
      attachmentUrl: 'https://files.example.com/a.pdf',
    }),
  ])
  renderApp()
  await screen.findByRole('rowheader', { name: 'INV-2026-0001' })
  expect(columnHeaders()).toEqual([...designColumnHeaders])
  const cell = (column: string) => invoiceCell('INV-2026-0001', column)
  expect(
    within(cell('Invoice number')).getByRole('button', { name: 'INV-2026-0001' }),
  ).toBeVisible()
  expect(text(cell('Vendor'))).toBe('Société Générale')
  expect(text(cell('Amount'))).toBe('€1,250.50')
  expect(text(cell('Invoice date'))).toBe('Oct 1, 2026')
  expect(text(cell('Due date'))).toBe('Oct 31, 2026')
  expect(within(cell('Status')).getByText('Paid')).toBeVisible()
  expect(
    within(within(cell('Tags')).getByRole('list', { name: 'Tags (2)' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['software', 'recurring'])
  const link = within(cell('Attachment')).getByRole('link', {
    name: 'Attachment for INV-2026-0001',
  })
  expect(link).toHaveAttribute('href', 'https://files.example.com/a.pdf')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})

test('amounts keep their own currency: JPY without decimals, credit notes negative, XYZ by code', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', invoiceNumber: 'JP-1', amount: 125000, currency: 'JPY' }),
    makeInvoice({ id: 'b', invoiceNumber: 'CN-1', amount: -420.1, currency: 'USD' }),
    makeInvoice({ id: 'c', invoiceNumber: 'XY-1', amount: 99, currency: 'XYZ' }),
    makeInvoice({ id: 'd', invoiceNumber: 'GB-1', amount: 0.5, currency: 'GBP' }),
  ])
  renderApp()
  await screen.findByRole('rowheader', { name: 'JP-1' })
  expect(text(invoiceCell('JP-1', 'Amount'))).toBe('¥125,000')
  expect(text(invoiceCell('CN-1', 'Amount'))).toBe('-$420.10')
  expect(text(invoiceCell('XY-1', 'Amount'))).toBe('XYZ 99.00')
  expect(text(invoiceCell('GB-1', 'Amount'))).toBe('£0.50')
})

test('an overdue invoice says how many days; other statuses do not', async () => {
  invoiceDb.seed([
    makeInvoice({
      id: 'a',
      invoiceNumber: 'LATE-1',
      status: 'overdue',
      dueDate: localIsoDate(-12),
    }),
    makeInvoice({ id: 'b', invoiceNumber: 'LATE-2', status: 'overdue', dueDate: localIsoDate(-1) }),
    makeInvoice({ id: 'c', invoiceNumber: 'PAID-1', status: 'paid', dueDate: localIsoDate(-12) }),
  ])
  renderApp()
  await screen.findByRole('rowheader', { name: 'LATE-1' })
  expect(invoiceCell('LATE-1', 'Due date')).toHaveTextContent(/ 12 days overdue$/)
  expect(invoiceCell('LATE-2', 'Due date')).toHaveTextContent(/ 1 day overdue$/)
  expect(invoiceCell('PAID-1', 'Due date')).not.toHaveTextContent('overdue')
  expect(within(invoiceCell('LATE-1', 'Status')).getByText('Overdue')).toBeVisible()
})

test('a long tag list ends in "+N more", which reveals the rest', async () => {
  invoiceDb.seed([
    makeInvoice({
      id: 'a',
      invoiceNumber: 'TAGS-1',
      tags: Array.from({ length: 50 }, (_, index) => `tag-${index}`),
    }),
  ])
  const { user } = renderApp()
  await screen.findByRole('rowheader', { name: 'TAGS-1' })
  const cell = invoiceCell('TAGS-1', 'Tags')
  expect(within(cell).getAllByRole('listitem')).toHaveLength(2)
  await user.click(within(cell).getByRole('button', { name: '+48 more' }))
  expect(within(cell).getAllByRole('listitem')).toHaveLength(50)
  expect(within(cell).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})

test('"+N more" opened on one page is closed for the invoice in that row on the next', async () => {
  const manyTags = Array.from({ length: 6 }, (_, index) => `tag-${index}`)
  invoiceDb.seed(
    Array.from({ length: 11 }, (_, index) =>
      makeInvoice({
        id: `i${index}`,
        invoiceNumber: `ROW-${index}`,
        // Newest first: ROW-0 tops the first page, ROW-10 the second.
        invoiceDate: `2026-01-${String(28 - index).padStart(2, '0')}`,
        tags: manyTags,
      }),
    ),
  )
  const { user } = renderApp('/invoices?limit=10')
  await screen.findByRole('rowheader', { name: 'ROW-0' })
  await user.click(within(invoiceCell('ROW-0', 'Tags')).getByRole('button', { name: '+4 more' }))
  expect(within(invoiceCell('ROW-0', 'Tags')).getAllByRole('listitem')).toHaveLength(6)

  await user.click(screen.getByRole('button', { name: 'Next page' }))
  await screen.findByRole('rowheader', { name: 'ROW-10' })
  const toggle = within(invoiceCell('ROW-10', 'Tags')).getByRole('button', { name: '+4 more' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(within(invoiceCell('ROW-10', 'Tags')).getAllByRole('listitem')).toHaveLength(2)
})

test('the skeleton shows on first load, then the rows, in the same table', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a', invoiceNumber: 'INV-1' })])
  renderApp()
  const table = invoiceTable()
  expect(table).toHaveAttribute('aria-busy', 'true')
  expect(screen.getByText('Loading invoices…')).toHaveAttribute('role', 'status')
  expect(columnHeaders()).toHaveLength(8)
  expect(await screen.findByRole('rowheader', { name: 'INV-1' })).toBeVisible()
  expect(table).toBeInTheDocument()
  expect(table).toHaveAttribute('aria-busy', 'false')
  expect(screen.queryByText('Loading invoices…')).not.toBeInTheDocument()
})

test('while the next page loads, the previous rows stay, marked busy', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', invoiceNumber: 'FIRST', invoiceDate: '2026-10-02' }),
    makeInvoice({ id: 'b', invoiceNumber: 'SECOND', invoiceDate: '2026-10-01' }),
  ])
  // Holds the second page (requested by the prefetch or by the click).
  const release = holdInvoiceRequests((url) => url.searchParams.get('offset') === '1')
  const { user } = renderApp('/invoices?limit=1')
  await screen.findByRole('rowheader', { name: 'FIRST' })
  await user.click(screen.getByRole('button', { name: 'Next page' }))
  await waitFor(() => {
    expect(invoiceTable()).toHaveAttribute('aria-busy', 'true')
  })
  expect(invoiceRow('FIRST')).toBeVisible()

  release()
  expect(await screen.findByRole('rowheader', { name: 'SECOND' })).toBeVisible()
  expect(invoiceTable()).toHaveAttribute('aria-busy', 'false')
  expect(screen.queryByRole('rowheader', { name: 'FIRST' })).not.toBeInTheDocument()
})

test('an empty result says so and has no totals', async () => {
  server.use(...scenarioHandlers('empty'))
  renderApp()
  expect(await screen.findByText('No invoices match these filters')).toBeVisible()
  expect(within(invoiceTable()).getAllByRole('row')).toHaveLength(1)
  expect(screen.queryByText(/^This page:/)).not.toBeInTheDocument()
  // The rows' place says so too, for the eye: not a row, and not said twice to a screen reader.
  expect(screen.getByText('No invoices to show')).toHaveAttribute('aria-hidden', 'true')
})

test('under the table, this page is summed per currency, never across currencies', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', amount: 12000, currency: 'USD', invoiceDate: '2026-10-05' }),
    makeInvoice({ id: 'b', amount: 2100, currency: 'EUR', invoiceDate: '2026-10-04' }),
    makeInvoice({ id: 'c', amount: 340, currency: 'USD', invoiceDate: '2026-10-03' }),
  ])
  renderApp()
  expect(await screen.findByText(/^This page:/)).toHaveTextContent(
    /^This page: \$12,340\.00 · €2,100\.00$/,
  )
})

test('field text is text: markup in any field is shown, never run', async () => {
  const markup = '<img src=x onerror=alert(1)>'
  invoiceDb.seed([
    makeInvoice({
      id: 'a',
      invoiceNumber: '<b>INV</b>',
      vendor: markup,
      tags: [markup],
      status: '<script>alert(1)</script>' as 'paid',
    }),
  ])
  renderApp()
  await screen.findByRole('rowheader', { name: '<b>INV</b>' })
  expect(invoiceCell('<b>INV</b>', 'Vendor')).toHaveTextContent(markup)
  expect(invoiceCell('<b>INV</b>', 'Tags')).toHaveTextContent(markup)
  expect(invoiceCell('<b>INV</b>', 'Status')).toHaveTextContent('<script>alert(1)</script>')
  expect(screen.queryByRole('img')).not.toBeInTheDocument()
  expect(screen.queryByRole('strong')).not.toBeInTheDocument()
})

test('a page of hostile rows renders, and a bad field marks its own cell only', async () => {
  // Every optional column on, so their cells are checked too.
  window.localStorage.setItem(
    INVOICE_COLUMNS_STORAGE_KEY,
    JSON.stringify({ id: true, emailId: true, createdAt: true, updatedAt: true }),
  )
  const allNull = Object.fromEntries(
    [
      'vendor',
      'amount',
      'currency',
      'invoiceNumber',
      'invoiceDate',
      'dueDate',
      'status',
      'tags',
      'emailId',
      'attachmentUrl',
      'createdAt',
      'updatedAt',
    ].map((field) => [field, null]),
  )
  const longVendor = `Vendor ${'x'.repeat(4993)}`
  invoiceDb.seed([
    { id: 'h-all-missing', ...allNull },
    { id: 'h-bare' },
    {
      id: 'h-wrong-types',
      vendor: 12,
      amount: 'NaN',
      tags: 'urgent',
      status: 3,
      dueDate: 20260101,
    },
    makeInvoice({ id: 'h-status', invoiceNumber: 'H-STATUS', status: 'on hold' as 'paid' }),
    makeInvoice({ id: 'h-js', invoiceNumber: 'H-JS', attachmentUrl: 'javascript:alert(1)' }),
    makeInvoice({
      id: 'h-data',
      invoiceNumber: 'H-DATA',
      attachmentUrl: 'data:text/html,<b>x</b>',
    }),
    makeInvoice({ id: 'h-relative', invoiceNumber: 'H-REL', attachmentUrl: '/files/a.pdf' }),
    makeInvoice({ id: 'h-broken-url', invoiceNumber: 'H-BROKEN', attachmentUrl: 'https://' }),
    makeInvoice({
      id: 'h-padded',
      invoiceNumber: 'H-PADDED',
      attachmentUrl: '  https://files.example.com/padded.pdf\n',
    }),
    makeInvoice({ id: 'h-us', invoiceNumber: 'H-US', currency: 'US', amount: 10 }),
    makeInvoice({ id: 'h-empty-cur', invoiceNumber: 'H-NOCUR', currency: '', amount: 20 }),
    { ...makeInvoice({ id: 'h-missing-cur', invoiceNumber: 'H-NULLCUR' }), currency: null },
    makeInvoice({ id: 'h-date', invoiceNumber: 'H-DATE', invoiceDate: '2024-13-45' }),
    makeInvoice({ id: 'h-due', invoiceNumber: 'H-DUE', dueDate: 'soon', status: 'overdue' }),
    makeInvoice({ id: 'h-created', invoiceNumber: 'H-CREATED', createdAt: 'yesterday' }),
    makeInvoice({ id: 'h-vendor', invoiceNumber: 'H-VENDOR', vendor: longVendor }),
    makeInvoice({
      id: 'h-tags',
      invoiceNumber: 'H-TAGS',
      tags: Array.from({ length: 50 }, (_, index) => `tag-${index}`),
    }),
    makeInvoice({ id: 'h-fine', invoiceNumber: 'H-FINE', vendor: 'Fine Co' }),
  ])
  renderApp()
  await screen.findByRole('rowheader', { name: 'H-FINE' })
  const table = invoiceTable()
  expect(within(table).getAllByRole('row')).toHaveLength(19)

  // Nothing reads like a leaked JavaScript value.
  for (const cell of [
    ...within(table).getAllByRole('cell'),
    ...within(table).getAllByRole('rowheader'),
  ]) {
    expect(cell.textContent).not.toMatch(/null|undefined|NaN|Invalid Date|\[object/)
  }

  // Missing and mistyped fields are dashes; the invoice is still reachable by its id.
  for (const id of ['h-all-missing', 'h-bare', 'h-wrong-types']) {
    const reference = `No number (ID ${id})`
    for (const column of ['Vendor', 'Amount', 'Invoice date', 'Due date', 'Status', 'Tags']) {
      expect(text(invoiceCell(reference, column))).toBe('—')
    }
    expect(text(invoiceCell(reference, 'Attachment'))).toBe('—')
    expect(text(invoiceCell(reference, 'ID'))).toBe(id)
  }

  expect(within(invoiceCell('H-STATUS', 'Status')).getByText('on hold')).toBeVisible()

  // Only absolute http(s) URLs are links, the padded one trimmed.
  for (const link of within(table).getAllByRole('link')) {
    expect(link.getAttribute('href')).toMatch(/^https:\/\/files\.example\.com\//)
  }
  for (const reference of ['H-JS', 'H-DATA', 'H-REL', 'H-BROKEN']) {
    expect(text(invoiceCell(reference, 'Attachment'))).toBe('—')
  }
  expect(within(table).getByRole('link', { name: 'Attachment for H-PADDED' })).toHaveAttribute(
    'href',
    'https://files.example.com/padded.pdf',
  )

  // A bad field is marked in its own cell, and nowhere else in its row.
  const marked = [
    ['H-US', 'Amount', '10.00 ⚠(unrecognised currency)US'],
    ['H-NOCUR', 'Amount', '20.00 ⚠(no currency)'],
    ['H-NULLCUR', 'Amount', '1,250.50 ⚠(no currency)'],
    ['H-DATE', 'Invoice date', '⚠(not a valid date)2024-13-45'],
    ['H-DUE', 'Due date', '⚠(not a valid date)soon'],
    ['H-CREATED', 'Created', '⚠(not a valid timestamp)yesterday'],
  ] as const
  for (const [reference, column, expected] of marked) {
    expect(text(invoiceCell(reference, column))).toBe(expected)
    const others = [...invoiceRow(reference).children].filter(
      (cell) => cell !== invoiceCell(reference, column),
    )
    for (const cell of others) expect(cell).not.toHaveTextContent('⚠')
  }
  expect(invoiceRow('H-FINE')).not.toHaveTextContent('⚠')

  // Long content is all there (clamped by CSS, in full in a tooltip and the dialog).
  expect(invoiceCell('H-VENDOR', 'Vendor')).toHaveTextContent(longVendor)
  expect(
    within(invoiceCell('H-TAGS', 'Tags')).getByRole('button', { name: '+48 more' }),
  ).toBeVisible()
})
