/**
 * Where the browser tests find their servers. Every port follows E2E_PORT by the same offset, so
 * checkouts run side by side without colliding; each can also be set on its own.
 */
import { randomBytes } from 'node:crypto'

export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173)
/** `vite preview` of the production (non-demo) build in `dist/`. */
export const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? DEMO_PORT + 10)
/** `npm run mock-api`, the real HTTP server the production build connects to. */
export const MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? 8787 + (DEMO_PORT - 4173))

export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`
export const PRODUCTION_URL = `http://127.0.0.1:${PRODUCTION_PORT}`
export const MOCK_API_URL = `http://127.0.0.1:${MOCK_API_PORT}`

// A fresh key per run, set before Playwright starts the mock API and its workers (which inherit
// the environment): a string that appears nowhere else, so finding it anywhere means it leaked.
process.env.E2E_API_KEY ??= `sk_e2e_${randomBytes(12).toString('hex')}`
export const E2E_API_KEY = process.env.E2E_API_KEY
