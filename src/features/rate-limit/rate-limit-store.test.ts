import { expect, test } from 'vitest'
import { createRateLimitStore } from './rate-limit-store'

test('headroom is only claimed for a known reading above the share', () => {
  let time = 0
  const store = createRateLimitStore(100, () => time)
  expect(store.hasHeadroom(0.5)).toBe(false)
  store.observe({ remaining: 60 })
  expect(store.hasHeadroom(0.5)).toBe(true)
  store.observe({ remaining: null })
  expect(store.getSnapshot().remaining).toBe(60)
  store.observe({ remaining: 40 })
  expect(store.hasHeadroom(0.5)).toBe(false)
  store.observe({ remaining: 90, retryAfterSeconds: 5 })
  expect(store.hasHeadroom(0.5)).toBe(false)
  time = 5_000
  expect(store.hasHeadroom(0.5)).toBe(true)
})
