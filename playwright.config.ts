import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from './test/e2e/chromium'

/** Override with E2E_PORT to run two checkouts side by side. */
const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173)

/** Runs against the production demo build (`npm run build:demo`), served by `vite preview`. */
export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite preview --outDir dist-demo --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
    url: `http://127.0.0.1:${DEMO_PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
