/** Renders the real app (router, connection and its session) at a URL, on the mock API. */
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
}

export function renderApp(
  path = '/invoices',
  { connection = demoConnection(), connectionEnvironment }: RenderAppOptions = {},
) {
  window.history.replaceState(null, '', path)
  // Retries are off in tests so failures show at once; the retry tests turn them on.
  const connectionStore = createConnectionStore(connection, { retries: false })
  const user = userEvent.setup()
  const view = render(
    <App connectionStore={connectionStore} connectionEnvironment={connectionEnvironment} />,
  )
  return { ...view, user, connectionStore }
}
