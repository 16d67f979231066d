import { hasText } from '../../../lib/has-text'
import { revealHiddenCharacters } from '../../../lib/hidden-characters'
import { use } from 'react'
import type { Invoice } from '../../../api/invoice-schema'
import { InvoiceDetailContext, loadInvoiceDetailDialog } from './invoice-detail-context'
import { InvoiceId } from '../fields/invoice-id'
import './invoice-number-button.css'

const preload = () => {
  // A failure is not reported here: the dialog meets it again when it opens, and says so.
  loadInvoiceDetailDialog().catch(() => undefined)
}

/** The invoice number, as the button that opens the invoice's detail dialog. */
export function InvoiceNumberButton({
  invoice,
}: {
  invoice: Pick<Invoice, 'id' | 'idMissing' | 'invoiceNumber'>
}) {
  const openDetail = use(InvoiceDetailContext)
  const number = invoice.invoiceNumber
  return (
    <button
      type="button"
      className="invoice-number-button"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        openDetail(invoice.id, event.currentTarget)
      }}
    >
      {/* First: a long number is cut with an ellipsis, and the marker must not go with it. */}
      {invoice.idMissing && (
        <>
          <InvoiceId invoice={invoice} />{' '}
        </>
      )}
      {hasText(number) ? (
        revealHiddenCharacters(number)
      ) : (
        <>
          <span className="muted">No number</span>{' '}
          {!invoice.idMissing && <span className="visually-hidden">(ID {invoice.id})</span>}
        </>
      )}
    </button>
  )
}
