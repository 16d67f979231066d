import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressAssets } from '../../scripts/vite-plugins/precompress-assets.js'

/** Builds the floor page on its own: `vite build --config bench/floor/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  // Its files are served as the app's are (bench/servers.ts): precompressed, by nginx.
  plugins: [react(), precompressAssets()],
  build: { outDir: '../../dist-floor', emptyOutDir: true, manifest: true },
  logLevel: 'warn',
})
