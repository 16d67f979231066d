/**
 * `npm run bench`: the production app against a bare-React floor page, side by side in one run.
 *
 * Builds both, and the stack floor (the floor on the libraries the app must use), serves them as the
 * app is deployed (nginx with deploy/nginx.conf) beside the mock API (the demo's MSW handlers over
 * HTTP, a process of its own) on loopback (bench/servers.ts), and drives Debian's Chromium. Runs
 * alternate app/stack floor/floor in fresh browser contexts after a warm-up and report medians,
 * spreads and the ratios to the floor and to the stack floor; the demo build's load (MSW in the
 * page) is timed in the same rotation. Then the request counts of scripted sessions, the initial JavaScript and
 * the export throughput. Writes BENCHMARKS.md and prints the same.
 *
 *   BENCH_RUNS (15)  number of measured runs per page, after one warm-up each (15 rather than the
 *   7 asked for: on 2 busy cores a 7-run median moved the first-row ratio by ±0.2 between runs)
 *   BENCH_PHONE_RUNS (5)  Lighthouse runs and Interaction to Next Paint runs per page (a Lighthouse
 *   run takes 15–25 s)
 */
import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../test/e2e/chromium'
import {
  expectedRequests,
  runScriptedSession,
  scriptedSessions,
  type ScriptedSession,
} from '../test/e2e/scripted-sessions'
import { apiConnection } from '../src/features/connection/connection'
import { CONNECTION_STORAGE_KEY } from '../src/features/connection/key-storage'
import { storedConnectionText } from '../src/features/connection/save-connection'
import { INITIAL_JS_BUDGET_KB, measureBuild } from './bundle-budget.mjs'
import { measureExportThroughput, type ThroughputResult } from './bench-export'
import { formatLoadedSetSection, measureLoadedSet50k } from '../bench/loaded-set-50k'
import { median, spread } from '../bench/statistics'
import {
  formatInteractionRows,
  interactionConditions,
  measureInteractions,
  type InteractionFigures,
} from '../bench/interaction-to-next-paint'
import {
  formatLighthouseRows,
  measureLighthouse,
  type LighthouseFigures,
} from '../bench/lighthouse-mobile'
import { serveBuild, startMockApiProcess, startServers } from '../bench/servers'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5)
const APP_PORT = 4301
const FLOOR_PORT = 4302
const DEMO_PORT = 4303
const STACK_FLOOR_PORT = 4304
const API_PORT = 8797
const API = `http://127.0.0.1:${API_PORT}`
/** The same mock API with every response 150 ms late: the low end of a real network's latency. */
const SLOW_API_PORT = 8799
const SLOW_API = `http://127.0.0.1:${SLOW_API_PORT}`
const NETWORK_LATENCY_MS = 150
/** The floors' builds carry no Content-Security-Policy: the header lets them reach the mock APIs. */
const FLOOR_CONNECT_SRC = "'self' http://127.0.0.1:*"
/** A key the mock API accepts with a limit no benchmark reaches: we measure speed, not the budget. */
const BENCH_KEY = 'bench-key-unlimited'
const FLIPS_FOR_HEAP = 50
/** From the second-to-last page, where the flips end, back to the first. */
const FLIPS_BACK_FOR_HEAP = FLIPS_FOR_HEAP - 2

/** The app, the stack floor (`bench/stack-floor/`) and the floor (`bench/floor/`). */
type Subject = 'app' | 'stack' | 'floor'
const subjects = ['app', 'stack', 'floor'] as const satisfies Subject[]

interface LoadFigures {
  firstRowMs: number
  cpuToFirstRowMs: number
}

interface RunFigures extends LoadFigures {
  nextPageMs: number
  filterMs: number
  /** The same clicks until the last row has changed too (the app draws the rows below the view last). */
  nextPageLastRowMs: number
  filterLastRowMs: number
}

/** In the page: reports when the first data row appears, by a console message (`reportedFirstRow`). */
const pageProbe = () => {
  const firstRowText = () => document.querySelector('tbody tr')?.textContent ?? ''
  const observer = new MutationObserver(() => {
    if (firstRowText().includes('INV-')) {
      observer.disconnect()
      console.debug(`bench:first-row ${String(performance.now())}`)
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

/**
 * Clicks `element` and resolves with the ms until the first row's text has changed and been painted,
 * and until the last row's has.
 */
async function timeClickUntilRowsChange(page: Page, element: Awaited<ReturnType<Page['$']>>) {
  return page.evaluate(async (target) => {
    const rowText = (row: 'first' | 'last') =>
      document.querySelector(`tbody tr:${row}-child`)?.textContent ?? ''
    const started = performance.now()
    // Painted: the frame after the change has been produced.
    const painted = () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            resolve(performance.now() - started)
          }, 0),
        ),
      )
    const changed = (row: 'first' | 'last') => {
      const before = rowText(row)
      return new Promise<number>((resolve, reject) => {
        setTimeout(() => {
          reject(new Error(`The ${row} row did not change within 10 s`))
        }, 10_000)
        const observer = new MutationObserver(() => {
          const now = rowText(row)
          if (now !== before && now.includes('INV-')) {
            observer.disconnect()
            resolve(painted())
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      })
    }
    const rows = Promise.all([changed('first'), changed('last')])
    ;(target as HTMLElement).click()
    const [firstRowMs, lastRowMs] = await rows
    return { firstRowMs, lastRowMs }
  }, element)
}

const appUrl = `http://127.0.0.1:${APP_PORT}/invoices`
/** The floor pages take the API and key from their query string; the app its saved connection. */
const floorPageUrl = (port: number, api: string) =>
  `http://127.0.0.1:${port}/?api=${encodeURIComponent(api)}&key=${BENCH_KEY}`
const subjectUrl = (subject: Subject, api = API) =>
  subject === 'app'
    ? appUrl
    : floorPageUrl(subject === 'stack' ? STACK_FLOOR_PORT : FLOOR_PORT, api)
/** The demo on its own mock API, without its simulated 150–400 ms latency: the load is measured. */
const demoUrl = `http://127.0.0.1:${DEMO_PORT}/invoices?scenario=instant`

/** The app finds its connection where the connection screen saves it: sessionStorage. */
const connectApp = ({ key, connection }: { key: string; connection: string }) => {
  sessionStorage.setItem(key, connection)
}
const savedConnection = (api: string) =>
  storedConnectionText(apiConnection({ root: api, apiKey: BENCH_KEY, plan: 'pro' }))

async function newPage(browser: Browser, subject: Subject | 'demo', api = API) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // tsx compiles this file with esbuild's keepNames, which wraps inner functions in `__name(...)`;
  // functions sent into the page need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
  if (subject === 'app')
    await context.addInitScript(connectApp, {
      key: CONNECTION_STORAGE_KEY,
      connection: savedConnection(api),
    })
  await context.addInitScript(pageProbe)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  return { context, page, cdp }
}

async function metric(cdp: Awaited<ReturnType<typeof newPage>>['cdp'], name: string) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((entry) => entry.name === name)?.value ?? Number.NaN
}

/** Both floor pages offer the same three plain buttons. */
const floorControls = {
  next: (page: Page) => page.getByRole('button', { name: 'Next page' }),
  previous: (page: Page) => page.getByRole('button', { name: 'Previous page' }),
  filter: (page: Page) => page.getByRole('button', { name: 'Overdue' }),
}
const controls = {
  app: { ...floorControls, filter: (page: Page) => page.getByRole('radio', { name: 'Overdue' }) },
  stack: floorControls,
  floor: floorControls,
}

/**
 * The first row's time as the page's probe reports it. Waited for as a console message, which runs
 * nothing in the page: Playwright's `waitForFunction` first injects its own script, 20–70 ms of main
 * thread in the middle of the load being timed. Start waiting before the navigation.
 */
async function reportedFirstRow(page: Page): Promise<number> {
  const prefix = 'bench:first-row ' // as `pageProbe` logs it (it runs in the page: no shared constant)
  const message = await page.waitForEvent('console', {
    predicate: (entry) => entry.text().startsWith(prefix),
  })
  return Number(message.text().slice(prefix.length))
}

async function openAndTimeFirstRow(
  { page, cdp }: Awaited<ReturnType<typeof newPage>>,
  url: string,
): Promise<LoadFigures> {
  page.setDefaultTimeout(15_000)
  const firstRow = reportedFirstRow(page)
  await page.goto(url, { waitUntil: 'commit' })
  const firstRowMs = await firstRow
  return { firstRowMs, cpuToFirstRowMs: (await metric(cdp, 'TaskDuration')) * 1000 }
}

async function measureDemoLoad(browser: Browser): Promise<LoadFigures> {
  const opened = await newPage(browser, 'demo')
  const figures = await openAndTimeFirstRow(opened, demoUrl)
  await opened.context.close()
  return figures
}

/** The first row with every API response `NETWORK_LATENCY_MS` late. */
async function measureSlowLoad(browser: Browser, subject: Subject): Promise<LoadFigures> {
  const opened = await newPage(browser, subject, SLOW_API)
  const figures = await openAndTimeFirstRow(opened, subjectUrl(subject, SLOW_API))
  await opened.context.close()
  return figures
}

async function measureRun(browser: Browser, subject: Subject): Promise<RunFigures> {
  const opened = await newPage(browser, subject)
  const { context, page } = opened
  const load = await openAndTimeFirstRow(opened, subjectUrl(subject))
  // Let the page settle (prefetches, idle work) before timing interactions.
  await page.waitForTimeout(300)
  const nextPage = await timeClickUntilRowsChange(
    page,
    await controls[subject].next(page).elementHandle(),
  )
  await page.waitForTimeout(300)
  const filter = await timeClickUntilRowsChange(
    page,
    await controls[subject].filter(page).elementHandle(),
  )
  await context.close()
  return {
    ...load,
    nextPageMs: nextPage.firstRowMs,
    nextPageLastRowMs: nextPage.lastRowMs,
    filterMs: filter.firstRowMs,
    filterLastRowMs: filter.lastRowMs,
  }
}

interface HeapFigures {
  /** After 50 flips: every page seen once, so the app's cache holds all 50. */
  afterFlips: number
  /** After flipping back to the first page over the same pages (the app serves them from its cache). */
  afterFlipsBack: number
}

async function measureHeapAfterFlips(browser: Browser, subject: Subject): Promise<HeapFigures> {
  const { context, page, cdp } = await newPage(browser, subject)
  const firstRow = reportedFirstRow(page)
  await page.goto(subjectUrl(subject))
  await firstRow
  const flip = async (control: 'next' | 'previous') => {
    await timeClickUntilRowsChange(page, await controls[subject][control](page).elementHandle())
  }
  const heapAfterGc = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return metric(cdp, 'JSHeapUsedSize')
  }
  // The demo's 2,500 invoices make 50 pages: 49 flips forward to the last, then one back.
  for (let count = 1; count < FLIPS_FOR_HEAP; count += 1) await flip('next')
  await flip('previous')
  const afterFlips = await heapAfterGc()
  // Back to the first page: nothing new to hold, so anything more would be a leak.
  for (let count = 0; count < FLIPS_BACK_FOR_HEAP; count += 1) await flip('previous')
  const afterFlipsBack = await heapAfterGc()
  await context.close()
  return { afterFlips, afterFlipsBack }
}

/** GET requests to the API (preflights left out) during a scripted session of the app. */
async function countRequests(browser: Browser, session: ScriptedSession) {
  const { context, page } = await newPage(browser, 'app')
  try {
    return await runScriptedSession(page, session, appUrl)
  } finally {
    await context.close()
  }
}

async function main() {
  const started = Date.now()
  console.log('Building the app, the demo, the stack floor and the floor…')
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
  execSync('npx vite build --mode demo --logLevel warn', { stdio: 'inherit' })
  for (const floor of ['floor', 'stack-floor']) {
    execSync(`npx vite build --config bench/${floor}/vite.config.ts --logLevel warn`, {
      stdio: 'inherit',
    })
  }

  // As deployed (bench/servers.ts): each build behind nginx, each mock API a process of its own.
  const servers = await startServers([
    startMockApiProcess({ port: API_PORT, key: BENCH_KEY }),
    startMockApiProcess({ port: SLOW_API_PORT, key: BENCH_KEY, latencyMs: NETWORK_LATENCY_MS }),
    serveBuild('dist', APP_PORT),
    serveBuild('dist-floor', FLOOR_PORT, FLOOR_CONNECT_SRC),
    serveBuild('dist-stack-floor', STACK_FLOOR_PORT, FLOOR_CONNECT_SRC),
    serveBuild('dist-demo', DEMO_PORT),
  ])
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    const loadBefore = loadavg()[0] ?? Number.NaN
    console.log(`Warm-up, then ${RUNS} alternating runs each…`)
    for (const subject of subjects) {
      await measureRun(browser, subject)
      await measureSlowLoad(browser, subject)
    }
    await measureDemoLoad(browser)
    const runs: Record<Subject, RunFigures[]> = { app: [], stack: [], floor: [] }
    const slowLoads: Record<Subject, LoadFigures[]> = { app: [], stack: [], floor: [] }
    const demoLoads: LoadFigures[] = []
    for (let run = 0; run < RUNS; run += 1) {
      console.log(`  run ${run + 1}:`)
      for (const subject of subjects) {
        runs[subject].push(await measureRun(browser, subject))
        console.log(`    ${subject.padStart(5)} ${JSON.stringify(runs[subject].at(-1))}`)
        slowLoads[subject].push(await measureSlowLoad(browser, subject))
        console.log(
          `    ${subject.padStart(5)} +150 ms ${JSON.stringify(slowLoads[subject].at(-1))}`,
        )
      }
      demoLoads.push(await measureDemoLoad(browser))
      console.log(`     demo ${JSON.stringify(demoLoads.at(-1))}`)
    }
    console.log('Heap after page flips…')
    const heap = {
      app: await measureHeapAfterFlips(browser, 'app'),
      stack: await measureHeapAfterFlips(browser, 'stack'),
      floor: await measureHeapAfterFlips(browser, 'floor'),
    }
    const requests: Record<string, string[]> = {}
    for (const session of scriptedSessions) {
      console.log(`Requests: ${session.name}…`)
      const sent = await countRequests(browser, session)
      requests[session.name] = sent
      if (JSON.stringify(sent) !== JSON.stringify(expectedRequests(session))) {
        console.log('  differs from its budget in test/e2e/scripted-sessions.ts')
      }
    }
    console.log('On a phone: Lighthouse, then Interaction to Next Paint…')
    const phone = {
      lighthouse: await measureLighthouse(
        { demo: demoUrl, floor: subjectUrl('floor') },
        PHONE_RUNS,
      ),
      interactions: await measureInteractions(
        browser,
        {
          demo: {
            url: demoUrl,
            ...controls.app,
            unfoldFilters: (page) => page.getByRole('button', { name: 'Filters' }).click(),
          },
          floor: { url: subjectUrl('floor'), ...controls.floor },
        },
        PHONE_RUNS,
      ),
    }
    console.log('Export throughput…')
    const throughput = await measureExportThroughput()
    console.log('50,000 invoices in the loaded set…')
    const loadedSet = formatLoadedSetSection(await measureLoadedSet50k())
    const report = formatReport({
      runs,
      slowLoads,
      demoLoads,
      heap,
      requests,
      throughput,
      initialGzip: {
        app: measureBuild('dist').initialGzip,
        stack: measureBuild('dist-stack-floor').initialGzip,
        floor: measureBuild('dist-floor').initialGzip,
      },
      seconds: (Date.now() - started) / 1000,
      load: { before: loadBefore, after: loadavg()[0] ?? Number.NaN },
    })
    const phoneSection = formatPhoneSection(phone)
    writeFileSync('BENCHMARKS.md', `${report}\n${phoneSection}\n${loadedSet}`)
    console.log(`\n${report}\n${phoneSection}\n${loadedSet}`)
  } finally {
    await browser.close()
    await Promise.all(servers.map((server) => server.close()))
  }
}

interface PhoneFigures {
  lighthouse: Record<'demo' | 'floor', LighthouseFigures[]>
  interactions: Record<'demo' | 'floor', InteractionFigures[]>
}

/** DESIGN.md's phone bars: Lighthouse's mobile preset and Interaction to Next Paint. */
function formatPhoneSection({ lighthouse, interactions }: PhoneFigures) {
  return `## On a phone: Lighthouse and Interaction to Next Paint

Lighthouse's mobile preset (a mid-range phone's screen, 4× CPU slowdown and a slow 4G link, simulated from the trace), performance only, ${PHONE_RUNS} alternating runs after a warm-up of each (bench/lighthouse-mobile.ts). Interaction to Next Paint: ${PHONE_RUNS} alternating runs of each page, the first page's "Next page" then "Overdue", with ${interactionConditions} (bench/interaction-to-next-paint.ts). Both on the demo build's \`/invoices?scenario=instant\` and on the floor, in the same run as the tables above.

| Measure | Demo: median (range) | Floor: median (range) | Target | |
| --- | --- | --- | --- | --- |
${[...formatLighthouseRows(lighthouse), ...formatInteractionRows(interactions.demo, interactions.floor)].join('\n')}
`
}

interface Report {
  runs: Record<Subject, RunFigures[]>
  slowLoads: Record<Subject, LoadFigures[]>
  demoLoads: LoadFigures[]
  heap: Record<Subject, HeapFigures>
  requests: Record<string, string[]>
  throughput: ThroughputResult
  initialGzip: Record<Subject, number>
  seconds: number
  /** The 1-minute load average before the timed runs and after the last measure. */
  load: { before: number; after: number }
}

function formatReport({
  runs,
  slowLoads,
  demoLoads,
  heap,
  requests,
  throughput,
  initialGzip,
  seconds,
  load,
}: Report) {
  const commit = execSync('git rev-parse --short HEAD').toString().trim()
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  const loadMeasures = [
    ['First data row in the DOM, from navigation start', 'firstRowMs'],
    ['Main-thread CPU time up to the first row', 'cpuToFirstRowMs'],
  ] as const
  const interactionMeasures = [
    ['"Next page" click to the new first row painted', 'nextPageMs'],
    ['"Next page" click to the new last row painted', 'nextPageLastRowMs'],
    ['Filter change ("Overdue") to its first row painted', 'filterMs'],
    ['Filter change ("Overdue") to its last row painted', 'filterLastRowMs'],
  ] as const
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms (${spread(values)})`
  const ratio = (over: number, under: number) => `${(over / under).toFixed(2)}×`
  /**
   * The median of each run's ratio to the run of the other page in the same rotation (run i of
   * each). A machine that slows down during the bench slows both pages of a rotation alike, so
   * these ratios hold where a ratio of the two medians drifts with it.
   */
  const pairedRatio = (over: readonly number[], under: readonly number[]) =>
    `${median(over.map((value, run) => value / (under[run] ?? Number.NaN))).toFixed(2)}×`
  /** One table row: a measure's median and range for a subject and the floor, and their ratio. */
  const compared = (label: string, subject: number[], floor: number[]) =>
    `| ${label} | ${ms(subject)} | ${ms(floor)} | ${pairedRatio(subject, floor)} |`
  /** The same for the app, the stack floor and the floor, with the three ratios between them. */
  const rows = [...loadMeasures, ...interactionMeasures].map(([label, key]) => {
    const values = (subject: Subject) => runs[subject].map((run) => run[key])
    const [app, stack, floor] = [values('app'), values('stack'), values('floor')]
    return `| ${label} | ${ms(app)} | ${ms(stack)} | ${ms(floor)} | ${pairedRatio(app, floor)} | ${pairedRatio(stack, floor)} | ${pairedRatio(app, stack)} |`
  })
  /** The load measures on both networks, side by side: loopback, then 150 ms per response. */
  const networkRows = loadMeasures.flatMap(([label, key]) =>
    (
      [
        ['loopback', runs],
        [`+${NETWORK_LATENCY_MS} ms per response`, slowLoads],
      ] as const
    ).map(([network, figures]) => {
      const values = (subject: Subject) => figures[subject].map((run) => run[key])
      const [app, stack, floor] = [values('app'), values('stack'), values('floor')]
      return `| ${label} | ${network} | ${ms(app)} | ${ms(stack)} | ${ms(floor)} | ${pairedRatio(app, floor)} | ${pairedRatio(app, stack)} |`
    }),
  )
  const heapRow = (label: string, key: keyof HeapFigures) =>
    `| ${label} | ${mb(heap.app[key])} | ${mb(heap.stack[key])} | ${mb(heap.floor[key])} | ${ratio(heap.app[key], heap.floor[key])} | ${ratio(heap.stack[key], heap.floor[key])} | ${ratio(heap.app[key], heap.stack[key])} |`
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const demoRows = loadMeasures.map(([label, key]) =>
    compared(
      label,
      demoLoads.map((load) => load[key]),
      runs.floor.map((run) => run[key]),
    ),
  )
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mb(Math.abs(bytes))}`
  return `# Benchmarks

Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${cpus().length} × ${cpu}, ${mb(totalmem())} RAM, Chromium (headless). ${RUNS} alternating runs per page after a warm-up, each in a fresh browser context; every build served by nginx with \`deploy/nginx.conf\` (its precompressed files as they are), the mock API a process of its own on loopback with no added latency (\`bench/servers.ts\`). A first row is seen by a MutationObserver in the page and reported by a console message, so no script of the harness runs in the page while it loads. Each ratio is the median of the runs' own ratios, a run against the other page's run in the same rotation, so a machine that slows down during the bench moves both sides of it. Took ${seconds.toFixed(0)} s; the load average was ${load.before.toFixed(2)} before the runs and ${load.after.toFixed(2)} after them, on ${cpus().length} cores (figures from a machine loaded past its core count are not comparable).

The floor is \`bench/floor/\`: React and react-dom only, one \`fetch\` in an effect, a plain \`<table>\` of the same 50 rows from the same server. The stack floor is \`bench/stack-floor/\`: the same page and table built on the libraries the app is required to use, each used the least it can be (React Router for the URL, TanStack Query for the request, zod to parse it, TanStack Table for the rows). What the stack floor adds to the floor is the stack's own cost; what the app adds to the stack floor is the cost of its features.

| Measure | App: median (range) | Stack floor | Floor | App/floor | Stack floor/floor | App/stack floor |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${heapRow(`JS heap after ${FLIPS_FOR_HEAP} page flips (after GC)`, 'afterFlips')}
${heapRow(`JS heap after ${FLIPS_BACK_FOR_HEAP} more flips back to the first page`, 'afterFlipsBack')}

The app draws a new page's rows in view first and the rows below them in a render just after (docs/architecture.md, "The in-place page flip"): its first-row figures time the rows a user sees, its last-row figures the whole page. The floors draw every row at once. A filter change waits up to 250 ms for its answer before it shows the old rows as waiting; the mock API answers well within that.

The app keeps each page it has shown in its query cache (Back and revisits need no request; a page unused for 5 minutes is dropped); the stack floor keeps TanStack Query's default cache of the same 5 minutes; the floor keeps only the page on screen. Flipping back over pages the cache already holds changed the app's heap by ${signedMb(heap.app.afterFlipsBack - heap.app.afterFlips)}.

## Over a real network's latency

The same loads with every API response held ${NETWORK_LATENCY_MS} ms by the mock API (a second instance, same data), in the same rotation. The app's entry (\`src/boot.ts\`) sends the first page's request before the app's own code has loaded; the floors ask once React has mounted.

| Measure | Network | App: median (range) | Stack floor | Floor | App/floor | App/stack floor |
| --- | --- | --- | --- | --- | --- | --- |
${networkRows.join('\n')}

## The demo build's load

The demo build opened on \`/invoices?scenario=instant\`: MSW's chunk and service worker start in the page, then serve the same seeded rows without the demo's simulated 150–400 ms latency. Timed in the same rotation as the runs above, against the same floor runs.

| Measure | Demo: median (range) | Floor: median (range) | Demo/floor |
| --- | --- | --- | --- |
${demoRows.join('\n')}

Initial JavaScript, gzip: the app's production build ${kb(initialGzip.app)} (budget ${String(INITIAL_JS_BUDGET_KB)} KB), the stack floor ${kb(initialGzip.stack)}, the floor ${kb(initialGzip.floor)}.

## Requests in scripted sessions (app)

| Session | GET requests | Query strings |
| --- | --- | --- |
${Object.entries(requests)
  .map(
    ([name, sent]) =>
      `| ${name} | ${sent.length} | ${sent.map((search) => `\`${search || '(none)'}\``).join(', ')} |`,
  )
  .join('\n')}

## Export throughput

${throughput.invoices.toLocaleString('en-US')} invoices (${throughput.requests} requests) on the Standard plan (${throughput.limit} requests per window) with the window shortened to ${throughput.windowMs} ms on both sides. After each window reset, the walk's next request reached the server ${throughput.meanIdleMs.toFixed(0)} ms later on average: **${(throughput.share * 100).toFixed(1)}%** of the plan's ceiling (limit × 100 invoices per window), with **${throughput.rateLimited}** 429 responses.
`
}

await main()
