import { useEffect, useId, useRef, type ReactNode } from 'react'
import './modal-dialog.css'

interface ModalDialogProps {
  title: string
  children: ReactNode
  /** Called once the dialog has closed (its Close button, Escape, or `close()` from a form). */
  onClose: () => void
  className?: string
}

/** The first field of a dialog's form, where typing is expected to go. */
const firstField =
  '.modal-dialog-body :is(input:not([type="hidden"]), select, textarea):not(:disabled)'

/**
 * A native modal `<dialog>` named by its heading, open while mounted. The browser traps focus and
 * closes it on Escape; the caller unmounts it in `onClose` and puts focus back on its opener.
 * Focus starts in the first form field when there is one (the browser would pick the header's
 * Close button, so a name typed then Enter would close the dialog unsaved), else on Close.
 * Code that finishes the dialog closes the `<dialog>` itself (`closest('dialog')?.close()`), never
 * calls `onClose` directly: until it has closed, the page behind is inert and cannot take focus.
 */
export function ModalDialog({ title, children, onClose, className }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  useEffect(() => {
    const dialog = dialogRef.current
    // Guarded: StrictMode runs this twice, and a second showModal on an open dialog throws.
    if (!dialog || dialog.open) return
    dialog.showModal()
    dialog.querySelector<HTMLElement>(firstField)?.focus()
  }, [])
  return (
    <dialog
      ref={dialogRef}
      className={['modal-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      onClose={onClose}
    >
      <header className="modal-dialog-header">
        <h2 id={headingId}>{title}</h2>
        <button type="button" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </header>
      <div className="modal-dialog-body">{children}</div>
    </dialog>
  )
}
