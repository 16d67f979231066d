import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Vite copies public/ into every build; only demo builds may ship MSW's worker. */
export function dropMockWorkerOutsideDemo(isDemo: boolean): Plugin {
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
