import { expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { preloadDemoMocks } from './preload-demo-mocks'

const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  ...extra,
})

function preloads(bundle: Record<string, object>) {
  const plugin = preloadDemoMocks(true)
  callPluginHook(plugin.configResolved, undefined, { base: '/app/' })
  return callPluginHook(plugin.transformIndexHtml, undefined, '', { bundle })
}

it('preloads the mock chunk and what it imports, but not the entry it shares', () => {
  const tags = preloads({
    entry: chunk('assets/index.js', ['assets/vendor.js'], { isEntry: true }),
    vendor: chunk('assets/vendor.js', []),
    mocks: chunk('assets/browser.js', ['assets/index.js', 'assets/msw.js'], {
      facadeModuleId: '/repo/src/mocks/browser.ts',
    }),
    msw: chunk('assets/msw.js', []),
    css: { type: 'asset', fileName: 'assets/index.css' },
  })
  expect(tags).toEqual([
    {
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: '/app/assets/browser.js' },
      injectTo: 'head',
    },
    {
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: '/app/assets/msw.js' },
      injectTo: 'head',
    },
  ])
})

it('fails the build when the mock chunk is gone, rather than preloading nothing', () => {
  expect(() => preloads({ entry: chunk('assets/index.js', [], { isEntry: true }) })).toThrow(
    /No chunk for src\/mocks\/browser.ts/,
  )
})
