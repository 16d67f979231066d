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
 * The built app's Content-Security-Policy. Only scripts and styles from our own origin; requests to
 * our origin, any https: API and a loopback API for development (the connection screen's rules);
 * MSW's service worker only in demo builds. README shows the header form, which can add
 * `frame-ancestors` (a meta tag cannot).
 */
export function contentSecurityPolicy(isDemo: boolean): string {
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
      dropMockWorkerOutsideDemo(isDemo),
      contentSecurityPolicyMeta(isDemo),
      eagerCompileEntry(),
    ],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { outDir: isDemo ? 'dist-demo' : 'dist', sourcemap: true, manifest: true },
  }
})
