import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceSchema } from './invoice-schema'
import { matchingPositions, narrows, searchTextOf, searchWords } from './invoice-search'

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

test('a query that only grew narrows the previous matches; any other does not', () => {
  expect(narrows(searchWords('soc'), searchWords('soci'))).toBe(true)
  expect(narrows(searchWords('inv'), searchWords('inv-2026 travel'))).toBe(true)
  expect(narrows(searchWords('2026 travel'), searchWords('inv-2026 travel'))).toBe(true)
  expect(narrows(searchWords('soci'), searchWords('soc'))).toBe(false)
  expect(narrows(searchWords('inv travel'), searchWords('inv'))).toBe(false)
})

test('searching among the previous matches finds what a full search finds', () => {
  const words = searchWords('inv-2026 travel')
  const previous = matchingPositions(texts, searchWords('inv'))
  expect(matchingPositions(texts, words, previous)).toEqual(matchingPositions(texts, words))
})
