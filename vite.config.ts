import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'

/** Vite copies public/ into every build; only demo builds may ship MSW's worker. */
function dropMockWorkerOutsideDemo(isDemo: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'drop-mock-worker-outside-demo',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!isDemo) await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

export default defineConfig(({ mode }) => {
  const isDemo = loadEnv(mode, process.cwd(), 'VITE_').VITE_DEMO === 'true'
  return {
    plugins: [react(), dropMockWorkerOutsideDemo(isDemo)],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { outDir: isDemo ? 'dist-demo' : 'dist', sourcemap: true, manifest: true },
  }
})
