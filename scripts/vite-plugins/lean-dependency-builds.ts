import { existsSync } from 'node:fs'
import type { Plugin } from 'vite'

/** React 19 has `useSyncExternalStore` built in; the shim is for React 17 and older. */
const EXTERNAL_STORE_SHIM = 'use-sync-external-store/shim/with-selector'
const EXTERNAL_STORE_ON_REACT = 'use-sync-external-store/with-selector'

/**
 * Builds take the leanest build of two dependencies, with the same API:
 * - React Router 7 names only its development build in its package exports, for every condition
 *   (remix-run/react-router#12532, "intended to be temporary"), so a production build would ship its
 *   development warnings. Builds take the production build it ships beside it (0.47 KB gzip).
 * - TanStack Store reads its selectors through `use-sync-external-store`'s shim, which carries its
 *   own store subscription for Reacts without one. Builds take the same package's selector on
 *   React's own `useSyncExternalStore` (0.23 KB gzip).
 *
 * The dev server and the tests keep what the packages name. The stack floor builds the same way.
 */
export function leanDependencyBuilds(): Plugin {
  return {
    name: 'lean-dependency-builds',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === EXTERNAL_STORE_SHIM) {
        return this.resolve(EXTERNAL_STORE_ON_REACT, importer, { ...options, skipSelf: true })
      }
      if (source !== 'react-router') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.id.includes('/dist/production/')) return null
      const production = productionBuildOf(resolved.id)
      if (!production) {
        this.error(
          `react-router resolved to ${resolved.id}, which has no production twin: check this plugin`,
        )
      }
      return { ...resolved, id: production }
    },
  }
}

/** The production twin of a file in React Router's development build, if it has one. */
export function productionBuildOf(developmentFile: string): string | undefined {
  const marker = '/dist/development/'
  if (!developmentFile.includes(marker)) return undefined
  const production = developmentFile.replace(marker, '/dist/production/')
  return existsSync(production) ? production : undefined
}
