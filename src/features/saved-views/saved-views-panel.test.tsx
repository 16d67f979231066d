import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { SavedViewsPanel } from './saved-views-panel'
import { SAVED_VIEWS_STORAGE_KEY } from './saved-views-store'

function Address() {
  const { pathname, search } = useLocation()
  return <output aria-label="Address">{pathname + search}</output>
}

function renderPanel(at = '/invoices?status=overdue&offset=100&sort=-amount') {
  const onApplyColumns = vi.fn()
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="/invoices"
          element={
            <>
              <SavedViewsPanel
                path="/invoices"
                columns={['invoiceNumber', 'amount']}
                onApplyColumns={onApplyColumns}
              />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return { user, onApplyColumns }
}

async function saveAs(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Save view' }))
  const dialog = screen.getByRole('dialog', { name: 'Save view' })
  await user.clear(within(dialog).getByLabelText('View name'))
  await user.type(within(dialog).getByLabelText('View name'), name)
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
}

test('a saved view is a link to its filters and sort (not its page), remembered on the device', async () => {
  const { user } = renderPanel()
  await saveAs(user, 'Overdue, largest first')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  const link = within(screen.getByRole('list', { name: 'Saved views' })).getByRole('link', {
    name: 'Overdue, largest first',
  })
  expect(link).toHaveAttribute('href', '/invoices?status=overdue&sort=-amount')
  expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus()
  // Focus is back where it was, so what happened is said.
  expect(screen.getByText('View “Overdue, largest first” saved.')).toHaveAttribute('role', 'status')
  expect(JSON.parse(window.localStorage.getItem(SAVED_VIEWS_STORAGE_KEY) ?? '')).toEqual({
    version: 1,
    views: [
      {
        name: 'Overdue, largest first',
        search: 'status=overdue&sort=-amount',
        columns: ['invoiceNumber', 'amount'],
      },
    ],
  })
})

test('the dialog opens in "View name": a name typed then Enter is saved', async () => {
  const { user } = renderPanel()
  await user.click(screen.getByRole('button', { name: 'Save view' }))
  expect(
    within(screen.getByRole('dialog', { name: 'Save view' })).getByLabelText('View name'),
  ).toHaveFocus()
  await user.keyboard('Mine{Enter}')
  expect(screen.getByRole('link', { name: 'Mine' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus()
})

test('opening a view goes to its URL and brings back its columns', async () => {
  window.localStorage.setItem(
    SAVED_VIEWS_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      views: [{ name: 'Paid', search: 'status=paid', columns: ['vendor'] }],
    }),
  )
  const { user, onApplyColumns } = renderPanel('/invoices')
  const paid = screen.getByRole('link', { name: 'Paid' })
  expect(paid).not.toHaveAttribute('aria-current')
  await user.click(paid)
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/invoices?status=paid')
  expect(onApplyColumns).toHaveBeenCalledWith(['vendor'])
  // The view open now is marked as such, for screen readers too.
  expect(paid).toHaveAttribute('aria-current', 'page')
})

test('a name already taken asks before replacing', async () => {
  const { user } = renderPanel()
  await saveAs(user, 'Mine')
  await saveAs(user, 'mine')
  const dialog = screen.getByRole('dialog', { name: 'Save view' })
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'A view with this name already exists.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Replace it' }))
  expect(
    within(screen.getByRole('list', { name: 'Saved views' })).getAllByRole('link'),
  ).toHaveLength(1)
  expect(screen.getByText('View “mine” updated.')).toHaveAttribute('role', 'status')
  expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus()
})

test('rename and delete', async () => {
  const { user } = renderPanel()
  await saveAs(user, 'Old name')
  await user.click(screen.getByRole('button', { name: 'Rename view Old name' }))
  const dialog = screen.getByRole('dialog', { name: 'Rename view' })
  await user.clear(within(dialog).getByLabelText('View name'))
  await user.type(within(dialog).getByLabelText('View name'), 'New name{Enter}')
  // The renamed view's row is a new one: focus goes to its Rename button, not to the page.
  expect(screen.getByRole('button', { name: 'Rename view New name' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Delete view New name' }))
  expect(screen.queryByRole('list', { name: 'Saved views' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus()
})

test('a deleted view is announced and can be put back where it was, on the device too', async () => {
  const { user } = renderPanel()
  await saveAs(user, 'First')
  await saveAs(user, 'Second')
  await user.click(screen.getByRole('button', { name: 'Delete view First' }))
  const message = screen.getByText(/^View “First” deleted\./)
  expect(message).toHaveAttribute('role', 'status')
  expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus()

  await user.click(screen.getByRole('button', { name: 'Undo' }))
  const list = screen.getByRole('list', { name: 'Saved views' })
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['First', 'Second'])
  // The Undo button is gone with its message: focus goes to the view that came back.
  expect(screen.getByRole('button', { name: 'Rename view First' })).toHaveFocus()
  expect(message).not.toHaveTextContent('deleted')
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  expect(screen.getByText('View “First” restored.')).toHaveAttribute('role', 'status')
  const stored = JSON.parse(window.localStorage.getItem(SAVED_VIEWS_STORAGE_KEY) ?? '') as {
    views: { name: string }[]
  }
  expect(stored.views.map((view) => view.name)).toEqual(['First', 'Second'])
})

test('corrupt storage is dropped with a notice and the panel still works', async () => {
  window.localStorage.setItem(SAVED_VIEWS_STORAGE_KEY, '{"version":1,"views":"oops"}')
  const { user } = renderPanel()
  expect(screen.getByText('Your saved views could not be read and were cleared.')).toHaveAttribute(
    'role',
    'status',
  )
  await saveAs(user, 'Fresh start')
  expect(screen.getByRole('link', { name: 'Fresh start' })).toBeInTheDocument()
})
