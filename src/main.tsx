/**
 * Opens on the saved connection, or on demo data (starting its mock API first), or on the team
 * server when the deployment says there is one, then renders.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startDemo } from './app/demo-start'
import { readTeamPlan } from './app/read-team-plan'
import { startFirstQuery } from './app/start-first-query'
import { DEMO_START_FAILED, teamConnection } from './features/connection/connection'
import { createConnectionStore } from './features/connection/connection-store'
import { startupConnection } from './features/connection/key-storage'
import './styles/app.css'

async function demoStarts(): Promise<boolean> {
  try {
    await startDemo?.()
    return true
  } catch {
    return false
  }
}

async function start() {
  // Team servers serve the production build (deploy/team): a demo build, whose data is the mock API,
  // never asks, so its server (Vite's, which answers a missing file with a 404) logs no error. The
  // build's flag decides, not `startDemo`, so the demo build leaves the team check out altogether.
  const teamPlan = import.meta.env.VITE_DEMO === 'true' ? Promise.resolve(null) : readTeamPlan()
  const personal = startupConnection({ demoAvailable: startDemo !== undefined })
  // A saved connection's first request does not wait for the deployment's setting (personal mode
  // stays as fast as it was); a team setting arriving later replaces it. With nothing saved there is
  // no request to start, and the setting decides between the team server and the settings.
  const plan = personal ? null : await teamPlan
  const connection = plan ? teamConnection(plan) : personal
  // Demo data that cannot start (its chunk did not load, the browser allows no service worker) opens
  // the settings, saying so, where the user can try again or connect to an API. Demo builds only:
  // the flag leaves this out of the production bundle.
  const demoFailed =
    import.meta.env.VITE_DEMO === 'true' && connection?.kind === 'demo' && !(await demoStarts())
  const connectionStore = demoFailed
    ? createConnectionStore(null, { reason: DEMO_START_FAILED })
    : createConnectionStore(connection)
  await startFirstQuery(connectionStore.session())
  if (personal) {
    void teamPlan.then((late) => {
      if (late) connectionStore.set(teamConnection(late))
    })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App
        connectionStore={connectionStore}
        connectionEnvironment={{
          startDemo,
          defaultBaseUrl: import.meta.env.VITE_API_BASE_URL,
          // Every build carries the policy (scripts/vite-plugins/content-security-policy.ts).
          contentSecurityPolicy: import.meta.env.PROD,
        }}
      />
    </StrictMode>,
  )
}

void start()
