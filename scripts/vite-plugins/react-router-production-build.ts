import { existsSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * React Router 7 names only its development build in its package exports, for every condition
 * (remix-run/react-router#12532, "intended to be temporary"), so a production build would ship its
 * development warnings. Builds take the production build it ships beside it instead: the same API,
 * about 0.5 KB less gzip on the first page and no warnings to evaluate. The dev server and the tests
 * keep the development build and its warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
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
