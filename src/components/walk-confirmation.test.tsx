import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { planWalk } from '../api/walk-plan'
import { WalkConfirmationPanel } from './walk-confirmation'

const noop = () => undefined

test('a walk of unknown size is bounded in requests and in the invoices they can bring', () => {
  const { rerender } = render(
    <WalkConfirmationPanel
      walk="export"
      plan={planWalk(null, 100)}
      requestsPerMinute={100}
      onStart={noop}
      onDismiss={noop}
    />,
  )
  const group = () => screen.getByRole('group', { name: 'Confirm export' })
  expect(group()).toHaveTextContent(
    'The server does not say how many invoices match. Exporting stops after at most 110 requests (up to 10,000 invoices)',
  )
  // Behind a server that sends 20 a page, the same requests bring a fifth as many.
  rerender(
    <WalkConfirmationPanel
      walk="export"
      plan={planWalk(null, 100, 20)}
      requestsPerMinute={100}
      onStart={noop}
      onDismiss={noop}
    />,
  )
  expect(group()).toHaveTextContent('stops after at most 110 requests (up to 2,000 invoices)')
})
