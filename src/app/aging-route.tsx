/** `/aging`, loaded on demand: the report, its load, and invoice numbers that open the detail dialog. */
import type { Invoice } from '../api/invoice-schema'
import { useUnpaidInvoices } from '../features/aging/aging-load'
import { AgingPage } from '../features/aging/aging-page'
import { InvoiceDetailHost } from '../features/invoices/detail/invoice-detail-host'
import { InvoiceNumberButton } from '../features/invoices/detail/invoice-number-button'
import type { ApiTarget } from '../lib/api-target'

const noInvoices: Invoice[] = []
const renderInvoiceNumber = (invoice: Invoice) => <InvoiceNumberButton invoice={invoice} />

export function AgingRoute({
  target,
  requestsPerMinute,
}: {
  target: ApiTarget
  requestsPerMinute: number
}) {
  const { invoices, line } = useUnpaidInvoices(target, requestsPerMinute, '/settings')
  return (
    <InvoiceDetailHost invoices={invoices ?? noInvoices}>
      <AgingPage load={line} invoices={invoices} renderInvoiceNumber={renderInvoiceNumber} />
    </InvoiceDetailHost>
  )
}
