import { expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { startChunks, staticClosure } from './start-chunks'

/**
 * boot → filters; main → react-dom → react, scheduler; main → app → filters, table, react;
 * main ⇢ aging (dynamic, not followed).
 */
const modules: Record<string, { importedIds: string[]; isEntry?: boolean }> = {
  '/repo/src/boot.ts': { importedIds: ['/repo/src/filters.ts'], isEntry: true },
  '/repo/src/filters.ts': { importedIds: [] },
  '/repo/src/main.tsx': {
    importedIds: ['/repo/node_modules/react-dom/client.js', '/repo/src/app.tsx'],
  },
  '/repo/node_modules/react-dom/client.js': {
    importedIds: ['/repo/node_modules/react/index.js', '/repo/node_modules/scheduler/index.js'],
  },
  '/repo/node_modules/react/index.js': { importedIds: [] },
  '/repo/node_modules/scheduler/index.js': { importedIds: [] },
  '/repo/src/app.tsx': {
    importedIds: [
      '/repo/src/filters.ts',
      '/repo/src/table.tsx',
      '/repo/node_modules/react/index.js',
    ],
  },
  '/repo/src/table.tsx': { importedIds: [] },
  '/repo/src/aging.tsx': { importedIds: ['/repo/src/table.tsx'] },
}
const graph = {
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => modules[id] ?? null,
}

it('follows static imports only, from the start module', () => {
  expect([...staticClosure(graph, '/repo/src/main.tsx')].sort()).toEqual([
    '/repo/node_modules/react-dom/client.js',
    '/repo/node_modules/react/index.js',
    '/repo/node_modules/scheduler/index.js',
    '/repo/src/app.tsx',
    '/repo/src/filters.ts',
    '/repo/src/main.tsx',
    '/repo/src/table.tsx',
  ])
})

it('groups the entry with all it imports, React apart, and what else the app reaches', () => {
  const plugin = startChunks()
  const config = callPluginHook(plugin.config, undefined) as {
    build: {
      rolldownOptions: { output: { codeSplitting: { groups: { test(id: string): boolean }[] } } }
    }
  }
  callPluginHook(plugin.buildEnd, graph)
  const [entry, react, app] = config.build.rolldownOptions.output.codeSplitting.groups
  // Rolldown gives a module to the first group that takes it: React's group comes before the app's.
  const grouped = (group: typeof entry, ...before: (typeof entry)[]) =>
    Object.keys(modules).filter((id) => group?.test(id) && !before.some((other) => other?.test(id)))
  expect(grouped(entry).sort()).toEqual(['/repo/src/boot.ts', '/repo/src/filters.ts'])
  expect(grouped(react, entry).sort()).toEqual([
    '/repo/node_modules/react-dom/client.js',
    '/repo/node_modules/react/index.js',
    '/repo/node_modules/scheduler/index.js',
  ])
  expect(grouped(app, entry, react).sort()).toEqual([
    '/repo/src/app.tsx',
    '/repo/src/main.tsx',
    '/repo/src/table.tsx',
  ])
})
