import { expect, test } from 'vitest'
import { fitToWindow, planWalk, replanWalk } from './walk-plan'

test('a walk needs one request per 100 invoices and a minute per extra window', () => {
  expect(planWalk(0, 100)).toMatchObject({ requests: 1, seconds: 0 })
  expect(planWalk(2_500, 100)).toMatchObject({ requests: 25, seconds: 0 })
  expect(planWalk(10_000, 100)).toMatchObject({ requests: 100, seconds: 0 })
  expect(planWalk(10_001, 100)).toMatchObject({ requests: 101, seconds: 60 })
  expect(planWalk(100_000, 100)).toMatchObject({ requests: 1_000, seconds: 540 })
  expect(planWalk(100_000, 500)).toMatchObject({ requests: 1_000, seconds: 60 })
})

test('a server that applies a smaller page is priced at its page size', () => {
  expect(planWalk(2_500, 100, 1)).toMatchObject({ pageSize: 1, requests: 2_500, ceiling: 2_503 })
  expect(planWalk(120, 100, 20)).toMatchObject({ pageSize: 20, requests: 6, seconds: 0 })
  // Nothing known, or a page size beyond what is ever asked for: 100 a request.
  expect(planWalk(2_500, 100, null)).toMatchObject({ pageSize: 100, requests: 25 })
  expect(planWalk(2_500, 100, 500)).toMatchObject({ pageSize: 100, requests: 25 })
})

test('the ceiling is the estimate plus a small slack, and only a walk past one window asks', () => {
  expect(planWalk(2_500, 100)).toMatchObject({ ceiling: 28, needsConfirmation: false })
  expect(planWalk(10_001, 100)).toMatchObject({ ceiling: 104, needsConfirmation: true })
})

test('an unknown total plans one window of requests and always asks', () => {
  expect(planWalk(null, 100)).toEqual({
    total: null,
    pageSize: 100,
    requests: 100,
    ceiling: 100,
    retryAllowance: 10,
    seconds: 0,
    needsConfirmation: true,
  })
})

test('tries again after a 429 or a failure have an allowance of their own: 8, or one per ten pages', () => {
  expect(planWalk(2_500, 100)).toMatchObject({ requests: 25, retryAllowance: 8 })
  expect(planWalk(50_000, 500)).toMatchObject({ requests: 500, retryAllowance: 50 })
  expect(replanWalk(1_000, 6, 6, 100)).toMatchObject({ requests: 1_000, retryAllowance: 100 })
})

test('a re-plan prices the rest at the page size the server actually sent, and asks', () => {
  expect(replanWalk(1_000, 6, 6, 100)).toMatchObject({
    requests: 1_000,
    seconds: 540,
    needsConfirmation: true,
  })
  expect(replanWalk(250, 240, 6, 100)).toMatchObject({ requests: 7, ceiling: 10 })
  // Pages of 2 and 3 average 2.8 invoices: the plan counts whole ones.
  expect(replanWalk(1_000, 45, 16, 100)).toMatchObject({ pageSize: 2, requests: 356 })
})

test('a walk that fits the plan but not what the window has left waits for the next, and asks', () => {
  const plan = planWalk(2_500, 100)
  expect(fitToWindow(plan, 11, 100)).toMatchObject({
    requests: 25,
    ceiling: 28,
    seconds: 60,
    needsConfirmation: true,
    requestsLeftInWindow: 11,
  })
  expect(fitToWindow(planWalk(25_000, 100), 0, 100)).toMatchObject({
    seconds: 180,
    requestsLeftInWindow: 0,
  })
})

test('a walk that asks anyway and takes no longer for the window it starts in is asked as planned', () => {
  const plan = planWalk(15_000, 100)
  expect(fitToWindow(plan, 97, 100)).toBe(plan)
})

test('a walk within what the window has left, or against an unknown budget, is planned as it was', () => {
  const plan = planWalk(2_500, 100)
  expect(fitToWindow(plan, 25, 100)).toBe(plan)
  expect(fitToWindow(plan, null, 100)).toBe(plan)
})
