import type { Invoice } from '../../../api/invoice-schema'
import { InvalidValue } from '../../../components/invalid-value'
import { VisibleText } from '../../../components/visible-text'
import './invoice-id.css'

/** The invoice's id, or a "No ID" marker when the server sent none: its key is never shown as one. */
export function InvoiceId({ invoice }: { invoice: Pick<Invoice, 'id' | 'idMissing'> }) {
  return invoice.idMissing ? (
    <InvalidValue text="No ID" problem="the server sent no usable ID" />
  ) : (
    <span className="mono">
      <VisibleText value={invoice.id} />
    </span>
  )
}
