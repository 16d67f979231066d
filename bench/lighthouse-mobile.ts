/**
 * Lighthouse's mobile preset (its default: a mid-range phone's screen, 4× CPU slowdown and a slow
 * 4G link, simulated from the trace) on the demo build's `/invoices` and on the bare floor,
 * alternating in one run. DESIGN.md's bar: the demo's performance score within 5 points of the
 * floor's, and its total blocking time at most twice the floor's.
 *
 * `npm run bench` runs it with the pages it already serves; Lighthouse drives its own Chromium
 * (Debian's, with the flags every browser test passes), one fresh browser per run.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, findChromium } from '../test/e2e/chromium'
import { median, spread } from './statistics'

export interface LighthouseFigures {
  /** 0–100, as Lighthouse shows it. */
  score: number
  firstContentfulPaintMs: number
  largestContentfulPaintMs: number
  totalBlockingTimeMs: number
  speedIndexMs: number
  cumulativeLayoutShift: number
}

async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { audits, categories, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`)
    const value = (audit: string) => {
      const figure = audits[audit]?.numericValue
      if (figure === undefined) throw new Error(`Lighthouse measured no ${audit} on ${url}`)
      return figure
    }
    return {
      score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
      firstContentfulPaintMs: value('first-contentful-paint'),
      largestContentfulPaintMs: value('largest-contentful-paint'),
      totalBlockingTimeMs: value('total-blocking-time'),
      speedIndexMs: value('speed-index'),
      cumulativeLayoutShift: value('cumulative-layout-shift'),
    }
  } finally {
    chrome.kill()
  }
}

/** `runs` Lighthouse runs of each page, alternating, after one warm-up run of each. */
export async function measureLighthouse(
  pages: { demo: string; floor: string },
  runs: number,
): Promise<Record<'demo' | 'floor', LighthouseFigures[]>> {
  await runLighthouse(pages.demo)
  await runLighthouse(pages.floor)
  const figures: Record<'demo' | 'floor', LighthouseFigures[]> = { demo: [], floor: [] }
  for (let run = 0; run < runs; run += 1) {
    for (const page of ['demo', 'floor'] as const) {
      figures[page].push(await runLighthouse(pages[page]))
      console.log(`    Lighthouse ${page.padStart(5)} ${JSON.stringify(figures[page].at(-1))}`)
    }
  }
  return figures
}

/** The table rows of the BENCHMARKS.md section: each figure for the demo and the floor. */
export function formatLighthouseRows(figures: Record<'demo' | 'floor', LighthouseFigures[]>) {
  const of = (page: 'demo' | 'floor', key: keyof LighthouseFigures) =>
    figures[page].map((run) => run[key])
  const met = (ok: boolean) => (ok ? 'met' : '**not met**')
  // A floor that blocks for 0 ms has no ratio to be twice of: the verdict stands, the words say why.
  const blockingRatio = (demo: number, floor: number) =>
    floor > 0
      ? `${(demo / floor).toFixed(2)}×`
      : `the floor blocks for 0 ms: ${demo.toFixed(0)} ms over it`
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms (${spread(values)})`
  const score = { demo: median(of('demo', 'score')), floor: median(of('floor', 'score')) }
  const blocking = {
    demo: median(of('demo', 'totalBlockingTimeMs')),
    floor: median(of('floor', 'totalBlockingTimeMs')),
  }
  const row = (label: string, demo: string, floor: string, target = '', verdict = '') =>
    `| ${label} | ${demo} | ${floor} | ${target} | ${verdict} |`
  const timing = (label: string, key: keyof LighthouseFigures) =>
    row(label, ms(of('demo', key)), ms(of('floor', key)))
  const shift = (page: 'demo' | 'floor') => median(of(page, 'cumulativeLayoutShift')).toFixed(3)
  return [
    row(
      'Lighthouse performance score',
      `${score.demo.toFixed(0)} (${spread(of('demo', 'score'))})`,
      `${score.floor.toFixed(0)} (${spread(of('floor', 'score'))})`,
      'within 5 points of the floor',
      met(score.demo >= score.floor - 5),
    ),
    row(
      'Total blocking time',
      ms(of('demo', 'totalBlockingTimeMs')),
      ms(of('floor', 'totalBlockingTimeMs')),
      '≤ 2× the floor',
      `${met(blocking.demo <= 2 * blocking.floor)} (${blockingRatio(blocking.demo, blocking.floor)})`,
    ),
    timing('First contentful paint', 'firstContentfulPaintMs'),
    timing('Largest contentful paint', 'largestContentfulPaintMs'),
    timing('Speed index', 'speedIndexMs'),
    row('Cumulative layout shift', shift('demo'), shift('floor')),
  ]
}
