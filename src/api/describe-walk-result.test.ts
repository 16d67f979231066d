import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatCount } from '../lib/format-count'
import { describeWalkOutcome, type WalkOutcome } from './describe-walk-result'

const outcome = (overrides: Partial<WalkOutcome>): WalkOutcome => ({
  got: 250,
  claimedTotal: 250,
  missing: 0,
  duplicates: 0,
  totalChanged: false,
  stopReason: 'end',
  complete: true,
  requests: 3,
  ...overrides,
})

test('a complete walk says what it got and nothing more', () => {
  expect(describeWalkOutcome('Exported', outcome({}), ' to invoices.csv')).toBe(
    'Exported 250 invoices to invoices.csv.',
  )
})

test('an order that changed under the walk states the repeats and asks for another run', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({ got: 213, missing: 37, duplicates: 37, complete: false }),
    ),
  ).toBe(
    'Exported 213 invoices; the server reported 250 (37 repeated while the order changed). Run it again for an exact copy.',
  )
})

test('a server that ignores the offset is never presented as complete', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({
        got: 100,
        claimedTotal: 1_000,
        missing: 900,
        stopReason: 'no-new-invoices',
        complete: false,
      }),
    ),
  ).toBe(
    'Exported 100 invoices; the server reported 1,000. Later pages repeated invoices already read (the server seems to ignore the offset), so the walk stopped. Run it again for an exact copy.',
  )
})

test('pages that only repeat while the total grows are blamed on the arrivals, not the offset', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({
        got: 100,
        claimedTotal: 3_200,
        missing: 3_100,
        duplicates: 400,
        totalChanged: true,
        stopReason: 'no-new-invoices',
        complete: false,
      }),
    ),
  ).toBe(
    'Exported 100 invoices; the server reported 3,200 (its total changed during the walk). Later pages repeated invoices already read while new ones arrived, so the walk stopped. Run it again for an exact copy.',
  )
})

test('whatever the walk met, an incomplete one states what the server claimed', () => {
  const outcomes = fc.record({
    got: fc.nat({ max: 100_000 }),
    claimedTotal: fc.nat({ max: 100_000 }),
    duplicates: fc.nat({ max: 1_000 }),
    totalChanged: fc.boolean(),
    stopReason: fc.constantFrom('end', 'no-new-invoices', 'total-grew', 'ceiling'),
    requests: fc.nat({ max: 1_000 }),
  })
  fc.assert(
    fc.property(outcomes, (walk) => {
      const complete =
        walk.stopReason === 'end' &&
        !walk.totalChanged &&
        walk.duplicates === 0 &&
        walk.got === walk.claimedTotal
      const text = describeWalkOutcome('Exported', {
        ...walk,
        missing: Math.max(0, walk.claimedTotal - walk.got),
        complete,
      })
      if (complete) expect(text).not.toContain('reported')
      else {
        expect(text).toContain(`the server reported ${formatCount(walk.claimedTotal)}`)
        expect(text).toContain('Run it again')
      }
    }),
  )
})
