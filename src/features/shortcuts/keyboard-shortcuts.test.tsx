import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { KeyboardShortcuts, type ShortcutActions } from './keyboard-shortcuts'

function setup() {
  const actions: ShortcutActions = {
    focusSearch: vi.fn(),
    nextPage: vi.fn(),
    previousPage: vi.fn(),
    nextRow: vi.fn(),
    previousRow: vi.fn(),
  }
  const user = userEvent.setup()
  render(
    <>
      <label>
        Search invoices <input type="search" />
      </label>
      <button type="button">INV-5</button>
      <KeyboardShortcuts actions={actions} />
    </>,
  )
  return { actions, user }
}

test('each key runs its action', async () => {
  const { actions, user } = setup()
  await user.keyboard('/npjk')
  expect(actions.focusSearch).toHaveBeenCalledTimes(1)
  expect(actions.nextPage).toHaveBeenCalledTimes(1)
  expect(actions.previousPage).toHaveBeenCalledTimes(1)
  expect(actions.nextRow).toHaveBeenCalledTimes(1)
  expect(actions.previousRow).toHaveBeenCalledTimes(1)
})

test('the button opens the list, the keys do nothing else while it is open, and focus goes back to the button', async () => {
  const { actions, user } = setup()
  await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }))
  const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
  expect(within(dialog).getByText('Next page')).toBeVisible()
  await user.keyboard('n')
  expect(actions.nextPage).not.toHaveBeenCalled()
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveFocus()
})

test('closing the list puts focus back where "?" was pressed, not on the button', async () => {
  const { user } = setup()
  const row = screen.getByRole('button', { name: 'INV-5' })
  row.focus()
  await user.keyboard('?')
  expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(row).toHaveFocus()
})

test('typing in the search box types, it does not page', async () => {
  const { actions, user } = setup()
  await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'np/')
  expect(screen.getByRole('searchbox')).toHaveValue('np/')
  expect(actions.nextPage).not.toHaveBeenCalled()
  expect(actions.focusSearch).not.toHaveBeenCalled()
})
