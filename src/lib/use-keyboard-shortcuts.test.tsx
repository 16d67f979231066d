import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'

function Page({ onNext, dialogOpen }: { onNext: () => void; dialogOpen: boolean }) {
  useKeyboardShortcuts({ n: onNext })
  return (
    <>
      <label>
        Vendor <input />
      </label>
      <label>
        Rows{' '}
        <select>
          <option>10</option>
        </select>
      </label>
      <button type="button">Plain button</button>
      {dialogOpen && (
        <dialog open aria-label="Open dialog">
          <button type="button">In dialog</button>
        </dialog>
      )}
    </>
  )
}

function setup({ dialogOpen = false } = {}) {
  const onNext = vi.fn()
  const user = userEvent.setup()
  render(<Page onNext={onNext} dialogOpen={dialogOpen} />)
  return { onNext, user }
}

test('a shortcut key runs its action from anywhere on the page', async () => {
  const { onNext, user } = setup()
  await user.click(screen.getByRole('button', { name: 'Plain button' }))
  await user.keyboard('n')
  expect(onNext).toHaveBeenCalledTimes(1)
  await user.keyboard('x')
  expect(onNext).toHaveBeenCalledTimes(1)
})

test('never while typing in a field or choosing in a select', async () => {
  const { onNext, user } = setup()
  await user.type(screen.getByLabelText('Vendor'), 'n')
  expect(screen.getByLabelText('Vendor')).toHaveValue('n')
  screen.getByLabelText('Rows').focus()
  await user.keyboard('n')
  expect(onNext).not.toHaveBeenCalled()
})

test('never with Ctrl, Cmd or Alt', async () => {
  const { onNext, user } = setup()
  await user.keyboard('{Control>}n{/Control}{Meta>}n{/Meta}{Alt>}n{/Alt}')
  expect(onNext).not.toHaveBeenCalled()
})

test('never while a dialog is open', async () => {
  const { onNext, user } = setup({ dialogOpen: true })
  await user.click(screen.getByRole('button', { name: 'Plain button' }))
  await user.keyboard('n')
  expect(onNext).not.toHaveBeenCalled()
})
