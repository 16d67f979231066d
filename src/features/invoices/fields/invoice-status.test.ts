import { expect, test } from 'vitest'
import { invoiceStatuses } from '../../../api/invoice-statuses'
import { describeInvoiceStatus, invoiceStatusDisplay } from './invoice-status'

test('every status the API filters by has a word and a tone of its own', () => {
  expect(Object.keys(invoiceStatusDisplay)).toEqual([...invoiceStatuses])
  expect(describeInvoiceStatus('pending')).toEqual({ label: 'Pending', tone: 'warning' })
  expect(describeInvoiceStatus('paid')).toEqual({ label: 'Paid', tone: 'success' })
  expect(describeInvoiceStatus('overdue')).toEqual({ label: 'Overdue', tone: 'danger' })
})

test('any other value is shown as it is, in a neutral tone; blank is missing', () => {
  for (const value of ['on hold', 'PAID', 'constructor', '__proto__', '<b>x</b>']) {
    expect(describeInvoiceStatus(value)).toEqual({ label: value, tone: 'neutral' })
  }
  for (const value of [null, undefined, '', '   ']) expect(describeInvoiceStatus(value)).toBeNull()
})
