import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { Invoice } from '../../api/invoice-schema'
import { isIsoDate, toLocalIsoDate } from '../../lib/iso-date'
import { AgingReportView } from './aging-report-view'
import './aging.css'

interface AgingPageProps {
  /** The loading line: progress, cancel, "loaded at", "Refresh all". */
  load: ReactNode
  /** Every unpaid invoice, once loaded. */
  invoices: readonly Invoice[] | null
  renderInvoiceNumber: (invoice: Invoice) => ReactNode
}

/** `/aging?asOf=YYYY-MM-DD`: the date lives in the URL, so a printed or shared report says what it was. */
function useAsOfDate() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('asOf')
  const today = toLocalIsoDate(new Date())
  const asOf = raw !== null && isIsoDate(raw) ? raw : today
  const setAsOf = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === today || !isIsoDate(value)) next.delete('asOf')
        else next.set('asOf', value)
        return next
      },
      { replace: true },
    )
  }
  return { asOf, past: asOf < today, invalid: raw !== null && !isIsoDate(raw), setAsOf }
}

export function AgingPage({ load, invoices, renderInvoiceNumber }: AgingPageProps) {
  const { asOf, past, invalid, setAsOf } = useAsOfDate()
  return (
    <>
      <h1>Aging</h1>
      <div className="aging-toolbar">
        <label>
          As of
          <input
            type="date"
            value={asOf}
            required
            onChange={(event) => {
              if (isIsoDate(event.target.value)) setAsOf(event.target.value)
            }}
          />
        </label>
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
      {invalid && (
        <p className="notice notice-danger" role="status">
          The “as of” date in the link is not a calendar date, so the report is as of today.
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
