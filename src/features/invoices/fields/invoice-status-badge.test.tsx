import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { InvoiceStatusBadge } from './invoice-status-badge'

test.each([
  ['pending', 'Pending', 'badge-warning'],
  ['paid', 'Paid', 'badge-success'],
  ['overdue', 'Overdue', 'badge-danger'],
  ['on hold', 'on hold', 'badge-neutral'],
  ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>', 'badge-neutral'],
])('%j shows the word %j with its colour', (status, word, toneClass) => {
  render(<InvoiceStatusBadge status={status} />)
  expect(screen.getByText(word, { exact: true })).toHaveClass('badge', toneClass)
  expect(screen.queryByRole('img')).not.toBeInTheDocument()
})

test('a missing status is a dash', () => {
  const { container } = render(<InvoiceStatusBadge status={null} />)
  expect(container).toHaveTextContent(/^—$/)
})
