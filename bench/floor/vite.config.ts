import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Builds the floor page on its own: `vite build --config bench/floor/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: '../../dist-floor', emptyOutDir: true, manifest: true },
  logLevel: 'warn',
})
