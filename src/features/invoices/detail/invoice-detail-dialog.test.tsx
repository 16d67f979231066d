import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { makeInvoice } from '../../../../test/invoice-fixtures'
import { renderApp } from '../../../../test/render-app'
import { invoiceDb } from '../../../mocks/invoice-db'

const labels = [
  'Invoice number',
  'Vendor',
  'Amount',
  'Currency',
  'Invoice date',
  'Due date',
  'Status',
  'Tags',
  'E-mail ID',
  'Attachment',
  'Created',
  'Updated',
  'ID',
]

/** Each label with the text of its value, as a screen reader pairs them in the description list. */
function fields(dialog: HTMLElement) {
  const terms = within(dialog).getAllByRole('term')
  const definitions = within(dialog).getAllByRole('definition')
  return Object.fromEntries(
    terms.map((term, index) => [
      term.textContent,
      definitions[index]?.textContent.replace(/\s+/g, ' ').trim(),
    ]),
  )
}

async function openDialogFor(reference: string, buttonName = reference) {
  const { user } = renderApp()
  const opener = await screen.findByRole('button', { name: buttonName })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: `Invoice ${reference}` })
  return { user, opener, dialog }
}

test('the invoice number opens a dialog listing every field with its label', async () => {
  invoiceDb.seed([
    makeInvoice({
      id: 'inv_00042',
      invoiceNumber: 'INV-2026-0042',
      vendor: 'Müller GmbH',
      amount: 2100,
      currency: 'EUR',
      invoiceDate: '2026-10-01',
      dueDate: '2026-10-31',
      status: 'paid',
      tags: ['a', 'b', 'c', 'd', 'e'],
      emailId: 'msg-42',
      attachmentUrl: 'https://files.example.com/42.pdf',
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: 'garbled',
    }),
  ])
  const { dialog } = await openDialogFor('INV-2026-0042')
  expect(
    within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(labels)
  const values = fields(dialog)
  expect(values).toMatchObject({
    'Invoice number': 'INV-2026-0042Copy invoice number',
    Vendor: 'Müller GmbH',
    Amount: '€2,100.00',
    Currency: 'EUR',
    'Invoice date': 'Oct 1, 2026',
    'Due date': 'Oct 31, 2026',
    Status: 'Paid',
    'E-mail ID': 'msg-42',
    Attachment: 'Attachment for INV-2026-0042 ↗ files.example.comhttps://files.example.com/42.pdf',
    Updated: '⚠(not a valid timestamp)garbled',
    ID: 'inv_00042Copy ID',
  })
  // The dialog has room for every tag.
  const tags = within(dialog).getByRole('list', { name: 'Tags (5)' })
  expect(
    within(tags)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['a', 'b', 'c', 'd', 'e'])
  expect(values.Created).toMatch(/^Oct 1, 2026, \d{1,2}:00\s?[AP]M$/)
  expect(
    within(dialog).getByRole('link', { name: 'Attachment for INV-2026-0042' }),
  ).toHaveAttribute('rel', 'noopener noreferrer')
})

test('Escape closes the dialog and gives focus back to the invoice number', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a', invoiceNumber: 'INV-1' })])
  const { user } = renderApp()
  const opener = await screen.findByRole('button', { name: 'INV-1' })
  opener.focus()
  await user.keyboard('{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-1' })
  expect(dialog).toContainElement(
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(opener).toHaveFocus()
})

test('the Close button closes it too and gives focus back', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', invoiceNumber: 'INV-1' }),
    makeInvoice({ id: 'b', invoiceNumber: 'INV-2' }),
  ])
  const { user, dialog } = await openDialogFor('INV-2')
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'INV-2' })).toHaveFocus()
})

test('the invoice number and id copy to the clipboard, and say so', async () => {
  invoiceDb.seed([makeInvoice({ id: 'inv_7', invoiceNumber: 'INV-7' })])
  const { user, dialog } = await openDialogFor('INV-7')
  const status = within(dialog).getByRole('status')
  expect(status).toBeEmptyDOMElement()

  await user.click(within(dialog).getByRole('button', { name: 'Copy invoice number' }))
  expect(status).toHaveTextContent('Invoice number copied')
  expect(await navigator.clipboard.readText()).toBe('INV-7')

  await user.click(within(dialog).getByRole('button', { name: 'Copy ID' }))
  expect(status).toHaveTextContent('ID copied')
  expect(await navigator.clipboard.readText()).toBe('inv_7')
})

test('a refused copy says what to do instead', async () => {
  invoiceDb.seed([makeInvoice({ id: 'inv_7', invoiceNumber: 'INV-7' })])
  const { user, dialog } = await openDialogFor('INV-7')
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('Write permission denied.', 'NotAllowedError'),
  )
  await user.click(within(dialog).getByRole('button', { name: 'Copy ID' }))
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Could not copy the id: select it and copy it by hand',
  )
})

test('a browser without a clipboard API gets the same advice', async () => {
  invoiceDb.seed([makeInvoice({ id: 'inv_7', invoiceNumber: 'INV-7' })])
  const { user, dialog } = await openDialogFor('INV-7')
  // Outside a secure context (plain http on a LAN address) browsers have no navigator.clipboard.
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard)
  await user.click(within(dialog).getByRole('button', { name: 'Copy invoice number' }))
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Could not copy the invoice number: select it and copy it by hand',
  )
})

test('an invoice with every field missing still opens, with dashes and its id', async () => {
  invoiceDb.seed([{ id: 'bare_1' }])
  const { dialog } = await openDialogFor('ID bare_1', 'No number (ID bare_1)')
  const values = fields(dialog)
  for (const label of labels.filter((label) => label !== 'ID')) expect(values[label]).toBe('—')
  expect(values.ID).toBe('bare_1Copy ID')
  expect(
    within(dialog).queryByRole('button', { name: 'Copy invoice number' }),
  ).not.toBeInTheDocument()
})

test('an unsafe attachment URL is shown as marked text, never as a link', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', invoiceNumber: 'INV-X', attachmentUrl: 'javascript:alert(1)' }),
  ])
  const { dialog } = await openDialogFor('INV-X')
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument()
  expect(fields(dialog).Attachment).toBe(
    '⚠(not a plain web link, so not opened)javascript:alert(1)',
  )
})

test('the dialog shows what was received: hidden characters marked, a deceptive URL as text', async () => {
  invoiceDb.seed([
    makeInvoice({
      id: 'id\u200B7',
      invoiceNumber: 'INV\u202E1234',
      vendor: 'Ac\u200Dme',
      attachmentUrl: 'https://bank.com@evil.com/x.pdf',
    }),
  ])
  const { dialog } = await openDialogFor('INV⟨U+202E⟩1234')
  const values = fields(dialog)
  expect(values).toMatchObject({
    'Invoice number': 'INV⟨U+202E⟩1234Copy invoice number',
    Vendor: 'Ac⟨U+200D⟩me',
    ID: 'id⟨U+200B⟩7Copy ID',
    Attachment: '⚠(not a plain web link, so not opened)https://bank.com@evil.com/x.pdf',
  })
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument()
})
