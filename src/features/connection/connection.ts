/**
 * What the dashboard is connected to: the demo's mock API, a real one with a key, or the team server
 * on this origin that holds the key itself (deploy/team).
 */

export const plans = {
  standard: { label: 'Standard', requestsPerMinute: 100 },
  pro: { label: 'Pro', requestsPerMinute: 500 },
} as const
export type Plan = keyof typeof plans

interface ConnectionBase {
  /** Stable identity for caches; never the key. */
  id: string
  /** Server root without `/api/v1`. */
  root: string
  plan: Plan
}

export type Connection =
  | (ConnectionBase & { kind: 'demo' | 'api'; apiKey: string })
  /** No key in the browser: the server adds it to every request it passes on. */
  | (ConnectionBase & { kind: 'team'; apiKey: null })
/** A connection whose key lives in this browser. */
export type PersonalConnection = Extract<Connection, { kind: 'demo' | 'api' }>

/** Said when the demo's mock API could not start (its chunk did not load, or no service worker). */
export const DEMO_START_FAILED = 'The demo data could not be started.'

export const DEMO_API_KEYS: Readonly<Record<Plan, string>> = {
  standard: 'demo-standard',
  pro: 'demo-pro',
}

export function demoConnection(plan: Plan = 'standard'): PersonalConnection {
  return {
    kind: 'demo',
    id: `demo-${plan}`,
    root: window.location.origin,
    apiKey: DEMO_API_KEYS[plan],
    plan,
  }
}

/** The team server on this origin, with the plan its deployment says it has. */
export function teamConnection(plan: Plan): Connection {
  return { kind: 'team', id: `team-${plan}`, root: window.location.origin, apiKey: null, plan }
}

/**
 * A fresh random identity for a saved connection. Random rather than derived from the key, so caches,
 * query keys and devtools never hold anything that leads back to it. `getRandomValues` works outside
 * secure contexts too, unlike `randomUUID`.
 */
function newConnectionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `api-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export function apiConnection(settings: {
  root: string
  apiKey: string
  plan: Plan
}): PersonalConnection {
  return { kind: 'api', id: newConnectionId(), ...settings }
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && Object.hasOwn(plans, value)
}

export type ApiKeyCheck = { ok: true; apiKey: string } | { ok: false; message: string }

/**
 * Surrounding whitespace (a paste artefact) is dropped; anything else that cannot travel in an
 * `Authorization` header is refused, so a bad key fails here and not as a confusing network error.
 * Messages never repeat the key.
 */
export function checkApiKey(input: string): ApiKeyCheck {
  const apiKey = input.trim()
  if (apiKey === '') return { ok: false, message: 'Enter the API key.' }
  if (apiKey.length > 4096) return { ok: false, message: 'This key is too long.' }
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    return {
      ok: false,
      message: 'An API key contains only letters, digits and punctuation, without spaces.',
    }
  }
  return { ok: true, apiKey }
}
