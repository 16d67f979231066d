import { expect, test } from 'vitest'
import { generateDemoInvoices } from './invoice-factory'

/** Every invoice of the seed whose timestamps could not be true at `now`. */
function impossibleTimestamps(today: string, now: number) {
  return generateDemoInvoices({ today, now }).filter(
    ({ createdAt, updatedAt }) =>
      Date.parse(updatedAt) < Date.parse(createdAt) ||
      Date.parse(createdAt) > now ||
      Date.parse(updatedAt) > now,
  )
}

test('across the whole seed, nothing is created in the future or updated before it was created', () => {
  // Noon UTC, and early morning in Tokyo: its local date has begun but its midnight UTC has not.
  expect(impossibleTimestamps('2026-11-24', Date.parse('2026-11-24T12:00:00Z'))).toEqual([])
  expect(impossibleTimestamps('2026-11-24', Date.parse('2026-11-23T20:00:00Z'))).toEqual([])
})
