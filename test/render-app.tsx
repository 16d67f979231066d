/** Renders the real app (router, query client, connection) at a URL, on the mock API. */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/app/app'
import { createQueryClient } from '../src/app/query-client'
import { demoConnection } from '../src/features/connection/connection'
import { createConnectionStore } from '../src/features/connection/connection-store'

export function renderApp(path = '/invoices') {
  window.history.replaceState(null, '', path)
  const queryClient = createQueryClient()
  // Retries are off in tests so failures show at once; the retry tests turn them on.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const connectionStore = createConnectionStore(demoConnection())
  const user = userEvent.setup()
  const view = render(<App queryClient={queryClient} connectionStore={connectionStore} />)
  return { ...view, user, queryClient, connectionStore }
}
