import { describeInvoiceStatus } from './invoice-status'
import './invoice-status-badge.css'

/** A status as a word on a tinted pill: the colour is never the only signal. */
export function InvoiceStatusBadge({ status }: { status: string | null | undefined }) {
  const display = describeInvoiceStatus(status)
  if (!display) return <>—</>
  return (
    <span className={`badge badge-${display.tone}`} title={display.label}>
      {display.label}
    </span>
  )
}
