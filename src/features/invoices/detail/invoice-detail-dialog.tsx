/** Every field of one invoice, with its label, in a modal `<dialog>`. Loaded on demand. */
import { hasText } from '../../../lib/has-text'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { revealHiddenCharacters } from '../../../lib/hidden-characters'
import { safeHttpUrl } from '../../../lib/safe-http-url'
import type { Invoice } from '../../../api/invoice-schema'
import { InvalidValue } from '../../../components/invalid-value'
import { MoneyAmount } from '../../../components/money-amount'
import { VisibleText } from '../../../components/visible-text'
import { InvoiceAttachmentLink } from '../fields/invoice-attachment-link'
// The table's column headers: each field reads the same in the table and here.
import { invoiceFieldLabels as label } from '../../../api/invoice-fields'
import { InvoiceDate, InvoiceDueDate, InvoiceTimestamp } from '../fields/invoice-date'
import { InvoiceId } from '../fields/invoice-id'
import { invoiceReference } from '../fields/invoice-reference'
import { InvoiceStatusBadge } from '../fields/invoice-status-badge'
import { InvoiceTagList } from '../fields/invoice-tag-list'
import { InvoiceText } from '../fields/invoice-text'
import { useClipboardCopy } from './use-clipboard-copy'
import '../../../components/modal-dialog.css'
import './invoice-detail-dialog.css'

interface InvoiceDetailDialogProps {
  invoice: Invoice
  /** Called once the dialog has closed (Close button, Escape); the caller restores focus. */
  onClose: () => void
}

export function InvoiceDetailDialog({ invoice, onClose }: InvoiceDetailDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const { message, copy } = useClipboardCopy()
  const reference = invoiceReference(invoice)
  const number = invoice.invoiceNumber

  useEffect(() => {
    const dialog = dialogRef.current
    // Guarded: StrictMode runs this twice, and a second showModal on an open dialog throws.
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const close = () => dialogRef.current?.close()

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog invoice-dialog"
      aria-labelledby={headingId}
      onClose={onClose}
    >
      <header className="invoice-dialog-header">
        <h2 id={headingId}>
          Invoice <VisibleText value={reference} />
        </h2>
        <button type="button" onClick={close}>
          Close
        </button>
      </header>
      <dl className="invoice-fields">
        <Field label={label.invoiceNumber}>
          {hasText(number) ? <VisibleText value={number} /> : '—'}
          {hasText(number) && (
            <CopyButton
              what="invoice number"
              onCopy={() => void copy(label.invoiceNumber, number)}
            />
          )}
        </Field>
        <Field label={label.vendor}>
          {hasText(invoice.vendor) ? <VisibleText value={invoice.vendor} /> : '—'}
        </Field>
        <Field label={label.amount}>
          <MoneyAmount amount={invoice.amount} currency={invoice.currency} />
        </Field>
        <Field label={label.currency}>
          <InvoiceText value={invoice.currency} />
        </Field>
        <Field label={label.invoiceDate}>
          <InvoiceDate value={invoice.invoiceDate} />
        </Field>
        <Field label={label.dueDate}>
          <InvoiceDueDate value={invoice.dueDate} overdue={invoice.status === 'overdue'} />
        </Field>
        <Field label={label.status}>
          <InvoiceStatusBadge status={invoice.status} />
        </Field>
        <Field label={label.tags}>
          <InvoiceTagList tags={invoice.tags} expanded />
        </Field>
        <Field label={label.emailId}>
          <InvoiceText value={invoice.emailId} />
        </Field>
        <Field label={label.attachmentUrl}>
          <Attachment url={invoice.attachmentUrl} reference={reference} />
        </Field>
        <Field label={label.createdAt}>
          <InvoiceTimestamp value={invoice.createdAt} />
        </Field>
        <Field label={label.updatedAt}>
          <InvoiceTimestamp value={invoice.updatedAt} />
        </Field>
        <Field label={label.id}>
          <InvoiceId invoice={invoice} />
          {!invoice.idMissing && (
            <CopyButton what="ID" onCopy={() => void copy(label.id, invoice.id)} />
          )}
        </Field>
      </dl>
      <p role="status" className="invoice-dialog-status">
        {message}
      </p>
    </dialog>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="invoice-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Visibly "Copy" beside its value; named "Copy <what>" for everyone else. */
function CopyButton({ what, onCopy }: { what: string; onCopy: () => void }) {
  return (
    <button type="button" className="copy-button" onClick={onCopy}>
      Copy <span className="visually-hidden">{what}</span>
    </button>
  )
}

/**
 * Unlike the table, the dialog shows an unsafe URL's text (never as a link), so it can be reported;
 * a safe one is shown in full beside its link, so where it goes is never hidden.
 */
function Attachment({ url, reference }: { url: string | null | undefined; reference: string }) {
  if (!hasText(url)) return <>—</>
  if (safeHttpUrl(url)) {
    return (
      <>
        <InvoiceAttachmentLink url={url} reference={reference} />
        <span className="attachment-url">
          <VisibleText value={url.trim()} />
        </span>
      </>
    )
  }
  return (
    <InvalidValue
      text={revealHiddenCharacters(url)}
      problem="not a plain web link, so not opened"
    />
  )
}
