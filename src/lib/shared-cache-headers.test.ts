import { expect, test } from 'vitest'
import { parseCachedAt } from './shared-cache-headers'

const date = 'Tue, 24 Nov 2026 10:42:05 GMT'

test('a cache hit is dated by the Date the upstream sent with the stored answer', () => {
  expect(parseCachedAt('HIT', date)).toBe(Date.UTC(2026, 10, 24, 10, 42, 5))
  expect(parseCachedAt('stale', date)).toBe(Date.UTC(2026, 10, 24, 10, 42, 5))
})

test('a fresh answer, a missing status or an unreadable date has no cache age', () => {
  expect(parseCachedAt('MISS', date)).toBeNull()
  expect(parseCachedAt('EXPIRED', date)).toBeNull()
  expect(parseCachedAt(null, date)).toBeNull()
  expect(parseCachedAt('HIT', null)).toBeNull()
  expect(parseCachedAt('HIT', 'yesterday-ish')).toBeNull()
})
