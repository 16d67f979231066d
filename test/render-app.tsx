/** Renders the real app (router, session, connection) at a URL, on the mock API. */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/app/app'
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
  const connectionStore = createConnectionStore(connection, { retries: appRetries })
  const user = userEvent.setup()
  const view = render(
    <App connectionStore={connectionStore} connectionEnvironment={connectionEnvironment} />,
  )
  return {
    ...view,
    user,
    connectionStore,
    /** The current connection's query client (its session's). */
    queryClient: () => {
      const session = connectionStore.session()
      if (!session) throw new Error('Not connected: there is no query client.')
      return session.queryClient
    },
  }
}
