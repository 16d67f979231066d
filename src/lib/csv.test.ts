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
