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
