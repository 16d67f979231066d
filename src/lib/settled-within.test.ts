import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { settledWithin } from './settled-within'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Whether `promise` has resolved once pending callbacks have run. */
async function isDone(promise: Promise<void>) {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

test('resolves as soon as the promise resolves or rejects, before the time is up', async () => {
  expect(await isDone(settledWithin(Promise.resolve('page'), 1_000))).toBe(true)
  expect(await isDone(settledWithin(Promise.reject(new Error('401')), 1_000))).toBe(true)
})

test('resolves after the time when the promise has not settled, and not before', async () => {
  const waiting = settledWithin(new Promise(() => undefined), 250)
  await vi.advanceTimersByTimeAsync(249)
  expect(await isDone(waiting)).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await isDone(waiting)).toBe(true)
})
