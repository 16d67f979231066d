import { expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { startChunks, staticClosure } from './start-chunks'

/** boot → filters; main → app → filters, table; main ⇢ aging (dynamic, not followed). */
const modules: Record<string, { importedIds: string[]; isEntry?: boolean }> = {
  '/repo/src/boot.ts': { importedIds: ['/repo/src/filters.ts'], isEntry: true },
  '/repo/src/filters.ts': { importedIds: [] },
  '/repo/src/main.tsx': { importedIds: ['/repo/src/app.tsx'] },
  '/repo/src/app.tsx': { importedIds: ['/repo/src/filters.ts', '/repo/src/table.tsx'] },
  '/repo/src/table.tsx': { importedIds: [] },
  '/repo/src/aging.tsx': { importedIds: ['/repo/src/table.tsx'] },
}
const graph = {
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => modules[id] ?? null,
}

it('follows static imports only, from the start module', () => {
  expect([...staticClosure(graph, '/repo/src/main.tsx')].sort()).toEqual([
    '/repo/src/app.tsx',
    '/repo/src/filters.ts',
    '/repo/src/main.tsx',
    '/repo/src/table.tsx',
  ])
})

it('groups the entry with all it imports, and what the app reaches and the entry does not', () => {
  const plugin = startChunks()
  const config = callPluginHook(plugin.config, undefined) as {
    build: {
      rolldownOptions: { output: { codeSplitting: { groups: { test(id: string): boolean }[] } } }
    }
  }
  callPluginHook(plugin.buildEnd, graph)
  const [entry, app] = config.build.rolldownOptions.output.codeSplitting.groups
  const grouped = (group: typeof entry) => Object.keys(modules).filter((id) => group?.test(id))
  expect(grouped(entry).sort()).toEqual(['/repo/src/boot.ts', '/repo/src/filters.ts'])
  expect(grouped(app).sort()).toEqual([
    '/repo/src/app.tsx',
    '/repo/src/main.tsx',
    '/repo/src/table.tsx',
  ])
})
