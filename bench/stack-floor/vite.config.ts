import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressAssets } from '../../scripts/vite-plugins/precompress-assets.js'
import { leanDependencyBuilds } from '../../scripts/vite-plugins/lean-dependency-builds.js'

/** Builds the stack floor on its own: `vite build --config bench/stack-floor/vite.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  // Its files are served as the app's are (bench/servers.ts): precompressed, by nginx.
  plugins: [react(), leanDependencyBuilds(), precompressAssets()],
  build: { outDir: '../../dist-stack-floor', emptyOutDir: true, manifest: true },
  logLevel: 'warn',
})
