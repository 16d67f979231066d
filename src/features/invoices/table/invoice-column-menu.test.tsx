import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { makeInvoice } from '../../../../test/invoice-fixtures'
import { columnHeaders } from '../../../../test/invoice-table-queries'
import { renderApp } from '../../../../test/render-app'
import { invoiceDb } from '../../../mocks/invoice-db'
import { INVOICE_COLUMNS_STORAGE_KEY } from './invoice-column-visibility'
import { designColumnHeaders } from '../../../../test/design-names'

const defaultHeaders = [...designColumnHeaders]

async function renderTable() {
  invoiceDb.seed([makeInvoice({ id: 'inv_1', invoiceNumber: 'INV-1', emailId: 'msg-abc' })])
  const view = renderApp()
  await screen.findByRole('rowheader', { name: 'INV-1' })
  return view
}

test('the Columns menu shows the optional columns, in table order, and remembers them', async () => {
  const { user, unmount } = await renderTable()
  const menuButton = screen.getByRole('button', { name: 'Columns' })
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await user.click(menuButton)
  expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  const group = await screen.findByRole('group', { name: 'Show columns' })
  expect(within(group).getByRole('checkbox', { name: 'Invoice number' })).toBeDisabled()
  for (const name of ['ID', 'E-mail ID', 'Created', 'Updated']) {
    const box = within(group).getByRole('checkbox', { name })
    expect(box).not.toBeChecked()
    await user.click(box)
  }
  await user.click(within(group).getByRole('checkbox', { name: 'Tags' }))
  const expected = [
    ...defaultHeaders.filter((header) => header !== 'Tags'),
    'ID',
    'E-mail ID',
    'Created',
    'Updated',
  ]
  expect(columnHeaders()).toEqual(expected)
  expect(screen.getByRole('cell', { name: 'msg-abc' })).toBeVisible()

  unmount()
  await renderTable()
  expect(columnHeaders()).toEqual(expected)
})

test('Escape closes the menu and returns to its button; Reset restores the defaults', async () => {
  window.localStorage.setItem(INVOICE_COLUMNS_STORAGE_KEY, '{"vendor":false,"id":true}')
  const { user } = await renderTable()
  expect(columnHeaders()).toEqual([...defaultHeaders.filter((h) => h !== 'Vendor'), 'ID'])
  const menuButton = screen.getByRole('button', { name: 'Columns' })
  await user.click(menuButton)
  await user.click(screen.getByRole('button', { name: 'Reset columns' }))
  expect(columnHeaders()).toEqual(defaultHeaders)
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('group', { name: 'Show columns' })).not.toBeInTheDocument()
  expect(menuButton).toHaveFocus()
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
})

test('tabbing out of the menu closes it, so it covers nothing focus moves to', async () => {
  const { user } = await renderTable()
  const menuButton = screen.getByRole('button', { name: 'Columns' })
  await user.click(menuButton)
  const reset = await screen.findByRole('button', { name: 'Reset columns' })
  reset.focus()
  await user.tab()
  expect(screen.queryByRole('group', { name: 'Show columns' })).not.toBeInTheDocument()
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
})

test('a click outside closes the menu', async () => {
  const { user } = await renderTable()
  await user.click(screen.getByRole('button', { name: 'Columns' }))
  expect(await screen.findByRole('group', { name: 'Show columns' })).toBeVisible()
  await user.click(screen.getByRole('heading', { level: 1, name: 'Invoices' }))
  expect(screen.queryByRole('group', { name: 'Show columns' })).not.toBeInTheDocument()
})

test('a corrupt stored choice falls back to the defaults', async () => {
  window.localStorage.setItem(INVOICE_COLUMNS_STORAGE_KEY, '{"vendor":')
  await renderTable()
  expect(columnHeaders()).toEqual(defaultHeaders)
})

test('storage that refuses reads or writes still lets this tab choose columns', async () => {
  const refuseRead = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  const refuseWrite = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded.', 'QuotaExceededError')
  })
  const { user } = await renderTable()
  expect(columnHeaders()).toEqual(defaultHeaders)
  await user.click(screen.getByRole('button', { name: 'Columns' }))
  await user.click(screen.getByRole('checkbox', { name: 'ID' }))
  expect(columnHeaders()).toEqual([...defaultHeaders, 'ID'])

  // Storage works again: the next choice is saved, and the tab stops relying on memory.
  refuseRead.mockRestore()
  refuseWrite.mockRestore()
  await user.click(screen.getByRole('button', { name: 'Reset columns' }))
  expect(columnHeaders()).toEqual(defaultHeaders)
  expect(window.localStorage.getItem(INVOICE_COLUMNS_STORAGE_KEY)).not.toBeNull()
})
