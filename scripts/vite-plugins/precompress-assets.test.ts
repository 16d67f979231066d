import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { precompressAssets } from './precompress-assets'

let root = ''
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `INV-${i}`))}\n`
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'precompress-'))
  await mkdir(join(root, 'out/assets'), { recursive: true })
  await writeFile(join(root, 'out/index.html'), `<!doctype html>${'<p>invoice</p>'.repeat(100)}`)
  await writeFile(join(root, 'out/assets/main.js'), script)
  await writeFile(join(root, 'out/assets/main.js.map'), '{"mappings":"' + 'A'.repeat(4000) + '"}')
  await writeFile(join(root, 'out/assets/tiny.css'), 'a{color:red}')
  await writeFile(join(root, 'out/assets/logo.png'), Buffer.alloc(4000))
})
afterEach(() => rm(root, { recursive: true, force: true }))

async function build() {
  const plugin = precompressAssets()
  callPluginHook(plugin.configResolved, undefined, { root, build: { outDir: 'out' } })
  await callPluginHook(plugin.closeBundle, undefined)
}

it('writes a gzip copy beside each text file, with the same content', async () => {
  await build()
  expect(gunzipSync(await readFile(join(root, 'out/assets/main.js.gz'))).toString()).toBe(script)
  expect(existsSync(join(root, 'out/index.html.gz'))).toBe(true)
})

it('leaves out source maps, files too small to gain, and what is not text', async () => {
  await build()
  expect(existsSync(join(root, 'out/assets/main.js.map.gz'))).toBe(false)
  expect(existsSync(join(root, 'out/assets/tiny.css.gz'))).toBe(false)
  expect(existsSync(join(root, 'out/assets/logo.png.gz'))).toBe(false)
})

it('runs after the other plugins have written and removed their files', () => {
  const hook = precompressAssets().closeBundle
  expect(hook).toMatchObject({ order: 'post', sequential: true })
})
