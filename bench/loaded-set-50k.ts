/**
 * 50,000 invoices in the loaded set: the production build (in `dist/`, already built) behind nginx
 * against the mock API serving 50,000 invoices in a process of its own (bench/servers.ts), driven
 * in Chromium. Measures the five figures that decide whether a set that large stays smooth: search
 * keystroke to rows painted, a sort click to rows painted, the longest main-thread task during the
 * load, the JS heap with the set loaded (after the searches and sorts, so their caches count), and
 * the walk's throughput on the Standard plan with the rate window shortened on both sides
 * (scripts/bench-export.ts: the load walks with the same walker).
 *
 * `npm run bench` includes it; run alone with `npx tsx bench/loaded-set-50k.ts` after `npx vite build`.
 * The browser's load runs at the Pro plan's real pace (500 requests a minute), so it takes a minute.
 */
import { pathToFileURL } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../test/e2e/chromium'
import { apiConnection } from '../src/features/connection/connection'
import { CONNECTION_STORAGE_KEY } from '../src/features/connection/key-storage'
import { storedConnectionText } from '../src/features/connection/save-connection'
import { measureExportThroughput, type ThroughputResult } from '../scripts/bench-export'
import { serveBuild, startMockApiProcess, startServers } from './servers'
import { median, spread } from './statistics'

const INVOICES = 50_000
const APP_PORT = 4311
const API_PORT = 8798
const KEY = 'bench-key-unlimited-50k'
/** Typed one key at a time: every keystroke narrows the matches (invoice numbers, then one). */
const QUERY = '12345'
/**
 * The query is typed this many times, from an empty box: one pass gave five keystrokes, whose
 * median moved by 20 ms from run to run on this machine, and three passes' 15 still moved by 9 ms
 * (49–58 ms on the same code, either side of the 50 ms target).
 */
const TYPING_PASSES = 6
const SORT_COLUMNS = ['Amount', 'Vendor', 'Due date', 'Invoice number'] as const

export interface LoadedSetFigures {
  invoices: number
  loadMs: number
  longestTaskMs: number
  longTasks: number
  keystrokeMs: number[]
  sortClickMs: number[]
  heapBytes: number
  throughput: ThroughputResult
}

/** In the page: every long task, kept for the load's window. */
const recordLongTasks = () => {
  const tasks: { start: number; duration: number }[] = []
  Object.assign(window, { __longTasks: tasks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * Arms a watch on the results (the rows and the match count): `__painted` resolves with the ms from
 * the next keydown or click to the frame after the first change there.
 */
const armPaintWatch = () => {
  const results = [document.querySelector('tbody'), document.querySelector('.invoice-search')]
  let startedAt = -1
  const onInput = (event: Event) => {
    if (startedAt < 0) startedAt = event.timeStamp
  }
  document.addEventListener('keydown', onInput, { capture: true, once: true })
  document.addEventListener('click', onInput, { capture: true, once: true })
  const painted = new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => {
      reject(new Error('The results did not change within 10 s'))
    }, 10_000)
    const observer = new MutationObserver(() => {
      observer.disconnect()
      clearTimeout(timeout)
      requestAnimationFrame(() =>
        setTimeout(() => {
          resolve(performance.now() - startedAt)
        }, 0),
      )
    })
    for (const node of results)
      if (node) observer.observe(node, { childList: true, subtree: true, characterData: true })
  })
  Object.assign(window, { __painted: painted })
}

const awaitPainted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted)

async function timeInteraction(page: Page, act: () => Promise<void>) {
  await page.evaluate(armPaintWatch)
  await act()
  const ms = await awaitPainted(page)
  // Let deferred work settle before the next input, as a user's pause would.
  await page.waitForTimeout(300)
  return ms
}

async function measureInBrowser(apiUrl: string, appUrl: string) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
    await context.addInitScript(
      ({ key, connection }) => {
        sessionStorage.setItem(key, connection)
      },
      {
        key: CONNECTION_STORAGE_KEY,
        connection: storedConnectionText(apiConnection({ root: apiUrl, apiKey: KEY, plan: 'pro' })),
      },
    )
    await context.addInitScript(recordLongTasks)
    const page = await context.newPage()
    page.setDefaultTimeout(180_000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(appUrl)

    const load = page.getByRole('button', { name: /^Load all matching invoices \(50,000/ })
    await load.click()
    const startedAt = await page.evaluate(() => performance.now())
    // 500 requests at the Pro plan's 500 a minute: past a rate window, so the cost is confirmed.
    const confirm = page.getByRole('button', { name: 'Start loading' })
    if (await confirm.isVisible({ timeout: 2_000 }).catch(() => false)) await confirm.click()
    // Polled twice a second with one selector: a locator's text matching over the page would be
    // long tasks of its own.
    await page.waitForFunction(
      () =>
        document.querySelector('.load-all-status')?.textContent.startsWith('All 50,000') ?? false,
      undefined,
      { polling: 500, timeout: 180_000 },
    )
    const loadedAt = await page.evaluate(() => performance.now())
    // Work the set does once loaded (preparing its search and sort) counts as part of the load.
    await page.waitForTimeout(2_000)
    const tasks = await page.evaluate(
      (since) =>
        (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
          .filter(({ start }) => start >= since)
          .map(({ duration }) => duration),
      startedAt,
    )

    const search = page.getByRole('searchbox', { name: 'Search invoices' })
    const keystrokeMs: number[] = []
    for (let pass = 0; pass < TYPING_PASSES; pass += 1) {
      await search.focus()
      for (const key of QUERY)
        keystrokeMs.push(await timeInteraction(page, () => page.keyboard.press(key)))
      await search.fill('')
      await page.waitForTimeout(500)
    }

    const table = page.getByRole('table', { name: 'Invoices' })
    const sortClickMs: number[] = []
    for (const column of SORT_COLUMNS) {
      const header = table.getByRole('button', { name: column })
      sortClickMs.push(await timeInteraction(page, () => header.click()))
    }

    await cdp.send('HeapProfiler.collectGarbage')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heapBytes = metrics.find(({ name }) => name === 'JSHeapUsedSize')?.value ?? Number.NaN
    await context.close()
    return {
      loadMs: loadedAt - startedAt,
      longestTaskMs: Math.max(0, ...tasks),
      longTasks: tasks.length,
      keystrokeMs,
      sortClickMs,
      heapBytes,
    }
  } finally {
    await browser.close()
  }
}

export async function measureLoadedSet50k(): Promise<LoadedSetFigures> {
  const [api, app] = await startServers([
    startMockApiProcess({ port: API_PORT, key: KEY, invoiceCount: INVOICES }),
    serveBuild('dist', APP_PORT),
  ])
  let browserFigures: Awaited<ReturnType<typeof measureInBrowser>>
  try {
    browserFigures = await measureInBrowser(api.url, `${app.url}/invoices`)
  } finally {
    await Promise.all([app.close(), api.close()])
  }
  const throughput = await measureExportThroughput({ windows: INVOICES / 100 / 100 })
  return { invoices: INVOICES, ...browserFigures, throughput }
}

const ms = (value: number) => `${value.toFixed(0)} ms`

/** The BENCHMARKS.md section: each target, the figure, and whether it is met. */
export function formatLoadedSetSection(figures: LoadedSetFigures): string {
  const { throughput } = figures
  const met = (ok: boolean) => (ok ? 'met' : '**not met**')
  const keystroke = median(figures.keystrokeMs)
  const sortClick = median(figures.sortClickMs)
  const heapMb = figures.heapBytes / 1024 / 1024
  const rows = [
    [
      `Search keystroke to rows painted (median of ${figures.keystrokeMs.length}: "${QUERY}" typed ${TYPING_PASSES} times; range ${spread(figures.keystrokeMs)} ms; first keys ${figures.keystrokeMs
        .filter((_, index) => index % QUERY.length === 0)
        .map(ms)
        .join(', ')})`,
      ms(keystroke),
      '≤ 50 ms',
      met(keystroke <= 50),
    ],
    [
      `Sort click to rows painted (median of ${SORT_COLUMNS.join(', ')}: ${figures.sortClickMs.map(ms).join(', ')})`,
      ms(sortClick),
      '≤ 150 ms',
      met(sortClick <= 150),
    ],
    [
      `Longest main-thread task during the load (${figures.longTasks} over 50 ms; load took ${(figures.loadMs / 1000).toFixed(1)} s at the Pro pace)`,
      ms(figures.longestTaskMs),
      '≤ 100 ms',
      met(figures.longestTaskMs <= 100),
    ],
    [
      'JS heap with all loaded, after the searches and sorts (after GC)',
      `${heapMb.toFixed(1)} MB`,
      '≤ 100 MB',
      met(heapMb <= 100),
    ],
    [
      `Load throughput: ${throughput.invoices.toLocaleString('en-US')} invoices, ${throughput.requests} requests, Standard plan, ${throughput.windowMs} ms windows`,
      `${(throughput.share * 100).toFixed(1)}%, ${throughput.rateLimited} × 429`,
      '≥ 95%, 0 × 429',
      met(throughput.share >= 0.95 && throughput.rateLimited === 0),
    ],
  ]
  return `## ${figures.invoices.toLocaleString('en-US')} invoices in the loaded set

The production build against the mock API serving ${figures.invoices.toLocaleString('en-US')} invoices, one run (bench/loaded-set-50k.ts).

| Measure | Figure | Target | |
| --- | --- | --- | --- |
${rows.map((row) => `| ${row.join(' | ')} |`).join('\n')}
`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureLoadedSet50k()
  console.log(JSON.stringify(figures))
  console.log(formatLoadedSetSection(figures))
}
