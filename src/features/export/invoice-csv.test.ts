import Papa from 'papaparse'
import { expect, test } from 'vitest'
import { defaultInvoiceFilters } from '../../api/invoice-filters'
import type { Invoice } from '../../api/invoice-schema'
import { exportFilename } from './export-filename'
import { csvHeaders, invoicesToCsv } from './invoice-csv'

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 'inv_1',
  vendor: 'Acme',
  amount: 10,
  currency: 'USD',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-01-02',
  dueDate: '2026-02-01',
  status: 'paid',
  tags: ['a', 'b'],
  emailId: 'msg-1',
  attachmentUrl: 'https://files.example.com/1.pdf',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
  ...overrides,
})

function parseBack(csv: string) {
  expect(csv.startsWith('\uFEFF')).toBe(true)
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data
}

test('a header row, then every field; amount a number in its currency\'s decimals, tags joined by "; "', () => {
  const rows = parseBack(invoicesToCsv([invoice({}), invoice({ id: 'inv_2', amount: -120.5 })]))
  expect(rows[0]).toEqual(csvHeaders)
  expect(rows).toHaveLength(3)
  const record = Object.fromEntries(csvHeaders.map((header, index) => [header, rows[1]?.[index]]))
  expect(record).toMatchObject({
    'Invoice number': 'INV-1',
    Amount: '10.00',
    Currency: 'USD',
    'Invoice date': '2026-01-02',
    Tags: 'a; b',
    ID: 'inv_1',
  })
  expect(rows[2]?.[2]).toBe('-120.50')
})

test('cells that a spreadsheet would run as formulas are neutralised', () => {
  const hostile = [
    '=HYPERLINK("http://evil")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '\tcmd',
    '\rcmd',
    '=1\n=2',
  ]
  const rows = parseBack(
    invoicesToCsv(hostile.map((vendor, index) => invoice({ id: `${index}`, vendor }))),
  )
  expect(rows.slice(1).map((row) => row[1])).toEqual(hostile.map((vendor) => `'${vendor}`))
})

test('non-ASCII vendors survive, and missing fields are empty cells', () => {
  const rows = parseBack(
    invoicesToCsv([
      invoice({ vendor: '株式会社サンプル' }),
      invoice({ id: 'x', vendor: null, amount: null, tags: null }),
    ]),
  )
  expect(rows[1]?.[1]).toBe('株式会社サンプル')
  expect(rows[2]?.slice(1, 3)).toEqual(['', ''])
  expect(rows[2]?.[7]).toBe('')
})

test('an invoice without a usable id gets an empty ID cell: the file never invents one', () => {
  const rows = parseBack(invoicesToCsv([invoice({ id: 'no-id-2', idMissing: true })]))
  expect(rows[1]?.[csvHeaders.indexOf('ID')]).toBe('')
})

test('the file name says which filters it holds and when', () => {
  expect(exportFilename(defaultInvoiceFilters, '2026-11-22')).toBe('invoices-all-2026-11-22.csv')
  expect(
    exportFilename(
      {
        ...defaultInvoiceFilters,
        status: 'overdue',
        vendor: 'Müller / GmbH',
        startDate: '2026-07-01',
        endDate: '2026-09-30',
      },
      '2026-11-22',
    ),
  ).toBe('invoices-overdue-muller-gmbh-from-2026-07-01-to-2026-09-30-2026-11-22.csv')
  expect(exportFilename({ ...defaultInvoiceFilters, vendor: '株式会社' }, '2026-11-22')).toBe(
    'invoices-vendor-2026-11-22.csv',
  )
})

test('a searched view names its search in the file, slugged as the vendor is', () => {
  expect(exportFilename(defaultInvoiceFilters, '2026-11-25', 'software')).toBe(
    'invoices-matching-software-2026-11-25.csv',
  )
  expect(
    exportFilename({ ...defaultInvoiceFilters, status: 'overdue' }, '2026-11-25', '../Société  *?'),
  ).toBe('invoices-overdue-matching-societe-2026-11-25.csv')
  expect(exportFilename(defaultInvoiceFilters, '2026-11-25', '株式会社')).toBe(
    'invoices-matching-search-2026-11-25.csv',
  )
})

test("amounts carry their currency's decimals; status stays as the API sent it", () => {
  const rows = parseBack(
    invoicesToCsv([
      invoice({ id: 'a', amount: 125000.4, currency: 'JPY', status: 'overdue' }),
      invoice({ id: 'b', amount: 0.1, currency: 'usd', status: 'Disputed' }),
      invoice({ id: 'c', amount: 1.5, currency: 'BHD' }),
      invoice({ id: 'd', amount: 7.25, currency: 'dollars' }),
      invoice({ id: 'e', amount: 1e308, currency: 'USD' }),
    ]),
  )
  expect(rows.slice(1).map((row) => row[2])).toEqual(['125000', '0.10', '1.500', '7.25', '1e+308'])
  expect(rows.slice(1, 3).map((row) => row[6])).toEqual(['overdue', 'Disputed'])
})
