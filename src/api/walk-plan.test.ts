import { expect, test } from 'vitest'
import { planWalk, replanWalk } from './walk-plan'

test('a walk needs one request per 100 invoices and a minute per extra window', () => {
  expect(planWalk(0, 100)).toMatchObject({ requests: 1, seconds: 0 })
  expect(planWalk(2_500, 100)).toMatchObject({ requests: 25, seconds: 0 })
  expect(planWalk(10_000, 100)).toMatchObject({ requests: 100, seconds: 0 })
  expect(planWalk(10_001, 100)).toMatchObject({ requests: 101, seconds: 60 })
  expect(planWalk(100_000, 100)).toMatchObject({ requests: 1_000, seconds: 540 })
  expect(planWalk(100_000, 500)).toMatchObject({ requests: 1_000, seconds: 60 })
})

test('the ceiling is the estimate plus a small slack, and only a walk past one window asks', () => {
  expect(planWalk(2_500, 100)).toMatchObject({ ceiling: 28, needsConfirmation: false })
  expect(planWalk(10_001, 100)).toMatchObject({ ceiling: 104, needsConfirmation: true })
})

test('an unknown total plans one window of requests and always asks', () => {
  expect(planWalk(null, 100)).toEqual({
    total: null,
    requests: 100,
    ceiling: 100,
    seconds: 0,
    needsConfirmation: true,
  })
})

test('a re-plan prices the rest at the page size the server actually sent, and asks', () => {
  expect(replanWalk(1_000, 6, 6, 100)).toMatchObject({
    requests: 1_000,
    seconds: 540,
    needsConfirmation: true,
  })
  expect(replanWalk(250, 240, 6, 100)).toMatchObject({ requests: 7, ceiling: 10 })
})
