import { hasText } from '../../../lib/has-text'
import type { Invoice } from '../../../api/invoice-schema'

/** How an invoice is named to people: its number, or its id when the number is missing. */
export function invoiceReference(
  invoice: Pick<Invoice, 'id' | 'idMissing' | 'invoiceNumber'>,
): string {
  const number = invoice.invoiceNumber
  if (hasText(number)) return number
  return invoice.idMissing ? 'without number or ID' : `ID ${invoice.id}`
}
