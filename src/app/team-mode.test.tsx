/** Team mode in the real app: no key in the browser, the team server's shared answers shown as such. */
import { screen, within } from '@testing-library/react'
import { getResponse, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { seedInvoices } from '../../test/invoice-views'
import { renderApp } from '../../test/render-app'
import { teamConnection } from '../features/connection/connection'
import { createInvoiceHandlers, INVOICES_ROUTE } from '../mocks/handlers'
import { server } from '../mocks/node'

const meter = () => screen.getByRole('meter', { name: 'API requests left this minute' })

/**
 * Stands in for deploy/team's nginx: it adds the server's key to what the browser sent, and answers
 * the views in `cached` from its cache (no rate-limit reading, the upstream's Date replayed).
 */
function useTeamServer({ plan = 'standard', cached = new Map<string, Date>() } = {}) {
  const authorization: (string | null)[] = []
  const upstream = createInvoiceHandlers()
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      authorization.push(request.headers.get('Authorization'))
      const withKey = new Request(request.url, {
        headers: { Authorization: `Bearer demo-${plan}` },
      })
      const answer = await getResponse(upstream, withKey)
      if (!answer) throw new Error('the mock API did not answer')
      const headers = new Headers(answer.headers)
      const fetchedAt = cached.get(new URL(request.url).search)
      if (fetchedAt) {
        headers.delete('X-RateLimit-Remaining')
        headers.set('Date', fetchedAt.toUTCString())
      }
      headers.set('X-Cache-Status', fetchedAt ? 'HIT' : 'MISS')
      return new HttpResponse(await answer.text(), { status: answer.status, headers })
    }),
  )
  return { authorization }
}

test('in team mode the dashboard sends no key, says "Team server" and lists the invoices', async () => {
  seedInvoices(3)
  const team = useTeamServer()
  renderApp('/invoices', { connection: teamConnection('standard') })

  expect(await screen.findByText('N-2')).toBeVisible()
  expect(screen.getAllByRole('row')).toHaveLength(4)
  expect(screen.getByRole('banner')).toHaveTextContent('Team server')
  expect(screen.queryByText('Demo data')).not.toBeInTheDocument()
  expect(meter()).toHaveAttribute('aria-valuenow', '99')
  expect(meter()).toHaveAttribute('aria-valuemax', '100')
  expect(team.authorization).toEqual([null])
  // A page fetched for this reader is live data: no "as of" line.
  expect(screen.queryByText(/Shared answer/)).not.toBeInTheDocument()
})

test('a page from the team server’s cache shows when it was fetched; the meter keeps the last fresh reading', async () => {
  seedInvoices(3, (index) => ({ status: index === 0 ? 'overdue' : 'paid' }))
  const fetchedAt = new Date(Date.now() - 12_000)
  useTeamServer({ plan: 'pro', cached: new Map([['?status=overdue', fetchedAt]]) })
  const { user } = renderApp('/invoices', { connection: teamConnection('pro') })
  await screen.findByText('N-2')
  expect(meter()).toHaveAttribute('aria-valuenow', '499')

  await user.click(screen.getByRole('radio', { name: 'Overdue' }))

  const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(fetchedAt)
  expect(
    await screen.findByText(`Shared answer from your team’s server, as of ${clock}`),
  ).toBeInTheDocument()
  expect(screen.getAllByRole('row')).toHaveLength(2)
  // The cached answer carried no reading: the meter neither jumps nor turns unknown.
  expect(meter()).toHaveAttribute('aria-valuenow', '499')
})

test('in team mode the connection screen says the server holds the key and asks for none', async () => {
  useTeamServer()
  renderApp('/settings', { connection: teamConnection('standard') })

  await screen.findByRole('heading', { level: 1, name: 'Connection' })
  const main = screen.getByRole('main')
  expect(main).toHaveTextContent('Connected through your team’s server (Standard plan).')
  expect(main).toHaveTextContent('The team’s server holds the API key')
  expect(within(main).queryByLabelText('API key')).not.toBeInTheDocument()
  expect(within(main).queryByRole('button', { name: 'Save and connect' })).not.toBeInTheDocument()
  expect(within(main).getByRole('link', { name: 'Open the invoices' })).toHaveAttribute(
    'href',
    '/invoices',
  )
})
