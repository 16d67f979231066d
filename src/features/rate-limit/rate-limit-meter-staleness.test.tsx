/** The header's meter in the real app, on the mock API, as minutes pass with nothing sent. */
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { advance, useFakeClock, useRealClock } from '../../../test/app-driver'
import { seedInvoices } from '../../../test/invoice-views'
import { renderApp } from '../../../test/render-app'

beforeEach(() => {
  useFakeClock('2026-11-22T10:00:00Z')
})
afterEach(() => {
  useRealClock()
})

const meterText = () =>
  screen
    .getByRole('meter', { name: 'API requests left this minute' })
    .getAttribute('aria-valuetext')

test('a count read in a minute that has since ended is not shown as now; the next answer replaces it', async () => {
  seedInvoices(3, (index) => ({ status: index === 0 ? 'overdue' : 'paid' }))
  renderApp('/invoices')
  await advance(0)
  expect(meterText()).toBe('99 of 100 requests left this minute')
  const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(Date.now())

  // A quiet minute: the server's window has started over, whatever it said then.
  await advance(60_000)
  expect(screen.queryByRole('meter')).not.toBeInTheDocument()
  expect(screen.getByText('Requests left this minute: unknown')).toBeInTheDocument()
  expect(screen.getByText(`(99 left as of ${clock})`)).toBeInTheDocument()

  fireEvent.click(screen.getByRole('radio', { name: /^Overdue/ }))
  await advance(0)
  expect(meterText()).toBe('99 of 100 requests left this minute')
  expect(screen.queryByText('Requests left this minute: unknown')).not.toBeInTheDocument()
})
