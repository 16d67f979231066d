import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from './test/e2e/chromium'
import {
  DEMO_PORT,
  DEMO_URL,
  E2E_API_KEY,
  MOCK_API_PORT,
  MOCK_API_URL,
  PRODUCTION_PORT,
  PRODUCTION_URL,
} from './test/e2e/servers'

/**
 * The connection, server, hostile-*, aging and loaded-set tests run against the production build;
 * every other spec against the demo.
 */
const productionSpecs =
  /[\\/](connection|production-server|hostile-[a-z-]+|aging|loaded-set)\.spec\.ts$/

/**
 * The demo build (`npm run build:demo`) served by `vite preview`, and the non-demo build (`npm run
 * build`) served as it is deployed, by nginx with deploy/nginx.conf, next to the mock API it
 * connects to. Ports: test/e2e/servers.ts.
 */
export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'demo', testIgnore: productionSpecs, use: { baseURL: DEMO_URL } },
    { name: 'production', testMatch: productionSpecs, use: { baseURL: PRODUCTION_URL } },
  ],
  webServer: [
    {
      command: `npx vite preview --outDir dist-demo --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
      url: DEMO_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-nginx.mjs --root dist --port ${PRODUCTION_PORT}`,
      url: PRODUCTION_URL,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not Playwright's default SIGKILL: the wrapper stops nginx and removes its temp folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'npx tsx scripts/mock-api.ts',
      url: `${MOCK_API_URL}/`,
      env: {
        MOCK_API_PORT: String(MOCK_API_PORT),
        MOCK_API_LATENCY_MS: '0',
        MOCK_API_KEYS: `${E2E_API_KEY}=pro`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
