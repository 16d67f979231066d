import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { InvoiceAttachmentLink } from './invoice-attachment-link'

test('an https URL is a link named for its invoice that opens safely in a new tab', () => {
  render(<InvoiceAttachmentLink url="https://files.example.com/a.pdf" reference="INV-7" />)
  const link = screen.getByRole('link', { name: 'Attachment for INV-7' })
  expect(link).toHaveAttribute('href', 'https://files.example.com/a.pdf')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})

test('http and whitespace-padded URLs are links too, to the trimmed address', () => {
  const { rerender } = render(
    <InvoiceAttachmentLink url="http://localhost:8080/a.pdf" reference="INV-7" />,
  )
  expect(screen.getByRole('link')).toHaveAttribute('href', 'http://localhost:8080/a.pdf')
  rerender(<InvoiceAttachmentLink url={'  https://files.example.com/b.pdf \n'} reference="INV-7" />)
  expect(screen.getByRole('link')).toHaveAttribute('href', 'https://files.example.com/b.pdf')
})

test.each([
  ['javascript:alert(1)'],
  [' javascript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['/files/a.pdf'],
  ['files/a.pdf'],
  ['//evil.example.com/a.pdf'],
  ['ftp://files.example.com/a.pdf'],
  ['https://'],
  ['https://bank.com@evil.com/x.pdf'],
  ['https://user:pass@files.example.com/a.pdf'],
  ['not a url'],
  [''],
  [null],
])('%j is a dash, never a link', (url) => {
  const { container } = render(<InvoiceAttachmentLink url={url} reference="INV-7" />)
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
  expect(container).toHaveTextContent(/^—$/)
})

test('the host the link goes to is shown beside it, outside its name', () => {
  const { container } = render(
    <InvoiceAttachmentLink url="https://files.example.com/a.pdf" reference="INV-7" />,
  )
  expect(screen.getByRole('link', { name: 'Attachment for INV-7' })).toBeInTheDocument()
  expect(screen.getByText('files.example.com')).toBeVisible()
  expect(container).toHaveTextContent(/^Attachment for INV-7 ↗ files\.example\.com$/)
})

test('invisible characters in the invoice number are markers in the link name, never raw', () => {
  const { container } = render(
    <InvoiceAttachmentLink url="https://files.example.com/a.pdf" reference={'INV\u202E1234'} />,
  )
  expect(screen.getByRole('link', { name: 'Attachment for INV⟨U+202E⟩1234' })).toBeInTheDocument()
  expect(container.textContent).not.toContain('\u202E')
})
