import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceSchema } from './invoice-schema'
import { matchingPositions, searchTextOf, searchWords } from './invoice-search'

const invoices = [
  makeInvoice({
    id: 'a1',
    invoiceNumber: 'INV-2026-0042',
    vendor: 'Société Générale',
    tags: ['travel', 'q3'],
    emailId: 'msg-77',
  }),
  makeInvoice({
    id: 'b2',
    invoiceNumber: 'INV-2026-0043',
    vendor: 'Müller GmbH',
    tags: ['software'],
  }),
  makeInvoice({ id: 'c3', invoiceNumber: 'FAC-9', vendor: '株式会社サンプル', tags: [] }),
].map((invoice) => invoiceSchema.parse(invoice))
const texts = invoices.map(searchTextOf)
const search = (query: string) =>
  matchingPositions(texts, searchWords(query)).map((index) => invoices[index]?.id)

test('case and accents do not matter', () => {
  expect(search('societe')).toEqual(['a1'])
  expect(search('MULLER')).toEqual(['b2'])
  expect(search('Générale')).toEqual(['a1'])
})

test('every word must match one of the fields', () => {
  expect(search('inv-2026 travel')).toEqual(['a1'])
  expect(search('inv-2026 gmbh')).toEqual(['b2'])
  expect(search('inv-2026 nowhere')).toEqual([])
})

test('tags, ids, e-mail ids and non-Latin vendors are searched', () => {
  expect(search('software')).toEqual(['b2'])
  expect(search('c3')).toEqual(['c3'])
  expect(search('msg-77')).toEqual(['a1'])
  expect(search('サンプル')).toEqual(['c3'])
})

test('an empty query matches everything; a word never spans two fields', () => {
  expect(search('  ')).toEqual(['a1', 'b2', 'c3'])
  expect(search('0042société')).toEqual([])
})
