/** Renders the real app (router, query client, connection) at a URL, on the mock API. */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/app/app'
import { createQueryClient } from '../src/app/query-client'
import { demoConnection, type Connection } from '../src/features/connection/connection'
import type { ConnectionEnvironment } from '../src/features/connection/connection-page'
import { createConnectionStore } from '../src/features/connection/connection-store'

interface RenderAppOptions {
  /** What the app opens on: demo data unless a test says otherwise (`null`: not connected). */
  connection?: Connection | null
  connectionEnvironment?: ConnectionEnvironment
  /**
   * The app's own retry policy, as in the browser (for the tests of retries, timeouts and rate
   * limits). Off by default, so a failure shows at once.
   */
  appRetries?: boolean
}

export function renderApp(
  path = '/invoices',
  {
    connection = demoConnection(),
    connectionEnvironment,
    appRetries = false,
  }: RenderAppOptions = {},
) {
  window.history.replaceState(null, '', path)
  const queryClient = createQueryClient()
  if (!appRetries)
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    })
  const connectionStore = createConnectionStore(connection)
  const user = userEvent.setup()
  const view = render(
    <App
      queryClient={queryClient}
      connectionStore={connectionStore}
      connectionEnvironment={connectionEnvironment}
    />,
  )
  return { ...view, user, queryClient, connectionStore }
}
