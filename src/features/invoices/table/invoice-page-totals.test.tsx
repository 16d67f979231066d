import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Invoice } from '../../../api/invoice-schema'
import { InvoicePageTotals } from './invoice-page-totals'

const invoice = (id: string, amount: number | null, currency: string | null): Invoice => ({
  id,
  amount,
  currency,
})
const text = (element: HTMLElement) => element.textContent.replace(/\s/g, ' ')

test('one sum per currency, in the order they first appear, credit notes subtracted', () => {
  const { container } = render(
    <InvoicePageTotals
      invoices={[
        invoice('a', 12000, 'USD'),
        invoice('b', 2100, 'EUR'),
        invoice('c', 340, 'USD'),
        invoice('d', 150000, 'JPY'),
        invoice('e', -50000, 'JPY'),
      ]}
    />,
  )
  expect(text(container)).toBe('This page: $12,340.00 · €2,100.00 · ¥100,000')
})

test('unusable currencies are summed apart and marked; missing amounts are left out, and said', () => {
  const { container } = render(
    <InvoicePageTotals
      invoices={[
        invoice('a', 10, 'USD'),
        invoice('b', 5, 'US'),
        invoice('c', 7, null),
        invoice('d', null, 'USD'),
        invoice('e', 1, 'XYZ'),
      ]}
    />,
  )
  expect(text(container)).toBe(
    'This page: $10.00 · 5.00 ⚠(unrecognised currency)US · 7.00 ⚠(no currency) · XYZ 1.00 (1 amount not added: missing, or too large to add exactly)',
  )
})

test('a page without amounts shows no totals line', () => {
  const { container } = render(<InvoicePageTotals invoices={[invoice('a', null, 'USD')]} />)
  expect(container).toBeEmptyDOMElement()
})
