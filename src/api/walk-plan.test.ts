import { expect, test } from 'vitest'
import { planWalk } from './walk-plan'

test('a walk needs one request per 100 invoices and a minute per extra window', () => {
  expect(planWalk(0, 100)).toEqual({ requests: 1, seconds: 0 })
  expect(planWalk(2_500, 100)).toEqual({ requests: 25, seconds: 0 })
  expect(planWalk(10_000, 100)).toEqual({ requests: 100, seconds: 0 })
  expect(planWalk(10_001, 100)).toEqual({ requests: 101, seconds: 60 })
  expect(planWalk(100_000, 100)).toEqual({ requests: 1_000, seconds: 540 })
  expect(planWalk(100_000, 500)).toEqual({ requests: 1_000, seconds: 60 })
})
