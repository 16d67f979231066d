import type { ReactNode } from 'react'
import type { Invoice } from '../../api/invoice-schema'
import { MoneyAmount } from '../../components/money-amount'
import { VisibleText } from '../../components/visible-text'
import { formatCount, formatCountOf } from '../../lib/format-count'
import { formatIsoDate } from '../../lib/format-date'
import { agingBuckets, type AgedInvoice } from './aging-report'
import type { BucketChoice } from './aging-table'
import { AgingScroll } from './aging-scroll'

interface BucketInvoicesProps {
  choice: BucketChoice
  placed: readonly AgedInvoice[]
  /** The invoice number as the button that opens its detail dialog (the app provides it). */
  renderInvoiceNumber: (invoice: Invoice) => ReactNode
  onClose: () => void
}

const bucketTitle = ({ currency, bucket }: BucketChoice) =>
  `${currency} · ${bucket === null ? 'All unpaid' : (agingBuckets.find(({ id }) => id === bucket)?.label ?? bucket)}`

/** The invoices behind one cell of "Aging by currency", oldest first. */
export function BucketInvoices({
  choice,
  placed,
  renderInvoiceNumber,
  onClose,
}: BucketInvoicesProps) {
  const invoices = placed
    .filter(
      ({ invoice, bucket }) =>
        invoice.currency?.toUpperCase() === choice.currency &&
        (choice.bucket === null || bucket === choice.bucket),
    )
    .sort((a, b) => b.daysPastDue - a.daysPastDue)
  const title = bucketTitle(choice)
  return (
    <section className="aging-section aging-bucket" aria-labelledby="aging-bucket-heading">
      <div className="aging-section-header">
        <h2 id="aging-bucket-heading" tabIndex={-1}>
          {title}: {formatCountOf(invoices.length, 'invoice')}
        </h2>
        <button type="button" className="aging-no-print" onClick={onClose}>
          Close list
        </button>
      </div>
      <AgingScroll labelledBy="aging-bucket-heading">
        <table className="aging-table aging-bucket-table" aria-label={`Invoices in ${title}`}>
          <thead className="phone-screen-reader-only">
            <tr>
              <th scope="col">Invoice number</th>
              <th scope="col" className="aging-text">
                Vendor
              </th>
              <th scope="col">Amount</th>
              <th scope="col">Due date</th>
              <th scope="col">Days past due</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map(({ invoice, daysPastDue }) => (
              <tr key={invoice.id}>
                <th scope="row" className="bucket-number">
                  {renderInvoiceNumber(invoice)}
                </th>
                <td className="aging-text bucket-vendor">
                  {invoice.vendor ? (
                    <VisibleText value={invoice.vendor} />
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
                <td className="aging-number bucket-amount">
                  <MoneyAmount amount={invoice.amount} currency={invoice.currency} />
                </td>
                <td className="bucket-due">{formatIsoDate(invoice.dueDate ?? '').text}</td>
                <td
                  className="aging-number bucket-days"
                  data-unit={daysPastDue === 1 ? 'day' : 'days'}
                >
                  {daysPastDue > 0 ? (
                    formatCount(daysPastDue)
                  ) : (
                    <span className="muted">Not yet due</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AgingScroll>
    </section>
  )
}
