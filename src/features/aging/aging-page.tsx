import type { ReactNode } from 'react'
import type { Invoice } from '../../api/invoice-schema'
import { AgingReportView } from './aging-report-view'
import { AsOfField } from './as-of-field'
import { FAR_YEARS, useAsOfDate } from './use-as-of-date'
import './aging.css'

interface AgingPageProps {
  /** The loading line: progress, cancel, "loaded at", "Refresh all". */
  load: ReactNode
  /** Every unpaid invoice, once loaded. */
  invoices: readonly Invoice[] | null
  renderInvoiceNumber: (invoice: Invoice) => ReactNode
}

export function AgingPage({ load, invoices, renderInvoiceNumber }: AgingPageProps) {
  const { asOf, today, setAsOf, past, far, dropped } = useAsOfDate()
  return (
    <>
      {/* The page's h1 is the route's (src/app/app.tsx): it stands even when this code cannot load. */}
      <div className="aging-toolbar">
        <AsOfField asOf={asOf} today={today} onChange={setAsOf} />
        <button
          type="button"
          className="aging-no-print"
          onClick={() => {
            window.print()
          }}
        >
          Print
        </button>
        <div className="aging-load">{load}</div>
      </div>
      {dropped && (
        <p className="notice notice-danger" role="status">
          The “as of” date in the link is not a calendar date, so the report is as of today.
        </p>
      )}
      {far && (
        <p className="notice notice-danger" role="status">
          The “as of” date is more than {FAR_YEARS} years from today: check its year.
        </p>
      )}
      {past && (
        <p className="notice notice-info">
          A past date ages the invoices unpaid today: any paid since then are not here, as the API
          gives each invoice’s status as it is now.
        </p>
      )}
      {invoices && (
        <AgingReportView
          invoices={invoices}
          asOf={asOf}
          renderInvoiceNumber={renderInvoiceNumber}
        />
      )}
    </>
  )
}
