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

test('every date and instant is written exactly as toISOString writes it', () => {
  // A `now` off the whole hour: the one instant that is not an invoice's midnight plus hours.
  const now = Date.parse('2026-11-24T13:45:12.345Z')
  const invoices = generateDemoInvoices({ today: '2026-11-24', now })
  const miswritten = invoices.filter(
    ({ invoiceNumber, invoiceDate, dueDate, createdAt, updatedAt }) =>
      [createdAt, updatedAt].some((instant) => new Date(instant).toISOString() !== instant) ||
      [invoiceDate, dueDate].some(
        (date) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date,
      ) ||
      !invoiceNumber.startsWith(`INV-${invoiceDate.slice(0, 4)}-`),
  )
  expect(miswritten).toEqual([])
  expect(invoices.some(({ updatedAt }) => updatedAt === '2026-11-24T13:45:12.345Z')).toBe(true)
})
