import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Demo builds only: MSW's browser chunk without what the demo never runs, MSW itself untouched.
 * MSW's cookie jar (tough-cookie) asks `tldts` for registrable domains, and `tldts` carries the whole
 * public-suffix list: two thirds of the chunk. A small shim answers instead (see its header for
 * what it gives up). Node keeps the real library: Vitest has its own config, and the mock API
 * server runs MSW under tsx without Vite.
 */
export function leanDemoMocks(isDemo: boolean): Plugin {
  const shims: Record<string, { importer: string; file: string }> = {
    tldts: { importer: '/node_modules/tough-cookie/', file: resolve('src/mocks/shims/tldts.ts') },
  }
  const unused = new Set(Object.keys(shims))
  return {
    name: 'lean-demo-mocks',
    apply: (_config, { command }) => command === 'build' && isDemo,
    enforce: 'pre',
    resolveId(source, importer) {
      const shim = shims[source]
      if (!shim || !importer?.includes(shim.importer)) return null
      unused.delete(source)
      return shim.file
    },
    buildEnd(error) {
      // After an MSW upgrade that drops the dependency, the shim is dead weight: say so.
      if (!error && unused.size > 0)
        this.error(`No import of ${[...unused].join(', ')} to shim: remove it from leanDemoMocks`)
    },
  }
}
