/** Names docs/screens.md fixes as a contract, written once for the tests and the floor page. */

/** The invoice table's column headers, in order, as shown by default. */
export const designColumnHeaders = [
  'Invoice number',
  'Vendor',
  'Amount',
  'Invoice date',
  'Due date',
  'Status',
  'Tags',
  'Attachment',
] as const
