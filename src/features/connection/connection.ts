/** What the dashboard is connected to: the demo's mock API, or a real one with a key. */

export const plans = {
  standard: { label: 'Standard', requestsPerMinute: 100 },
  pro: { label: 'Pro', requestsPerMinute: 500 },
} as const
export type Plan = keyof typeof plans

export interface Connection {
  kind: 'demo' | 'api'
  /** Stable identity for caches; never the key. */
  id: string
  /** Server root without `/api/v1`. */
  root: string
  apiKey: string
  plan: Plan
}

export const DEMO_API_KEYS: Readonly<Record<Plan, string>> = {
  standard: 'demo-standard',
  pro: 'demo-pro',
}

export function demoConnection(plan: Plan = 'standard'): Connection {
  return {
    kind: 'demo',
    id: `demo-${plan}`,
    root: window.location.origin,
    apiKey: DEMO_API_KEYS[plan],
    plan,
  }
}
