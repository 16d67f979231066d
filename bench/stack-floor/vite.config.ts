import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { leanDependencyBuilds } from '../../scripts/vite-plugins/lean-dependency-builds.js'

/** Builds the stack floor on its own: `vite build --config bench/stack-floor/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), leanDependencyBuilds()],
  build: { outDir: '../../dist-stack-floor', emptyOutDir: true, manifest: true },
  logLevel: 'warn',
})
