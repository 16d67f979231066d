import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { invoiceSchema } from './invoice-schema'
import { prepareLoadedSet } from './loaded-set-engine'
import { planUnpaidWalk, unpaidFromLoadedSet } from './unpaid-invoices'

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

test('aging takes the unpaid invoices from a loaded set only when it got all the server said', async () => {
  const everything = { status: null, vendor: '', startDate: null, endDate: null }
  const invoices = [
    makeInvoice({ id: '1', status: 'overdue' }),
    makeInvoice({ id: '2', status: 'paid' }),
    makeInvoice({ id: '3', status: 'pending' }),
  ].map((invoice) => invoiceSchema.parse(invoice))
  const whole = await prepareLoadedSet(everything, invoices, null)
  expect(unpaidFromLoadedSet(whole)).toMatchObject({
    counts: { pending: 1, overdue: 1 },
    fromLoadedSet: true,
  })
  const short = await prepareLoadedSet(everything, invoices, {
    label: 'Partial',
    gap: 'the server reported 30.',
    note: 'of the 3 loaded; the server reported 30',
  })
  expect(unpaidFromLoadedSet(short)).toBeNull()
})
