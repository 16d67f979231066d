import { useMemo, useRef, useState, type ReactNode } from 'react'
import type { Invoice } from '../../api/invoice-schema'
import { downloadFile } from '../../lib/download-file'
import { formatIsoDate } from '../../lib/format-date'
import { AgingChart } from './aging-chart'
import { agingCsvFilename, agingToCsv } from './aging-csv'
import { buildAgingReport } from './aging-report'
import { AgingTable, type BucketChoice } from './aging-table'
import { BucketInvoices } from './bucket-invoices'
import { DueSoonTable } from './due-soon-table'
import { OverdueByVendorTable } from './overdue-by-vendor-table'

interface AgingReportViewProps {
  invoices: readonly Invoice[]
  /** A valid `YYYY-MM-DD`. */
  asOf: string
  renderInvoiceNumber: (invoice: Invoice) => ReactNode
}

/** The report over loaded invoices: the table, a chart per currency, vendors, the weeks ahead, a bucket's invoices. */
export function AgingReportView({ invoices, asOf, renderInvoiceNumber }: AgingReportViewProps) {
  const report = useMemo(() => buildAgingReport(invoices, asOf), [invoices, asOf])
  const [selected, setSelected] = useState<BucketChoice | null>(null)
  // A new date (the field, Today, a link) changes every figure below at once: that is said, once
  // it has changed; the report's first date is in the field already. The words name the date only,
  // so a refresh of the same date says nothing new.
  const [firstAsOf, setFirstAsOf] = useState<string | null>(asOf)
  if (firstAsOf !== null && asOf !== firstAsOf) setFirstAsOf(null)
  const redated = firstAsOf === null
  const bucketOpener = useRef<HTMLElement | null>(null)
  const shown =
    selected && report.currencies.some(({ currency }) => currency === selected.currency)
      ? selected
      : null

  return (
    <>
      <p role="status" className="visually-hidden">
        {redated && `The report is now as of ${formatIsoDate(asOf).text}.`}
      </p>
      <section className="aging-section" aria-labelledby="aging-by-currency-heading">
        <div className="aging-section-header">
          <h2 id="aging-by-currency-heading">By currency</h2>
          <button
            type="button"
            className="aging-no-print"
            disabled={report.currencies.length === 0}
            onClick={() => {
              downloadFile(
                new Blob([agingToCsv(report)], { type: 'text/csv;charset=utf-8' }),
                agingCsvFilename(report.asOf),
              )
            }}
          >
            Download CSV
          </button>
        </div>
        <AgingTable
          report={report}
          selected={shown}
          onSelect={(choice, from) => {
            bucketOpener.current = from
            setSelected(choice)
            // The list opens below the table: take focus there so a keyboard user lands in it.
            requestAnimationFrame(() => document.getElementById('aging-bucket-heading')?.focus())
          }}
        />
        {report.currencies.length > 0 && (
          <div className="aging-charts">
            {report.currencies.map((aging) => (
              <AgingChart key={aging.currency} aging={aging} />
            ))}
          </div>
        )}
      </section>
      {shown && (
        <BucketInvoices
          choice={shown}
          placed={report.placed}
          renderInvoiceNumber={renderInvoiceNumber}
          onClose={() => {
            setSelected(null)
            // The list and its Close button go: focus returns to the cell that opened it.
            bucketOpener.current?.focus()
          }}
        />
      )}
      <section className="aging-section" aria-labelledby="aging-vendors-heading">
        <h2 id="aging-vendors-heading">Overdue by vendor</h2>
        <OverdueByVendorTable vendors={report.overdueByVendor} />
      </section>
      <section className="aging-section" aria-labelledby="aging-due-soon-heading">
        <h2 id="aging-due-soon-heading">Due in the next 4 weeks</h2>
        <DueSoonTable
          weeks={report.dueSoon}
          order={report.currencies.map(({ currency }) => currency)}
        />
      </section>
    </>
  )
}
