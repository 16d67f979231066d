/**
 * How a status looks: its words (api/invoice-statuses.ts) and its tone. Every component that shows a
 * status badge reads it here.
 */
import { hasText } from '../../../lib/has-text'
import {
  invoiceStatusLabels as label,
  isInvoiceStatus,
  type InvoiceStatus,
} from '../../../api/invoice-statuses'

export type StatusTone = 'warning' | 'success' | 'danger' | 'neutral'

export interface StatusDisplay {
  label: string
  tone: StatusTone
}

export const invoiceStatusDisplay = {
  pending: { label: label.pending, tone: 'warning' },
  paid: { label: label.paid, tone: 'success' },
  overdue: { label: label.overdue, tone: 'danger' },
} as const satisfies Record<InvoiceStatus, StatusDisplay>

/** Known statuses get their word and tone; any other text is shown as it is, neutral; blank is null. */
export function describeInvoiceStatus(value: string | null | undefined): StatusDisplay | null {
  if (!hasText(value)) return null
  return isInvoiceStatus(value) ? invoiceStatusDisplay[value] : { label: value, tone: 'neutral' }
}
