import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { reactRouterProductionBuild } from '../../scripts/vite-plugins/react-router-production-build.js'

/** Builds the stack floor on its own: `vite build --config bench/stack-floor/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), reactRouterProductionBuild()],
  build: { outDir: '../../dist-stack-floor', emptyOutDir: true, manifest: true },
  logLevel: 'warn',
})
