import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const gzipAsync = promisify(gzip)

/** What the servers compress (deploy/nginx.conf's `gzip_types`): text, not source maps. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/
/** Below this a compressed copy saves too little to be worth a file (nginx's `gzip_min_length`). */
const MIN_BYTES = 1024

/**
 * Writes a gzip copy beside each text file of the build, compressed once at the strongest level, for
 * servers that send it as it is (nginx's `gzip_static`, in deploy/): no compressing on every request,
 * and smaller than a server compresses on the fly (nginx's default level is 1). After every other
 * plugin has written or removed its files, so the copies match what is served.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir)
      },
    },
  }
}

/** Every compressible file under `folder`, with its `.gz` copy beside it when that is smaller. */
async function precompressFolder(folder: string): Promise<string[]> {
  const written: string[] = []
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const content = await readFile(file)
    if (content.length < MIN_BYTES) continue
    const compressed = await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })
    if (compressed.length >= content.length) continue
    await writeFile(`${file}.gz`, compressed)
    written.push(`${file}.gz`)
  }
  return written
}
