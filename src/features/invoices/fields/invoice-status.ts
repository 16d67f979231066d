/** The one lookup table for invoice statuses: every component that shows a status reads it here. */
import { hasText } from '../../../lib/has-text'
import { isInvoiceStatus, type InvoiceStatus } from '../../../api/invoice-statuses'

export type StatusTone = 'warning' | 'success' | 'danger' | 'neutral'

export interface StatusDisplay {
  label: string
  tone: StatusTone
}

export const invoiceStatusDisplay = {
  pending: { label: 'Pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  overdue: { label: 'Overdue', tone: 'danger' },
} as const satisfies Record<InvoiceStatus, StatusDisplay>

/** Known statuses get their word and tone; any other text is shown as it is, neutral; blank is null. */
export function describeInvoiceStatus(value: string | null | undefined): StatusDisplay | null {
  if (!hasText(value)) return null
  return isInvoiceStatus(value) ? invoiceStatusDisplay[value] : { label: value, tone: 'neutral' }
}
