import { expect, test } from 'vitest'
import {
  defaultInvoiceColumnVisibility,
  parseInvoiceColumnVisibility,
} from './invoice-column-visibility'

test('nothing stored means the defaults: id, e-mail ID, created and updated hidden', () => {
  expect(parseInvoiceColumnVisibility(null)).toEqual(defaultInvoiceColumnVisibility)
  expect(
    Object.entries(defaultInvoiceColumnVisibility)
      .filter(([, visible]) => !visible)
      .map(([id]) => id),
  ).toEqual(['id', 'emailId', 'createdAt', 'updatedAt'])
})

test('stored choices for known columns apply over the defaults', () => {
  expect(parseInvoiceColumnVisibility('{"id":true,"vendor":false}')).toEqual({
    ...defaultInvoiceColumnVisibility,
    id: true,
    vendor: false,
  })
})

test.each([
  ['{not json'],
  ['null'],
  ['[]'],
  ['[true,false]'],
  ['"id"'],
  ['42'],
  [''],
  ['{"id":"yes","vendor":0,"status":null}'],
  ['{"bogus":true,"toString":false}'],
  ['{"__proto__":{"id":true}}'],
])('%j is read defensively: defaults, nothing thrown', (raw) => {
  expect(parseInvoiceColumnVisibility(raw)).toEqual(defaultInvoiceColumnVisibility)
})

test('the invoice number cannot be hidden: it names the row and opens the dialog', () => {
  expect(parseInvoiceColumnVisibility('{"invoiceNumber":false}').invoiceNumber).toBe(true)
})
