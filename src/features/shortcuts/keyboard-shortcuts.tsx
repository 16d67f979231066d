import { useRef, useState } from 'react'
import { ModalDialog } from '../../components/modal-dialog'
import { useKeyboardShortcuts } from '../../lib/use-keyboard-shortcuts'
import './keyboard-shortcuts.css'

export interface ShortcutActions {
  focusSearch: () => void
  nextPage: () => void
  previousPage: () => void
  nextRow: () => void
  previousRow: () => void
}

const shortcutList = [
  ['/', 'Search (or the vendor filter)'],
  ['n', 'Next page'],
  ['p', 'Previous page'],
  ['j', 'Next invoice'],
  ['k', 'Previous invoice'],
  ['?', 'This list'],
] as const

/**
 * The page's single-key shortcuts and the dialog "Keyboard shortcuts" that lists them (`?`, or
 * the button, which keeps the list reachable by Tab for anyone who does not know the key).
 */
export function KeyboardShortcuts({ actions }: { actions: ShortcutActions }) {
  const [open, setOpen] = useState(false)
  // Where focus goes back when the list closes: the row (or field) it was on when "?" was pressed,
  // the button when the button opened it, as every dialog's opener does (modal-dialog.tsx).
  const opener = useRef<HTMLElement | null>(null)
  const openFrom = (from: Element | null) => {
    opener.current = from instanceof HTMLElement ? from : null
    setOpen(true)
  }
  useKeyboardShortcuts({
    '/': actions.focusSearch,
    n: actions.nextPage,
    p: actions.previousPage,
    j: actions.nextRow,
    k: actions.previousRow,
    '?': () => {
      openFrom(document.activeElement)
    },
  })
  return (
    <>
      <button
        type="button"
        className="keyboard-shortcuts-button"
        aria-keyshortcuts="Shift+?"
        onClick={(event) => {
          openFrom(event.currentTarget)
        }}
      >
        Keyboard shortcuts
      </button>
      {open && (
        <ModalDialog
          title="Keyboard shortcuts"
          onClose={() => {
            setOpen(false)
            if (opener.current?.isConnected) opener.current.focus()
          }}
        >
          <p className="keyboard-shortcuts-note">
            Not while typing in a field, and never with Ctrl, Cmd or Alt.
          </p>
          <dl className="keyboard-shortcuts-list">
            {shortcutList.map(([key, action]) => (
              <div key={key}>
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{action}</dd>
              </div>
            ))}
          </dl>
        </ModalDialog>
      )}
    </>
  )
}
