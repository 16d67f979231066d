import { expect, test } from 'vitest'
import { asOfText, loadedWhenText, updatedText } from './format-freshness'

const at = new Date(2026, 10, 24, 10, 42, 5).getTime()
const later = (minutes: number) => at + minutes * 60_000
const clockText = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(at)

test('recent data says its clock time, older data how long ago', () => {
  expect(updatedText(at, at)).toBe(`Updated ${clockText}`)
  expect(updatedText(at, later(9.9))).toBe(`Updated ${clockText}`)
  expect(updatedText(at, later(10))).toBe('Updated 10 minutes ago')
  expect(updatedText(at, later(12.5))).toBe('Updated 12 minutes ago')
  expect(updatedText(at, later(61))).toBe('Updated 1 hour ago')
  expect(updatedText(at, later(5 * 60))).toBe('Updated 5 hours ago')
})

test('data from another day names the day', () => {
  expect(updatedText(at, later(14 * 60))).toMatch(/^Updated Nov 24, 2026/)
})

test('"loaded at 10:42", then "loaded 12 minutes ago"', () => {
  expect(loadedWhenText(at, later(1))).toBe(`at ${clockText}`)
  expect(loadedWhenText(at, later(12))).toBe('12 minutes ago')
})

test('a clock that went backwards never reads as the future', () => {
  expect(updatedText(at, later(-3))).toBe(`Updated ${clockText}`)
})

test('a shared answer is dated to the second', () => {
  const fetchedAt = new Date(2026, 10, 24, 10, 42, 5).getTime()
  expect(asOfText(fetchedAt)).toBe(
    `as of ${new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(fetchedAt)}`,
  )
  expect(asOfText(fetchedAt)).toMatch(/10:42:05/)
})
