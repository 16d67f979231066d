import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatCount } from '../lib/format-count'
import { describeWalkOutcome, type WalkOutcome } from './describe-walk-result'

const outcome = (overrides: Partial<WalkOutcome>): WalkOutcome => ({
  got: 250,
  claimedTotal: 250,
  reportedTotal: 250,
  totalBelowRows: null,
  missing: 0,
  duplicates: 0,
  totalChanged: false,
  stopReason: 'end',
  complete: true,
  requests: 3,
  pageRequests: 3,
  ...overrides,
})

test('a complete walk says what it got and nothing more', () => {
  expect(describeWalkOutcome('Exported', outcome({}), ' to invoices.csv')).toBe(
    'Exported 250 invoices to invoices.csv.',
  )
})

test('a server that sent no total is never quoted as reporting one, and no rerun is promised', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({ got: 2_500, claimedTotal: 2_500, reportedTotal: null, complete: false }),
    ),
  ).toBe('Exported 2,500 invoices; the server sent no total. Nothing confirms these are all.')
})

test('a total below the rows sent is quoted as such, not as the count', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({
        got: 2_500,
        claimedTotal: 2_500,
        reportedTotal: null,
        totalBelowRows: 3,
        complete: false,
      }),
    ),
  ).toBe(
    'Exported 2,500 invoices; the server reported 3, fewer than it sent. Nothing confirms these are all.',
  )
})

test('a total the pages never reach says where they ran out, with no advice to run again', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({
        got: 2_500,
        claimedTotal: 1_000_000,
        reportedTotal: 1_000_000,
        missing: 997_500,
        complete: false,
      }),
    ),
  ).toBe('Exported 2,500 invoices; the server reported 1,000,000. Its pages ran out after 2,500.')
})

test('an order that changed under the walk states the repeats and suggests another run', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({ got: 213, missing: 37, duplicates: 37, complete: false }),
    ),
  ).toBe(
    'Exported 213 invoices; the server reported 250 (37 repeated while the order changed). A new run may get them all.',
  )
})

test('a server that ignores the offset is never presented as complete, nor as fixed by a rerun', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({
        got: 100,
        claimedTotal: 1_000,
        reportedTotal: 1_000,
        missing: 900,
        stopReason: 'no-new-invoices',
        complete: false,
      }),
    ),
  ).toBe(
    'Exported 100 invoices; the server reported 1,000. Later pages repeated invoices already read (the server seems to ignore the offset), so the walk stopped.',
  )
})

test('pages that only repeat while the total grows are blamed on the arrivals, not the offset', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({
        got: 100,
        claimedTotal: 3_200,
        reportedTotal: 3_200,
        missing: 3_100,
        duplicates: 400,
        totalChanged: true,
        stopReason: 'no-new-invoices',
        complete: false,
      }),
    ),
  ).toBe(
    'Exported 100 invoices; the server reported 3,200 (its total changed during the walk). Later pages repeated invoices already read while new ones arrived, so the walk stopped. A new run may get them all.',
  )
})

test('a total that grew past the confirmed ceiling says so and suggests another run', () => {
  expect(
    describeWalkOutcome(
      'Loaded',
      outcome({
        got: 300,
        claimedTotal: 3_200,
        reportedTotal: 3_200,
        missing: 2_900,
        totalChanged: true,
        stopReason: 'total-grew',
        complete: false,
      }),
    ),
  ).toBe(
    'Loaded 300 invoices; the server reported 3,200 (its total changed during the walk). The count grew past what was confirmed, so the walk stopped. A new run may get them all.',
  )
})

test('a walk stopped by requests turned away says so, not that pages were small', () => {
  expect(
    describeWalkOutcome(
      'Loaded',
      outcome({
        got: 100,
        missing: 2_400,
        claimedTotal: 2_500,
        reportedTotal: 2_500,
        stopReason: 'retries',
        complete: false,
      }),
    ),
  ).toBe(
    'Loaded 100 invoices; the server reported 2,500. The server turned away more requests than planned for (rate limited or failing), so the walk stopped.',
  )
})

test('pages smaller than planned stop at the ceiling, said as such (the re-plan asks next)', () => {
  expect(
    describeWalkOutcome(
      'Exported',
      outcome({
        got: 10,
        claimedTotal: 1_000,
        reportedTotal: 1_000,
        missing: 990,
        stopReason: 'ceiling',
        complete: false,
      }),
    ),
  ).toBe(
    'Exported 10 invoices; the server reported 1,000. Pages came back smaller than planned, so the walk stopped at the requests confirmed.',
  )
})

test('whatever the walk met, an incomplete one quotes only what the server said', () => {
  const outcomes = fc.record({
    got: fc.nat({ max: 100_000 }),
    reportedTotal: fc.option(fc.nat({ max: 100_000 })),
    totalBelowRows: fc.option(fc.nat({ max: 100 })),
    duplicates: fc.nat({ max: 1_000 }),
    totalChanged: fc.boolean(),
    stopReason: fc.constantFrom('end', 'no-new-invoices', 'total-grew', 'ceiling', 'retries'),
    requests: fc.nat({ max: 1_000 }),
    pageRequests: fc.nat({ max: 1_000 }),
  })
  fc.assert(
    fc.property(outcomes, (walk) => {
      const complete =
        walk.stopReason === 'end' &&
        !walk.totalChanged &&
        walk.duplicates === 0 &&
        walk.totalBelowRows === null &&
        walk.got === walk.reportedTotal
      const claimedTotal = walk.reportedTotal ?? walk.got
      const text = describeWalkOutcome('Exported', {
        ...walk,
        claimedTotal,
        missing: Math.max(0, claimedTotal - walk.got),
        complete,
      })
      if (complete) expect(text).not.toContain('server')
      else if (walk.reportedTotal !== null)
        expect(text).toContain(`the server reported ${formatCount(walk.reportedTotal)}`)
      else if (walk.totalBelowRows !== null) expect(text).toContain(`, fewer than it sent`)
      else expect(text).toContain('the server sent no total')
      // Another run is suggested only when the data moved under the walk.
      const moved =
        walk.totalChanged || (walk.duplicates > 0 && walk.stopReason !== 'no-new-invoices')
      expect(text.includes('A new run may get them all.')).toBe(!complete && moved)
      expect(text).not.toContain('exact copy')
    }),
  )
})
