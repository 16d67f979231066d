import type { Plugin } from 'vite'
import { APP_START_MODULE, DEMO_MOCKS_MODULE, holdsModule } from './start-modules.js'

interface StartChunk {
  type: 'chunk'
  fileName: string
  imports: string[]
  isEntry: boolean
  moduleIds: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * The entry is tiny and imports the app (and, in demo builds, MSW's chunk) only once it has been
 * fetched and run: one round trip later than need be. `modulepreload` links and the app's stylesheet
 * in the HTML let the browser fetch and compile them alongside the entry instead. (A demo build
 * connected to a real API fetches the mocks for nothing: one lean chunk, and demo builds exist to
 * show the demo.)
 */
export function preloadStartChunks(isDemo: boolean): Plugin {
  const startModules = isDemo ? [APP_START_MODULE, DEMO_MOCKS_MODULE] : [APP_START_MODULE]
  let base = '/'
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter(
          (output): output is StartChunk & typeof output => output.type === 'chunk',
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        // What the entry brings itself: Vite links those already.
        const entryFiles = new Set<string>()
        const visitEntry = (file: string) => {
          if (entryFiles.has(file)) return
          entryFiles.add(file)
          byFile.get(file)?.imports.forEach(visitEntry)
        }
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) visitEntry(entry.fileName)
        // Each start chunk and whatever it imports that the entry does not already bring.
        const files = new Set<string>()
        const stylesheets = new Set<string>()
        const visit = (file: string) => {
          const chunk = byFile.get(file)
          if (!chunk || entryFiles.has(file) || files.has(file)) return
          files.add(file)
          chunk.viteMetadata?.importedCss.forEach((css) => stylesheets.add(css))
          chunk.imports.forEach(visit)
        }
        for (const module of startModules) {
          const start = chunks.find((chunk) => holdsModule(chunk, module))
          if (!start) throw new Error(`No chunk for ${module} to preload`)
          visit(start.fileName)
        }
        return [
          ...[...stylesheets].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ]
      },
    },
  }
}
