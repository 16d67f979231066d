import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { makeInvoice } from '../../test/invoice-fixtures'
import { renderApp } from '../../test/render-app'
import { invoiceDb } from '../mocks/invoice-db'

// jsdom lays nothing out, so the folded filters look to "/" as they do at phone widths, where the
// Vendor field is not rendered until "Filters" unfolds them (test/e2e/second-wave.spec.ts at 390 px).
test('"/" unfolds the filters when Vendor is folded away, and focuses Vendor', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a', invoiceNumber: 'INV-1' })])
  const { user } = renderApp('/invoices')
  await screen.findByRole('button', { name: 'Keyboard shortcuts' })
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false')
  await user.keyboard('/')
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true')
  await waitFor(() => {
    expect(screen.getByRole('textbox', { name: 'Vendor' })).toHaveFocus()
  })
})
