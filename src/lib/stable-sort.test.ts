import fc from 'fast-check'
import { expect, test } from 'vitest'
import { stableSort } from './stable-sort'
import { runToEnd } from '../../test/run-to-end'

test('sorts like a stable sort: equal keys keep their order', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), at: fc.nat() })),
      (items) => {
        const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key
        expect(runToEnd(stableSort(items, byKey, 3))).toEqual([...items].sort(byKey))
      },
    ),
  )
})

test('pauses every so many comparisons and leaves its input alone', () => {
  const items = Array.from({ length: 64 }, (_, index) => 64 - index)
  const work = stableSort(items, (a, b) => a - b, 10)
  let pauses = 0
  for (let step = work.next(); !step.done; step = work.next()) pauses += 1
  expect(pauses).toBeGreaterThan(10)
  expect(items[0]).toBe(64)
})
