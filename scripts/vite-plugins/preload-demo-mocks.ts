import type { Plugin } from 'vite'

/**
 * Demo builds only: a demo opens on the mock API, so main.tsx imports MSW's chunk before the first
 * render, but only once the entry chunk has been fetched and run. A `modulepreload` lets the browser
 * fetch and compile it alongside the entry instead. (A demo build connected to a real API fetches
 * it for nothing: one lean chunk, and demo builds exist to show the demo.)
 */
export function preloadDemoMocks(isDemo: boolean): Plugin {
  const mocksEntry = 'src/mocks/browser.ts'
  let base = '/'
  return {
    name: 'preload-demo-mocks',
    apply: (_config, { command }) => command === 'build' && isDemo,
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk')
        const mocks = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(mocksEntry))
        if (!mocks) throw new Error(`No chunk for ${mocksEntry} to preload`)
        // The chunk and whatever it imports that the entry does not already bring.
        const files = new Set<string>()
        const visit = (file: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === file)
          if (!chunk || chunk.isEntry || files.has(file)) return
          files.add(file)
          chunk.imports.forEach(visit)
        }
        visit(mocks.fileName)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
