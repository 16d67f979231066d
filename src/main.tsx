/** Starts the demo's mock API first when on demo data, then renders. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createQueryClient } from './app/query-client'
import { demoConnection } from './features/connection/connection'
import { createConnectionStore } from './features/connection/connection-store'
import './styles/app.css'

const isDemoBuild = import.meta.env.VITE_DEMO === 'true'

async function start() {
  const connection = isDemoBuild ? demoConnection() : null
  if (isDemoBuild && connection?.kind === 'demo') {
    const { startDemoWorker } = await import('./mocks/browser')
    await startDemoWorker(new URLSearchParams(window.location.search).get('scenario'))
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} connectionStore={createConnectionStore(connection)} />
    </StrictMode>,
  )
}

void start()
