import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { ChunkErrorBoundary } from '../../../components/chunk-error-boundary'
import { lazyWithRetry } from '../../../components/lazy-with-retry'
import {
  invoiceColumnIds as columnIds,
  useInvoiceColumnVisibility,
} from './invoice-column-visibility'
import './invoice-column-menu.css'

// The panel is drawn only while open, and its code loads on the way there: hovering or focusing
// the button loads it, so it opens in the click's own commit.
const InvoiceColumnMenuPanel = lazyWithRetry(() =>
  import('./invoice-column-menu-panel').then((module) => module.InvoiceColumnMenuPanel),
)

/** A "Columns" disclosure with a checkbox per column; closes on Escape, a click elsewhere or Tab out. */
export function InvoiceColumnMenu() {
  const visibility = useInvoiceColumnVisibility()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    // Tabbing out closes it too: left open, it would cover what the focus moved to.
    const root = rootRef.current
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root?.contains(event.relatedTarget))
        setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    root?.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      root?.removeEventListener('focusout', onFocusOut)
    }
  }, [open])

  const hiddenCount = columnIds.filter((id) => !visibility[id]).length
  return (
    <div className="column-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="column-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={InvoiceColumnMenuPanel.preload}
        onFocus={InvoiceColumnMenuPanel.preload}
        onClick={() => {
          setOpen(!open)
        }}
      >
        Columns
        <span className="column-menu-count" aria-hidden="true">
          {' '}
          {columnIds.length - hiddenCount}/{columnIds.length}
        </span>
      </button>
      {open && (
        <ChunkErrorBoundary what="the column choices">
          <Suspense fallback={null}>
            <InvoiceColumnMenuPanel id={panelId} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </div>
  )
}
