import type { MockInvoice } from '../src/mocks/invoice-factory'

/** A plain, valid invoice; override what the test is about. */
export function makeInvoice(overrides: Partial<MockInvoice> & { id: string }): MockInvoice {
  return {
    vendor: 'Acme Corporation',
    amount: 1250.5,
    currency: 'USD',
    invoiceNumber: `INV-${overrides.id}`,
    invoiceDate: '2026-10-01',
    dueDate: '2026-10-31',
    status: 'pending',
    tags: ['software'],
    emailId: 'msg-1',
    attachmentUrl: `https://files.example.com/${overrides.id}.pdf`,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-02T09:00:00.000Z',
    ...overrides,
  }
}

/**
 * An invoice for the Aging tests: issued on 1 Jan 2023, before every as-of date they use, so that
 * only its due date and status decide where it goes (Aging leaves out invoices issued later).
 */
export function makeAgingInvoice(overrides: Partial<MockInvoice> & { id: string }): MockInvoice {
  return makeInvoice({ invoiceDate: '2023-01-01', ...overrides })
}
