import { expect, test } from 'vitest'
import { makeAgingInvoice } from '../../../test/invoice-fixtures'
import { invoiceSchema } from '../../api/invoice-schema'
import { agingToCsv } from './aging-csv'
import { buildAgingReport } from './aging-report'

test('the aging table as CSV: a row per currency, amounts in their currency’s decimals, credit notes as numbers, amounts too large to add counted', () => {
  const invoices = [
    makeAgingInvoice({ id: '1', status: 'overdue', amount: 10, dueDate: '2026-03-01' }),
    makeAgingInvoice({ id: 'huge', status: 'overdue', amount: 1e308, dueDate: '2026-03-02' }),
    makeAgingInvoice({ id: '2', status: 'pending', amount: -2.5, dueDate: '2026-04-01' }),
    makeAgingInvoice({
      id: '3',
      status: 'pending',
      amount: 1200,
      currency: 'JPY',
      dueDate: '2026-04-01',
    }),
  ].map((invoice) => invoiceSchema.parse(invoice))
  const lines = agingToCsv(buildAgingReport(invoices, '2026-03-31')).split('\r\n')
  expect(lines[0]).toBe(
    '\uFEFFAs of,Currency,' +
      'Not yet due amount,Not yet due invoices,Not yet due amounts not added,' +
      '1–30 days amount,1–30 days invoices,1–30 days amounts not added,' +
      '31–60 days amount,31–60 days invoices,31–60 days amounts not added,' +
      '61–90 days amount,61–90 days invoices,61–90 days amounts not added,' +
      'Over 90 days amount,Over 90 days invoices,Over 90 days amounts not added,' +
      'Total amount,Total invoices,Total amounts not added',
  )
  expect(lines.slice(1)).toEqual([
    '2026-03-31,USD,-2.50,1,0,10.00,2,1,0.00,0,0,0.00,0,0,0.00,0,0,7.50,3,1',
    '2026-03-31,JPY,1200,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1200,1,0',
  ])
})
