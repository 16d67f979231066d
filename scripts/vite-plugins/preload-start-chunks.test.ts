import { expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { preloadStartChunks } from './preload-start-chunks'

const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  moduleIds: [],
  ...extra,
})

function preloads(bundle: Record<string, object>, { isDemo = false } = {}) {
  const plugin = preloadStartChunks(isDemo)
  callPluginHook(plugin.configResolved, undefined, { base: '/app/' })
  return callPluginHook(plugin.transformIndexHtml, undefined, '', { bundle })
}

const link = (rel: string, href: string) => ({
  tag: 'link',
  attrs: { rel, crossorigin: true, href },
  injectTo: 'head',
})

const bundle = {
  entry: chunk('assets/index.js', ['assets/shared.js'], { isEntry: true }),
  shared: chunk('assets/shared.js', []),
  app: chunk('assets/main.js', ['assets/shared.js', 'assets/react.js'], {
    moduleIds: ['/repo/src/main.tsx', '/repo/src/app/app.tsx'],
    viteMetadata: { importedCss: new Set(['assets/main.css']) },
  }),
  react: chunk('assets/react.js', []),
  lazy: chunk('assets/aging.js', ['assets/main.js']),
  mocks: chunk('assets/browser.js', ['assets/main.js', 'assets/msw.js'], {
    moduleIds: ['/repo/src/mocks/browser.ts'],
  }),
  msw: chunk('assets/msw.js', []),
  css: { type: 'asset', fileName: 'assets/main.css' },
}

it("links the app's chunk, its stylesheet and its imports, but nothing the entry brings", () => {
  expect(preloads(bundle)).toEqual([
    link('stylesheet', '/app/assets/main.css'),
    link('modulepreload', '/app/assets/main.js'),
    link('modulepreload', '/app/assets/react.js'),
  ])
})

it('adds the mock chunk and what it imports in demo builds', () => {
  expect(preloads(bundle, { isDemo: true })).toEqual([
    link('stylesheet', '/app/assets/main.css'),
    link('modulepreload', '/app/assets/main.js'),
    link('modulepreload', '/app/assets/react.js'),
    link('modulepreload', '/app/assets/browser.js'),
    link('modulepreload', '/app/assets/msw.js'),
  ])
})

it('fails the build when a start chunk is gone, rather than preloading nothing', () => {
  expect(() => preloads({ entry: bundle.entry, app: bundle.app }, { isDemo: true })).toThrow(
    /No chunk for src\/mocks\/browser.ts/,
  )
})
