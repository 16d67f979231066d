import { hasText } from '../../lib/has-text'
import type { Invoice } from '../../api/invoice-schema'

/** How an invoice is named to people: its number, or its id when the number is missing. */
export function invoiceReference(invoice: Pick<Invoice, 'id' | 'invoiceNumber'>): string {
  const number = invoice.invoiceNumber
  return hasText(number) ? number : `ID ${invoice.id}`
}
