import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { InvoiceNumberButton } from '../detail/invoice-number-button'
import { InvoiceText } from './invoice-text'

test('a right-to-left override in an invoice number shows as a marker, not as reversed digits', () => {
  render(<InvoiceNumberButton invoice={{ id: 'a', invoiceNumber: 'INV\u202E1234' }} />)
  const button = screen.getByRole('button', { name: 'INV⟨U+202E⟩1234' })
  expect(button.textContent).not.toContain('\u202E')
})

test('zero-width characters in a vendor show as markers, in the text and its tooltip', () => {
  const { container } = render(<InvoiceText value={'Ac\u200Bme'} truncate />)
  expect(container).toHaveTextContent('Ac⟨U+200B⟩me')
  expect(screen.getByTitle('Ac⟨U+200B⟩me')).toBeInTheDocument()
  expect(container.textContent).not.toContain('\u200B')
})
