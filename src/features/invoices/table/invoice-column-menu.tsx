import { useEffect, useId, useRef, useState } from 'react'
import { invoiceColumnHeaders, rowHeaderColumnId } from './invoice-columns'
import {
  defaultInvoiceColumnVisibility,
  invoiceColumnIds as columnIds,
  setInvoiceColumnVisibility,
  useInvoiceColumnVisibility,
} from './invoice-column-visibility'
import './invoice-column-menu.css'

/** A "Columns" disclosure with a checkbox per column; closes on Escape or a click elsewhere. */
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
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
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
      <div id={panelId} className="column-menu-panel" hidden={!open}>
        <fieldset>
          <legend>Show columns</legend>
          {columnIds.map((id) => (
            <label key={id} className="column-menu-option">
              <input
                type="checkbox"
                checked={visibility[id]}
                disabled={id === rowHeaderColumnId}
                onChange={(event) => {
                  const checked = event.currentTarget.checked
                  setInvoiceColumnVisibility((current) => ({ ...current, [id]: checked }))
                }}
              />
              {invoiceColumnHeaders[id]}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={() => {
            setInvoiceColumnVisibility(defaultInvoiceColumnVisibility)
          }}
        >
          Reset columns
        </button>
      </div>
    </div>
  )
}
