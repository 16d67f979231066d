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
 * Two start-up chunks: the entry with everything it imports, and the app's start-up modules in one
 * chunk. Left to itself Rolldown splits every module shared between chunks into a small common chunk
 * of its own, though the entry and the app are always loaded before any lazy chunk (rolldown issue
 * #10731): the entry then waited for four such files before it could send the first request, and
 * the app for a dozen, with about 2 KB of gzip lost at their seams. The entry's modules stay out of
 * the app's chunk (the app imports them from the entry, already run), so the entry stays small.
 */
export function startChunks(): Plugin {
  let entryModules = new Set<string>()
  let appStart = new Set<string>()
  return {
    name: 'start-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Grouped with the entry module itself, these become the entry's own chunk.
                  name: 'entry',
                  test: (id: string) => entryModules.has(id),
                  includeDependenciesRecursively: false,
                },
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
      entryModules = new Set(entries.flatMap((id) => [...staticClosure(this, id)]))
      const app = staticClosure(
        this,
        ids.find((id) => id.endsWith(APP_START_MODULE)),
      )
      appStart = new Set([...app].filter((id) => !entryModules.has(id)))
    },
  }
}
