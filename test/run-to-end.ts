/** Runs sliced work (src/lib/time-slices.ts) with no pause: its result, for a test to check. */
import type { SlicedWork } from '../src/lib/time-slices'

export function runToEnd<T>(work: SlicedWork<T>): T {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
  }
}
