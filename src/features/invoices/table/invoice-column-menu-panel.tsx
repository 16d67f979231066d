/**
 * The "Columns" menu's panel: a checkbox per column and "Reset columns". Only some users open it, so
 * it loads apart from the first page (invoice-column-menu.tsx loads it ahead on hover and focus).
 */
import { useEffect, useEffectEvent, type RefObject } from 'react'
import { invoiceColumnHeaders, rowHeaderColumnId } from './invoice-columns'
import {
  defaultInvoiceColumnVisibility,
  invoiceColumnIds as columnIds,
  setInvoiceColumnVisibility,
  useInvoiceColumnVisibility,
} from './invoice-column-visibility'

interface InvoiceColumnMenuPanelProps {
  id: string
  /** The menu, button and panel: a click or focus outside it closes the panel. */
  menu: RefObject<HTMLDivElement | null>
  /** Closes the panel; `returnFocus` when Escape closed it, which puts focus back on the button. */
  onClose: (returnFocus: boolean) => void
}

export function InvoiceColumnMenuPanel({ id, menu, onClose }: InvoiceColumnMenuPanelProps) {
  const visibility = useInvoiceColumnVisibility()
  const close = useEffectEvent(onClose)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) close(false)
    }
    // Tabbing out closes it too: left open, it would cover what the focus moved to.
    const root = menu.current
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root?.contains(event.relatedTarget)) close(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    root?.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      root?.removeEventListener('focusout', onFocusOut)
    }
  }, [menu])

  return (
    <div id={id} className="column-menu-panel">
      <fieldset>
        <legend>Show columns</legend>
        {columnIds.map((column) => (
          <label key={column} className="column-menu-option">
            <input
              type="checkbox"
              checked={visibility[column]}
              disabled={column === rowHeaderColumnId}
              onChange={(event) => {
                const checked = event.currentTarget.checked
                setInvoiceColumnVisibility((current) => ({ ...current, [column]: checked }))
              }}
            />
            {invoiceColumnHeaders[column]}
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
  )
}
