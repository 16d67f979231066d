import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // CI runs on 2 cores with files in parallel: leave room for a slow machine, never for a hang.
    testTimeout: 15_000,
    unstubEnvs: true,
    unstubGlobals: true,
  },
})
