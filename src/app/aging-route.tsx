/** `/aging`, loaded on demand: the report, its load, and invoice numbers that open the detail dialog. */
import type { Invoice } from '../api/invoice-schema'
import { useSession } from '../api/session-context'
import { useUnpaidInvoices } from '../features/aging/aging-load'
import { AgingPage } from '../features/aging/aging-page'
import { InvoiceDetailHost } from '../features/invoices/detail/invoice-detail-host'
import { InvoiceNumberButton } from '../features/invoices/detail/invoice-number-button'

const noInvoices: Invoice[] = []
const renderInvoiceNumber = (invoice: Invoice) => <InvoiceNumberButton invoice={invoice} />

export function AgingRoute() {
  const { target, requestsPerMinute } = useSession()
  const { invoices, line } = useUnpaidInvoices(target, requestsPerMinute, '/settings')
  return (
    <InvoiceDetailHost invoices={invoices ?? noInvoices}>
      <AgingPage load={line} invoices={invoices} renderInvoiceNumber={renderInvoiceNumber} />
    </InvoiceDetailHost>
  )
}
