import { Suspense, useId, useRef, useState } from 'react'
import { ChunkErrorBoundary } from '../../../components/chunk-error-boundary'
import { lazyWithRetry } from '../../../components/lazy-with-retry'
import {
  invoiceColumnIds as columnIds,
  useInvoiceColumnVisibility,
} from './invoice-column-visibility'
import './invoice-column-menu.css'

// The panel is drawn only while open, and its code loads on the way there: hovering or focusing
// the button loads it, so it opens in the click's own commit. What closes it (Escape, a click
// elsewhere, Tab out) is watched only while it is open, so that code lives with the panel too.
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
            <InvoiceColumnMenuPanel
              id={panelId}
              menu={rootRef}
              onClose={(returnFocus) => {
                setOpen(false)
                if (returnFocus) buttonRef.current?.focus()
              }}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </div>
  )
}
