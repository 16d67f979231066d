import type { Invoice } from './invoice-schema'

/**
 * What each invoice field is called wherever it is shown: the table's headers and column menu, the
 * detail dialog and the CSV file. In table order, with the currency (shown inside Amount) after it.
 */
export const invoiceFieldLabels = {
  invoiceNumber: 'Invoice number',
  vendor: 'Vendor',
  amount: 'Amount',
  currency: 'Currency',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  status: 'Status',
  tags: 'Tags',
  attachmentUrl: 'Attachment',
  id: 'ID',
  emailId: 'E-mail ID',
  createdAt: 'Created',
  updatedAt: 'Updated',
} as const satisfies Record<Exclude<keyof Invoice, 'idMissing'>, string>
