import { expect, test } from 'vitest'
import { toCsv } from './csv'

test('cells a spreadsheet would run as formulas are neutralised, plain negative numbers are not', () => {
  const csv = toCsv(
    ['a', 'b'],
    [
      ['=SUM(A1)', '-120.50'],
      ['+1', '-1+2'],
      ['@x', -3],
      ['\tTab', 'multi\n=line'],
    ],
  )
  expect(csv).toBe(
    '\uFEFFa,b\r\n"\'=SUM(A1)",-120.50\r\n"\'+1","\'-1+2"\r\n"\'@x",-3\r\n"\'\tTab","multi\n=line"',
  )
})

test('invisible characters are written as the markers the dashboard shows, not obeyed or hidden', () => {
  const csv = toCsv(['Invoice number', 'Vendor'], [['INV\u202E4321', 'Acme\u200BCorp']])
  expect(csv).toBe('\uFEFFInvoice number,Vendor\r\nINV⟨U+202E⟩4321,Acme⟨U+200B⟩Corp')
})

test('a marked cell that starts like a formula is still neutralised', () => {
  expect(toCsv(['a'], [['\u200E=1+1']])).toBe('\uFEFFa\r\n⟨U+200E⟩=1+1')
  expect(toCsv(['a'], [['=1\u200E']])).toBe('\uFEFFa\r\n"\'=1⟨U+200E⟩"')
})
