import { expect, test } from 'vitest'
import { planUnpaidWalk } from './unpaid-invoices'

test('one walk per status: the cost is the sum of each status’s pages, not the pages of the sum', () => {
  expect(planUnpaidWalk({ pending: 150, overdue: 30 }, 100)).toMatchObject({
    total: 180,
    requests: 3,
    ceiling: 9,
    needsConfirmation: false,
    byStatus: { pending: { requests: 2 }, overdue: { requests: 1 } },
  })
})

test('a walk past one window, or with a status of unknown size, asks first', () => {
  expect(planUnpaidWalk({ pending: 9_950, overdue: 100 }, 100)).toMatchObject({
    requests: 101,
    seconds: 60,
    needsConfirmation: true,
  })
  expect(planUnpaidWalk({ pending: 150, overdue: null }, 100)).toMatchObject({
    total: null,
    requests: 102,
    needsConfirmation: true,
    byStatus: { overdue: { total: null, ceiling: 100 } },
  })
})
