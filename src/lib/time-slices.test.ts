import { expect, test } from 'vitest'
import { runToEnd } from '../../test/run-to-end'
import { mapInSlices, runInSlices } from './time-slices'

/** Work that takes about `ms` of main-thread time per step, for `steps` steps. */
function* busy(steps: number, ms: number) {
  for (let step = 0; step < steps; step += 1) {
    const until = performance.now() + ms
    while (performance.now() < until);
    yield
  }
  return 'done'
}

test('work in slices gives the main thread back between them', async () => {
  let timerRan = false
  setTimeout(() => {
    timerRan = true
  }, 0)
  const running = runInSlices(busy(10, 5), { sliceMs: 10 })
  expect(timerRan).toBe(false)
  await expect(running).resolves.toBe('done')
  expect(timerRan).toBe(true)
})

test('an abort stops the work between slices', async () => {
  const controller = new AbortController()
  const running = runInSlices(busy(100, 5), { sliceMs: 5, signal: controller.signal })
  controller.abort()
  await expect(running).rejects.toThrow()
})

test('a map in slices maps every item, in order', () => {
  expect(runToEnd(mapInSlices([1, 2, 3, 4, 5], (n) => n * 2, 2))).toEqual([2, 4, 6, 8, 10])
})
