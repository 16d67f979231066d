import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { parseRetryAfter } from '../../lib/rate-limit-headers'
import { RateLimitAlert } from './rate-limit-alert'
import { createRateLimitStore } from '../../api/rate-limit-store'

function renderAlert() {
  const store = createRateLimitStore(100)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <main>
        <RateLimitAlert store={store} />
        <h1>Invoices</h1>
      </main>
    </QueryClientProvider>,
  )
  return { store, user: userEvent.setup() }
}

test('a huge Retry-After is capped at ten minutes and read as minutes, with a way not to wait', async () => {
  const { store, user } = renderAlert()
  act(() => {
    store.observe({ remaining: 0, retryAfterSeconds: parseRetryAfter('999999') })
  })
  expect(screen.getByRole('alert')).toHaveTextContent(
    /^Rate limit reached\. Retrying in (10 min|9 min 59 s)$/,
  )
  await user.click(screen.getByRole('button', { name: 'Try now' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(store.getSnapshot().cooldownUntil).toBeNull()
  // The button went with the alert: focus is on the page's heading just after it.
  expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toHaveFocus()
})
