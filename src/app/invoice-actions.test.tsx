import { screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render-app'
import { seedInvoices } from '../../test/invoice-views'
import { captureDownloads } from '../../test/downloads'
import { INVOICES_ROUTE } from '../mocks/handlers'
import { server } from '../mocks/node'

/** The first page answers; every later page of a walk hangs, so the walk stays running. */
function hangAfterFirstPage() {
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== null) await delay('infinite')
    }),
  )
}

test('Summarize runs under the one "Export progress" bar and "Cancel export", and the export waits for it', async () => {
  seedInvoices(300)
  hangAfterFirstPage()
  const { user } = renderApp('/invoices')
  await user.click(await screen.findByRole('button', { name: 'Summarize' }))
  expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  await waitFor(() => {
    expect(screen.queryByRole('progressbar', { name: 'Export progress' })).not.toBeInTheDocument()
  })
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
})

test('while the export runs, Summarize waits: one "Export progress" bar, never two', async () => {
  seedInvoices(300)
  hangAfterFirstPage()
  captureDownloads()
  const { user } = renderApp('/invoices')
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }))
  await screen.findByRole('progressbar', { name: 'Export progress' })
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Summarize' })).toBeEnabled()
})
