import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Builds the stack floor on its own: `vite build --config bench/stack-floor/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: '../../dist-stack-floor', emptyOutDir: true, manifest: true },
  logLevel: 'warn',
})
