import { expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { eagerCompileEntry } from './eager-compile-entry'

it('marks the entry and the app chunk for eager compiling, no other, and moves its source map down a line', () => {
  const bundle = {
    'index.js': {
      type: 'chunk',
      isEntry: true,
      moduleIds: ['/repo/src/boot.ts'],
      code: 'run()',
      sourcemapFileName: 'index.js.map',
    },
    'index.js.map': {
      type: 'asset',
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    },
    'main.js': {
      type: 'chunk',
      isEntry: false,
      moduleIds: ['/repo/src/main.tsx', '/repo/src/app/app.tsx'],
      code: 'render()',
      sourcemapFileName: null,
    },
    'lazy.js': {
      type: 'chunk',
      isEntry: false,
      moduleIds: ['/repo/src/app/aging-route.tsx'],
      code: 'later()',
      sourcemapFileName: null,
    },
  }
  callPluginHook(eagerCompileEntry().generateBundle, undefined, {}, bundle)

  expect(bundle['index.js'].code).toBe('//# allFunctionsCalledOnLoad\nrun()')
  expect(JSON.parse(bundle['index.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA' })
  expect(bundle['main.js'].code).toBe('//# allFunctionsCalledOnLoad\nrender()')
  expect(bundle['lazy.js'].code).toBe('later()')
})
