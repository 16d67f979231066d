import type { SlicedWork } from './time-slices'

/**
 * A stable bottom-up merge sort that pauses every `every` comparisons, so sorting 50,000 strings
 * with a collator (a few hundred ms) can run in slices. Returns a new array.
 */
export function* stableSort<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  every = 1000,
): SlicedWork<T[]> {
  let from = [...items]
  let to = new Array<T>(from.length)
  let comparisons = 0
  for (let width = 1; width < from.length; width *= 2) {
    for (let start = 0; start < from.length; start += 2 * width) {
      const middle = Math.min(start + width, from.length)
      const end = Math.min(start + 2 * width, from.length)
      let left = start
      let right = middle
      let out = start
      while (left < middle && right < end) {
        // Ties take the left run first: that keeps equal items in their order.
        if (compare(from[right] as T, from[left] as T) < 0) to[out++] = from[right++] as T
        else to[out++] = from[left++] as T
        comparisons += 1
        if (comparisons % every === 0) yield
      }
      while (left < middle) to[out++] = from[left++] as T
      while (right < end) to[out++] = from[right++] as T
    }
    ;[from, to] = [to, from]
  }
  return from
}
