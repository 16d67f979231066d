import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'

/** Vite copies public/ into every build; only demo builds may ship MSW's worker. */
function dropMockWorkerOutsideDemo(isDemo: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'drop-mock-worker-outside-demo',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!isDemo) await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * Demo builds only: MSW's browser chunk without what the demo never runs, MSW itself untouched.
 * MSW's cookie jar (tough-cookie) asks `tldts` for registrable domains, and `tldts` carries the whole
 * public-suffix list: two thirds of the chunk. A small shim answers instead (see its header for
 * what it gives up). Node keeps the real library: Vitest has its own config, and the mock API
 * server runs MSW under tsx without Vite.
 */
function leanDemoMocks(isDemo: boolean): Plugin {
  const shims: Record<string, { importer: string; file: string }> = {
    tldts: { importer: '/node_modules/tough-cookie/', file: resolve('src/mocks/shims/tldts.ts') },
  }
  const unused = new Set(Object.keys(shims))
  return {
    name: 'lean-demo-mocks',
    apply: (_config, { command }) => command === 'build' && isDemo,
    enforce: 'pre',
    resolveId(source, importer) {
      const shim = shims[source]
      if (!shim || !importer?.includes(shim.importer)) return null
      unused.delete(source)
      return shim.file
    },
    buildEnd(error) {
      // After an MSW upgrade that drops the dependency, the shim is dead weight: say so.
      if (!error && unused.size > 0)
        this.error(`No import of ${[...unused].join(', ')} to shim: remove it from leanDemoMocks`)
    },
  }
}

/**
 * Demo builds only: a demo opens on the mock API, so main.tsx imports MSW's chunk before the first
 * render, but only once the entry chunk has been fetched and run. A `modulepreload` lets the browser
 * fetch and compile it alongside the entry instead. (A demo build connected to a real API fetches
 * it for nothing: one lean chunk, and demo builds exist to show the demo.)
 */
function preloadDemoMocks(isDemo: boolean): Plugin {
  const mocksEntry = 'src/mocks/browser.ts'
  let base = '/'
  return {
    name: 'preload-demo-mocks',
    apply: (_config, { command }) => command === 'build' && isDemo,
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk')
        const mocks = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(mocksEntry))
        if (!mocks) throw new Error(`No chunk for ${mocksEntry} to preload`)
        // The chunk and whatever it imports that the entry does not already bring.
        const files = new Set<string>()
        const visit = (file: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === file)
          if (!chunk || chunk.isEntry || files.has(file)) return
          files.add(file)
          chunk.imports.forEach(visit)
        }
        visit(mocks.fileName)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * The built app's Content-Security-Policy. Only scripts and styles from our own origin; requests to
 * our origin, any https: API and a loopback API for development (the connection screen's rules);
 * MSW's service worker only in demo builds. README shows the header form, which can add
 * `frame-ancestors` (a meta tag cannot).
 */
function contentSecurityPolicy(isDemo: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
    isDemo ? "worker-src 'self'" : "worker-src 'none'",
  ].join('; ')
}

/** Build only: the dev server needs inline scripts for React Fast Refresh. */
function contentSecurityPolicyMeta(isDemo: boolean): Plugin {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(isDemo)}" />`
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml(html) {
      // Right after the charset, before anything it governs: a policy applies only to what follows.
      const charset = /<meta charset="[^"]*"\s*\/?>/i
      if (!charset.test(html))
        throw new Error('index.html needs a <meta charset> to place the CSP after')
      return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
    },
  }
}

/**
 * V8's explicit compile hint for the entry chunk: Chromium compiles its functions eagerly, off the
 * main thread while the script streams in, instead of one by one on the main thread at their first
 * call (almost all of them run before the first row anyway). It must be the file's first line, so
 * it goes in after Vite's own prelude; the source map moves down a line with it.
 */
function eagerCompileEntry(): Plugin {
  return {
    name: 'eager-compile-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue
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

export default defineConfig(({ mode }) => {
  const isDemo = loadEnv(mode, process.cwd(), 'VITE_').VITE_DEMO === 'true'
  return {
    plugins: [
      react(),
      leanDemoMocks(isDemo),
      preloadDemoMocks(isDemo),
      dropMockWorkerOutsideDemo(isDemo),
      contentSecurityPolicyMeta(isDemo),
      eagerCompileEntry(),
    ],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { outDir: isDemo ? 'dist-demo' : 'dist', sourcemap: true, manifest: true },
  }
})
