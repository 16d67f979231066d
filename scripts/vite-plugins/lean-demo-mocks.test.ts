import { expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { leanDemoMocks } from './lean-demo-mocks'

const cookieJar = '/repo/node_modules/tough-cookie/dist/cookie/index.js'
const context = {
  error(message: string): never {
    throw new Error(message)
  },
}

function plugin() {
  const lean = leanDemoMocks(true)
  return {
    resolveId: (source: string, importer: string) =>
      callPluginHook(lean.resolveId, context, source, importer) as string | null,
    buildEnd: () => callPluginHook(lean.buildEnd, context, undefined),
  }
}

it("answers tough-cookie's import of tldts with the small shim", () => {
  expect(plugin().resolveId('tldts', cookieJar)).toMatch(/src\/mocks\/shims\/tldts\.ts$/)
})

it('leaves tldts alone for any other importer, and every other import', () => {
  const { resolveId } = plugin()
  expect(resolveId('tldts', '/repo/src/main.tsx')).toBeNull()
  expect(resolveId('tough-cookie', cookieJar)).toBeNull()
})

it('fails the build when nothing imports what it shims, so a dead shim is removed', () => {
  const unused = plugin()
  expect(() => {
    unused.buildEnd()
  }).toThrow(/No import of tldts to shim/)
  const used = plugin()
  used.resolveId('tldts', cookieJar)
  expect(() => {
    used.buildEnd()
  }).not.toThrow()
})

it('runs only when building the demo', () => {
  const apply = (isDemo: boolean, command: 'build' | 'serve') =>
    callPluginHook(leanDemoMocks(isDemo).apply, undefined, {}, { command }) as boolean
  expect(apply(true, 'build')).toBe(true)
  expect(apply(false, 'build')).toBe(false)
  expect(apply(true, 'serve')).toBe(false)
})
