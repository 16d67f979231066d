import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { contentSecurityPolicyMeta } from './scripts/vite-plugins/content-security-policy.js'
import { dropMockWorkerOutsideDemo } from './scripts/vite-plugins/drop-mock-worker-outside-demo.js'
import { eagerCompileEntry } from './scripts/vite-plugins/eager-compile-entry.js'
import { startChunks } from './scripts/vite-plugins/start-chunks.js'
import { leanDemoMocks } from './scripts/vite-plugins/lean-demo-mocks.js'
import { precompressAssets } from './scripts/vite-plugins/precompress-assets.js'
import { preloadStartChunks } from './scripts/vite-plugins/preload-start-chunks.js'
import { leanDependencyBuilds } from './scripts/vite-plugins/lean-dependency-builds.js'

export default defineConfig(({ mode }) => {
  const isDemo = loadEnv(mode, process.cwd(), 'VITE_').VITE_DEMO === 'true'
  return {
    plugins: [
      react(),
      leanDependencyBuilds(),
      leanDemoMocks(isDemo),
      preloadStartChunks(isDemo),
      dropMockWorkerOutsideDemo(isDemo),
      contentSecurityPolicyMeta(isDemo),
      eagerCompileEntry(),
      startChunks(),
      precompressAssets(),
    ],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: isDemo ? 'dist-demo' : 'dist',
      sourcemap: true,
      manifest: true,
      // Every browser Vite's default target reaches preloads modules itself, except Safari before 17,
      // which then fetches each chunk when it is imported: slower there, never broken. The polyfill
      // was ~250 bytes of the initial JavaScript that every other browser ran for nothing.
      modulePreload: { polyfill: false },
    },
  }
})
