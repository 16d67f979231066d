import type { Plugin } from 'vite'
import { APP_CHUNK_NAME, APP_START_MODULE } from './start-modules.js'

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** Every module `from` reaches through static imports, `from` included. */
export function staticClosure(graph: ModuleGraph, from: string | undefined): Set<string> {
  const reached = new Set<string>()
  const visit = (id: string) => {
    if (reached.has(id)) return
    reached.add(id)
    graph.getModuleInfo(id)?.importedIds.forEach(visit)
  }
  if (from) visit(from)
  return reached
}

/**
 * The app's start-up modules in one chunk. Left to itself Rolldown splits every module the app shares
 * with a lazy chunk into a small common chunk of its own, though the app is always loaded before any
 * lazy chunk (rolldown issue #10731): a dozen files, and about 2 KB of gzip lost at their seams.
 * What the boot entry imports stays apart, so the entry can send its request without the app.
 */
export function oneAppStartChunk(): Plugin {
  let appStart = new Set<string>()
  return {
    name: 'one-app-start-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: APP_CHUNK_NAME,
                  test: (id: string) => appStart.has(id),
                  // Only what the app itself reaches: the entry's own modules stay in theirs.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const boot = new Set(entries.flatMap((id) => [...staticClosure(this, id)]))
      const app = staticClosure(
        this,
        ids.find((id) => id.endsWith(APP_START_MODULE)),
      )
      appStart = new Set([...app].filter((id) => !boot.has(id)))
    },
  }
}
