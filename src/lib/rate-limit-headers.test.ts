import { expect, test } from 'vitest'
import { parseRateLimitRemaining, parseRetryAfter } from './rate-limit-headers'

test('remaining is a whole number or unknown', () => {
  expect(parseRateLimitRemaining('87')).toBe(87)
  expect(parseRateLimitRemaining(' 0 ')).toBe(0)
  for (const bad of [null, '', 'x', '-1', '1.5', '1e3', '99999999999999999999']) {
    expect(parseRateLimitRemaining(bad)).toBeNull()
  }
})

test('Retry-After is seconds or an HTTP date, 60 s when unusable, at least 1 s', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  expect(parseRetryAfter('2', now)).toBe(2)
  expect(parseRetryAfter('0', now)).toBe(1)
  expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30)
  expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(1)
  expect(parseRetryAfter(null, now)).toBe(60)
  expect(parseRetryAfter('soon', now)).toBe(60)
  expect(parseRetryAfter('-5', now)).toBe(60)
})

test('a Retry-After beyond ten minutes is capped at ten, in seconds or as a date', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  expect(parseRetryAfter('999999', now)).toBe(600)
  expect(parseRetryAfter('Mon, 30 Nov 2026 10:00:00 GMT', now)).toBe(600)
  expect(parseRetryAfter('600', now)).toBe(600)
})
