/**
 * The "Columns" menu's panel: a checkbox per column and "Reset columns". Only some users open it, so
 * it loads apart from the first page (invoice-column-menu.tsx loads it ahead on hover and focus).
 */
import { invoiceColumnHeaders, rowHeaderColumnId } from './invoice-columns'
import {
  defaultInvoiceColumnVisibility,
  invoiceColumnIds as columnIds,
  setInvoiceColumnVisibility,
  useInvoiceColumnVisibility,
} from './invoice-column-visibility'

export function InvoiceColumnMenuPanel({ id }: { id: string }) {
  const visibility = useInvoiceColumnVisibility()
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
