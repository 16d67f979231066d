import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { dropMockWorkerOutsideDemo } from './drop-mock-worker-outside-demo'

let root = ''
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'drop-mock-worker-'))
  await mkdir(join(root, 'out'))
  await writeFile(join(root, 'out/mockServiceWorker.js'), '// MSW')
})
afterEach(() => rm(root, { recursive: true, force: true }))

async function build(isDemo: boolean) {
  const plugin = dropMockWorkerOutsideDemo(isDemo)
  callPluginHook(plugin.configResolved, undefined, { root, build: { outDir: 'out' } })
  await callPluginHook(plugin.closeBundle, undefined)
  return existsSync(join(root, 'out/mockServiceWorker.js'))
}

it("removes MSW's worker from a production build's output", async () => {
  expect(await build(false)).toBe(false)
})

it('keeps it in a demo build', async () => {
  expect(await build(true)).toBe(true)
})
