import type { Plugin } from 'vite'
import { APP_START_MODULE, holdsModule } from './start-modules.js'

/**
 * V8's explicit compile hint for the start-up chunks (the entry and the app it imports at once):
 * Chromium compiles their functions eagerly, off the main thread while the script streams in, instead
 * of one by one on the main thread at their first call. Only about 40% of the app chunk's code runs
 * before the first row (most of the rest is React DOM's), but compiling it off the main thread is
 * what keeps the main thread free: React left to compile lazily cost a phone 120–150 ms more
 * blocking time (docs/architecture.md, "Where the first row's time goes"). The hint must be the
 * file's first line, so it goes in after Vite's own prelude; the source map moves down a line with it.
 */
export function eagerCompileEntry(): Plugin {
  return {
    name: 'eager-compile-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !(output.isEntry || holdsModule(output, APP_START_MODULE)))
            continue
          output.code = `//# allFunctionsCalledOnLoad\n${output.code}`
          // The source map is already its own file in the bundle: one more generated line on top.
          const map = output.sourcemapFileName ? bundle[output.sourcemapFileName] : undefined
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string }
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
          }
        }
      },
    },
  }
}
