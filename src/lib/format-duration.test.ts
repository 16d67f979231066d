import { expect, test } from 'vitest'
import { formatWait } from './format-duration'

test('a wait reads in seconds under a minute, then in minutes and seconds', () => {
  expect(formatWait(0)).toBe('0 s')
  expect(formatWait(55)).toBe('55 s')
  expect(formatWait(59.2)).toBe('60 s')
  expect(formatWait(61)).toBe('1 min 1 s')
  expect(formatWait(599)).toBe('9 min 59 s')
  expect(formatWait(600)).toBe('10 min')
})
