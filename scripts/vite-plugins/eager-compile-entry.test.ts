import { expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { eagerCompileEntry } from './eager-compile-entry'

it('marks only the entry chunk for eager compiling, and moves its source map down a line', () => {
  const bundle = {
    'index.js': {
      type: 'chunk',
      isEntry: true,
      code: 'run()',
      sourcemapFileName: 'index.js.map',
    },
    'index.js.map': {
      type: 'asset',
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    },
    'lazy.js': { type: 'chunk', isEntry: false, code: 'later()', sourcemapFileName: null },
  }
  callPluginHook(eagerCompileEntry().generateBundle, undefined, {}, bundle)

  expect(bundle['index.js'].code).toBe('//# allFunctionsCalledOnLoad\nrun()')
  expect(JSON.parse(bundle['index.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA' })
  expect(bundle['lazy.js'].code).toBe('later()')
})
