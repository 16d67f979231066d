import { render, screen } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { InvoiceDate, InvoiceDueDate, InvoiceTimestamp } from './invoice-date'

beforeEach(() => {
  // Only Date is faked: "today" is 31 October 2026, midday local time.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 9, 31, 12))
})

test('a calendar date reads in the locale', () => {
  const { container } = render(<InvoiceDate value="2026-10-01" />)
  expect(container).toHaveTextContent(/^Oct 1, 2026$/)
})

test.each([
  ['2026-10-26', 'Oct 26, 2026 5 days overdue'],
  ['2026-10-30', 'Oct 30, 2026 1 day overdue'],
  ['2024-10-31', 'Oct 31, 2024 730 days overdue'],
  ['2023-01-01', 'Jan 1, 2023 1,399 days overdue'],
])('an overdue invoice due %s says how long it has been', (due, expected) => {
  const { container } = render(<InvoiceDueDate value={due} overdue />)
  expect(container).toHaveTextContent(expected)
})

test('no "days overdue" for a status that is not overdue, or a due date not yet passed', () => {
  const { container, rerender } = render(<InvoiceDueDate value="2026-10-01" overdue={false} />)
  expect(container).toHaveTextContent(/^Oct 1, 2026$/)
  rerender(<InvoiceDueDate value="2026-10-31" overdue />)
  expect(container).toHaveTextContent(/^Oct 31, 2026$/)
})

test.each([['2024-13-45'], ['2024-02-30'], ['yesterday'], ['<img src=x onerror=alert(1)>']])(
  'a malformed date %j shows its raw text with a marker, never "Invalid Date"',
  (value) => {
    const { container } = render(<InvoiceDueDate value={value} overdue />)
    expect(container).toHaveTextContent(`⚠(not a valid date)${value}`)
    expect(container).not.toHaveTextContent(/Invalid Date|NaN|overdue/)
  },
)

test('missing or blank dates are a dash', () => {
  const { container, rerender } = render(<InvoiceDate value={null} />)
  expect(container).toHaveTextContent(/^—$/)
  rerender(<InvoiceDate value="  " />)
  expect(container).toHaveTextContent(/^—$/)
  rerender(<InvoiceTimestamp value={undefined} />)
  expect(container).toHaveTextContent(/^—$/)
})

test('timestamps are machine-readable too, and bad ones are marked', () => {
  const { container, rerender } = render(<InvoiceTimestamp value="2026-10-01T09:00:00.000Z" />)
  expect(screen.getByRole('time')).toHaveAttribute('datetime', '2026-10-01T09:00:00.000Z')
  rerender(<InvoiceTimestamp value="last Tuesday" />)
  expect(container).toHaveTextContent('⚠(not a valid timestamp)last Tuesday')
})
