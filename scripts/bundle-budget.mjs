/**
 * Checks a production build against the bundle budget: the initial JavaScript (the entry chunk and
 * everything it imports statically) in gzip bytes, each lazy chunk's ceiling, and that MSW and its
 * worker appear only where they may. Usage: node scripts/bundle-budget.mjs <dist dir> [--demo]
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * 130.6: the second wave (the loaded set's local views, search and sort, honest counts, freshness)
 * and Rolldown's common chunks took it to 133 (from 125); leaving zod's discriminated unions,
 * literals, records, unions and refinements out of the start path, and the entry's modules in the
 * entry's own chunk, brought the initial JavaScript back to 130.1 KB in both builds.
 * 130.8: a view change held for its answer and the rows in view drawn first (0.7 KB), less the
 * search box, now lazy: 130.6 KB in the production build, 130.7 in the demo's.
 * 131.0: lazy components loaded ahead render without suspending (the search box comes with the
 * loaded rows), and the rows drawn first are counted right on phones and after a scroll (0.1 KB):
 * 130.8 KB in the production build, 130.9 in the demo's.
 * 130.9: the QA fixes (a walk asks when the window's remainder cannot cover it, a clamped page size
 * is followed, focus lands where the user was, honest words for unknown totals) less the Columns
 * panel and the connection screen's messages, both now loaded with what shows them: 130.7 KB in the
 * production build, 130.8 in the demo's.
 * 131.0 again: the second QA pass's fixes (amounts a total could not add are counted, the page
 * field fits its last page, the Columns panel closes when Tab leaves it): 130.9 KB in the production
 * build, 131.0 in the demo's.
 * 130.5: React Router's production build instead of the development one its package exports
 * (0.47 KB), TanStack Store's selector on React's own store hook (0.23 KB), and the invoice page's
 * shortcut actions built in the shortcuts' own chunk: 130.0 KB in the production build, 130.1 in
 * the demo's.
 * 130.4: writing a saved connection loads with the connection screen and the demo build leaves the
 * team-mode check out, which paid for the page title, the stale meter's words and the demo's failed
 * start: 130.36 KB in the production build, 130.31 in the demo's.
 * 130.3: Vite's modulepreload polyfill dropped (0.18 KB), which paid for a pager that never stands
 * between page boundaries, the settings' heading outside their chunk and the page flip's measure of
 * the rows in view: 130.22 KB in the production build, 130.17 in the demo's.
 * 130.2: loading the loaded set (`api/load-set.ts`, `api/held-load.ts`) moved out of the start
 * chunk, which paid for `/` keeping its link's filters and the header's mark on the page on screen:
 * 130.19 KB in the production build, 130.13 in the demo's.
 * 130.4, up for once and owed back: tags folded by their estimated width (three long ones were cut
 * to their first letters), the empty table's words, the rows in view measured after a scroll's
 * frame (the phone's Next page) and status segments of one width: 174 bytes, 130.36 KB in the
 * production build, 130.3 in the demo's. A URL-correction notice loaded apart saved nothing (its
 * wrapper cost what it moved).
 * 130.6, up again and owed back with the rest: a date the browser cannot read is flagged, kept and
 * holds its range back instead of applying half of it in silence, until the URL replaces the range
 * (the filter bar renders at start; 0.2 KB): 130.56 KB in the production build, 130.53 in the
 * demo's.
 * 130.7, up a third time and owed back with the rest: a search is shown as typed and written to the
 * URL once typing settles, not on every key (the invoice page's URL state holds the typing, and
 * lets a change held for its answer carry it; 100 bytes), which took the 50,000-invoice keystroke
 * from 59 to 46 ms (medians of 60 keys, A/B): 130.67 KB in the production build, 130.64 in the
 * demo's.
 * 130.8, for a comment: V8's eager-compile hint back at the top of both start chunks (58 bytes
 * before gzip), which on the bench's Intel machine brings the first row at +150 ms sooner by a
 * per-run ratio of 0.85-0.90 (docs/architecture.md, "The compile hint, back"): 130.73 KB in the
 * production build, 130.70 in the demo's.
 */
export const INITIAL_JS_BUDGET_KB = Number(process.env.INITIAL_JS_BUDGET_KB ?? 130.8)
/** Lazy chunks by the name of their source module; anything unnamed gets the default ceiling. */
export const LAZY_CHUNK_BUDGETS_KB = {
  browser: 50, // MSW's worker client, demo builds only; tldts shimmed (vite.config.ts)
  'run-export': 12, // walker + CSV writer + papaparse
  'connection-page': 8,
  'invoice-detail-dialog': 4,
  'invoice-walker': 3,
  'run-summary': 3,
  default: 10,
}

/** Kept equal to APP_CHUNK_NAME in scripts/vite-plugins/start-modules.ts. */
const APP_CHUNK_NAME = 'main'

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

export function measureBuild(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'))
  const gzipOf = (file) => gzipSync(readFileSync(join(distDir, file))).length
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error(`No entry chunk in ${distDir}'s manifest`)

  const initial = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(Object.keys(manifest).find((key) => manifest[key] === entry))
  // The entry (src/boot.ts) sends the first request and imports the app at once: start-up code,
  // counted as initial. The app's chunk is named by scripts/vite-plugins/start-chunks.ts.
  // The benchmark's floor pages have no such entry: their entry is all there is.
  const app = entry.dynamicImports?.find((key) => manifest[key]?.name === APP_CHUNK_NAME)
  if (app) visit(app)

  const lazy = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !initial.has(chunk.file))
    .map((chunk) => ({
      name: chunk.name ?? chunk.file,
      file: chunk.file,
      gzip: gzipOf(chunk.file),
    }))
  const initialFiles = [...initial].filter((file) => file.endsWith('.js'))
  return {
    entryImports: (entry.imports ?? []).map((key) => manifest[key]?.file ?? key),
    initialFiles,
    initialGzip: initialFiles.reduce((sum, file) => sum + gzipOf(file), 0),
    lazy,
  }
}

function check(distDir, isDemo) {
  const problems = []
  const { initialFiles, initialGzip, lazy, entryImports } = measureBuild(distDir)
  const read = (file) => readFileSync(join(distDir, file), 'utf8')
  const mentionsMsw = (file) => /mockServiceWorker|msw\/browser|\[MSW\]/.test(read(file))

  console.log(
    `${distDir}: initial JS ${kb(initialGzip)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB)`,
  )
  if (initialGzip > INITIAL_JS_BUDGET_KB * 1024) {
    problems.push(
      `initial JS is ${kb(initialGzip)} KB gzip, over the ${INITIAL_JS_BUDGET_KB} KB budget`,
    )
  }
  for (const chunk of lazy) {
    const budget = LAZY_CHUNK_BUDGETS_KB[chunk.name] ?? LAZY_CHUNK_BUDGETS_KB.default
    console.log(`  lazy ${chunk.name}: ${kb(chunk.gzip)} KB gzip (budget ${budget} KB)`)
    if (chunk.gzip > budget * 1024)
      problems.push(`lazy chunk ${chunk.name} is over its ${budget} KB budget`)
  }
  for (const file of initialFiles) {
    if (mentionsMsw(file)) problems.push(`MSW code is in the initial chunk ${file}`)
  }
  // The entry sends the first request: a file it imports statically would hold that back.
  if (entryImports.length > 0)
    problems.push(`the entry waits for ${entryImports.join(', ')} before it can run`)
  const hasWorker = existsSync(join(distDir, 'mockServiceWorker.js'))
  if (isDemo && !hasWorker) problems.push('the demo build has no mockServiceWorker.js')
  if (!isDemo) {
    if (hasWorker) problems.push('a non-demo build ships mockServiceWorker.js')
    for (const chunk of lazy) {
      if (mentionsMsw(chunk.file))
        problems.push(`a non-demo build contains MSW code (${chunk.file})`)
    }
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [distDir = 'dist', flag] = process.argv.slice(2)
  const problems = check(distDir, flag === '--demo')
  for (const problem of problems) console.error(`  ✗ ${problem}`)
  console.log(problems.length === 0 ? '  bundle budget: ok' : '  bundle budget: FAILED')
  process.exit(problems.length === 0 ? 0 : 1)
}
