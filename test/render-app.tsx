/** Renders the real app (router, query client, connection) at a URL, on the mock API. */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/app/app'
import { createQueryClient } from '../src/app/query-client'
import { demoConnection, type Connection } from '../src/features/connection/connection'
import { createConnectionStore } from '../src/features/connection/connection-store'

export interface RenderAppOptions {
  /** The app's real retry policy; off by default so failures show at once. */
  retries?: boolean
  connection?: Connection
}

export function renderApp(
  path = '/invoices',
  { retries = false, connection = demoConnection() }: RenderAppOptions = {},
) {
  window.history.replaceState(null, '', path)
  const queryClient = createQueryClient()
  // Retries are off in tests so failures show at once; the retry tests turn them on.
  if (!retries) {
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    })
  }
  const connectionStore = createConnectionStore(connection)
  const user = userEvent.setup()
  const view = render(<App queryClient={queryClient} connectionStore={connectionStore} />)
  return { ...view, user, queryClient, connectionStore }
}
