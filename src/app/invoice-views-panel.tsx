/** Saved views on the invoice page: the saved-views feature, given the invoice table's columns. */
import { SavedViewsPanel } from '../features/saved-views/saved-views-panel'
import {
  showInvoiceColumns,
  useInvoiceColumnVisibility,
  visibleInvoiceColumnIds,
} from '../features/invoices/table/invoice-column-visibility'

export function InvoiceViewsPanel() {
  const visibility = useInvoiceColumnVisibility()
  return (
    <SavedViewsPanel
      path="/invoices"
      columns={visibleInvoiceColumnIds(visibility)}
      onApplyColumns={showInvoiceColumns}
    />
  )
}
