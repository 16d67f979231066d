/**
 * The deployment's runtime setting, `/config.json` beside the app: `{"apiMode":"team","plan":…}`
 * when a team server holds the key (deploy/team serves it); an empty 204 from a personal deployment
 * (deploy/nginx.conf), so the browser logs no failed request. Read at every start of a production
 * build, so one build serves both modes without a rebuild.
 */
import { isPlan, type Plan } from '../features/connection/connection'

const RUNTIME_CONFIG_PATH = '/config.json'

/** A team server answers from memory on the same origin; anything slower is not one. */
const RUNTIME_CONFIG_TIMEOUT_MS = 2_000

/**
 * The team plan, or `null` for personal mode: nothing (204), no file, a page in its place (an SPA
 * fallback), a failure or an unknown mode all mean "as before". Checked by hand, like stored connections: zod
 * would cost the initial bundle more than these two fields.
 */
export async function readTeamPlan(timeoutMs = RUNTIME_CONFIG_TIMEOUT_MS): Promise<Plan | null> {
  try {
    const response = await fetch(new URL(RUNTIME_CONFIG_PATH, window.location.href), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok || response.status === 204) return null
    const json: unknown = await response.json()
    if (typeof json !== 'object' || json === null) return null
    const plan: unknown = Reflect.get(json, 'plan')
    return Reflect.get(json, 'apiMode') === 'team' ? (isPlan(plan) ? plan : 'standard') : null
  } catch {
    return null
  }
}
