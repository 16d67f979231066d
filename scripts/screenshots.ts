/**
 * README screenshots from the real demo build in Chromium. Build and serve it first:
 *   npx vite build --mode demo && npx vite preview --outDir dist-demo --port 4174 --host 127.0.0.1
 * then: npx tsx scripts/screenshots.ts [base URL] [output dir]
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../test/e2e/chromium'

const [baseUrl = 'http://127.0.0.1:4174', outDir = 'docs/screenshots'] = process.argv.slice(2)

/**
 * The invoice table, ready: its first row, its page totals, and the saved views and the actions
 * (chunks of their own, which arrive after the rows).
 */
async function invoicesReady(page: Page) {
  await page.getByRole('table', { name: 'Invoices' }).getByRole('rowheader').first().waitFor()
  await page.getByText(/^This page: /).waitFor()
  await page.getByRole('region', { name: 'Saved views' }).waitFor()
  await page.getByRole('button', { name: 'Export CSV' }).waitFor()
}

/** Every matching invoice loaded, searched for "gmbh" and sorted by amount, largest first. */
async function loadedSearchedSorted(page: Page) {
  await invoicesReady(page)
  await page.getByRole('button', { name: /^Load all matching invoices/ }).click()
  await page.getByText(/^All [\d,]+ matching invoices loaded/).waitFor()
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('gmbh')
  const amount = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('button', { name: 'Amount' })
  await amount.click()
  await amount.click()
  await page.locator('th[aria-sort="descending"]').waitFor()
}

/** Aging loaded: opened directly, it counts the unpaid invoices and loads them by itself. */
async function agingReady(page: Page) {
  await page.getByRole('table', { name: 'Aging by currency' }).waitFor()
  await page.getByText(/^All [\d,]+ unpaid invoices loaded/).waitFor()
}

interface Shot {
  file: string
  path?: string
  viewport: { width: number; height: number }
  colorScheme: 'light' | 'dark'
  deviceScaleFactor?: number
  prepare?: (page: Page) => Promise<void>
  media?: 'print'
  fullPage?: boolean
}

const desk = { width: 1280, height: 800 }
const phone = { width: 360, height: 740 }
const loadedPath = '/invoices?scenario=instant'
const agingPath = '/aging?scenario=instant'

const shots: Shot[] = [
  {
    file: 'table-light.png',
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light' as const,
  },
  { file: 'table-dark.png', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const },
  {
    file: 'table-360.png',
    viewport: { width: 360, height: 740 },
    colorScheme: 'light' as const,
    deviceScaleFactor: 2,
  },
  // Phone cards for the overdue view: days overdue on each card, the filters folded behind "Filters · 1".
  {
    file: 'table-phone-390.png',
    path: '/invoices?status=overdue',
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark' as const,
    deviceScaleFactor: 2,
  },
  ...(['light', 'dark'] as const).map((colorScheme) => ({
    file: `loaded-sorted-${colorScheme}.png`,
    path: loadedPath,
    viewport: desk,
    colorScheme,
    prepare: loadedSearchedSorted,
  })),
  {
    file: 'loaded-sorted-360.png',
    path: loadedPath,
    viewport: phone,
    colorScheme: 'light',
    deviceScaleFactor: 2,
    prepare: loadedSearchedSorted,
  },
  ...(['light', 'dark'] as const).map((colorScheme) => ({
    file: `aging-${colorScheme}.png`,
    path: agingPath,
    viewport: desk,
    colorScheme,
    prepare: agingReady,
  })),
  {
    file: 'aging-360.png',
    path: agingPath,
    viewport: phone,
    colorScheme: 'light',
    deviceScaleFactor: 2,
    prepare: agingReady,
  },
  {
    file: 'aging-print.png',
    path: agingPath,
    viewport: desk,
    colorScheme: 'light',
    prepare: agingReady,
    media: 'print',
    fullPage: true,
  },
]

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
try {
  for (const shot of shots) {
    const { file, path = '/invoices', viewport, colorScheme, deviceScaleFactor = 1 } = shot
    const page = await browser.newPage({
      viewport,
      colorScheme,
      deviceScaleFactor,
      locale: 'en-US',
    })
    await page.goto(`${baseUrl}${path}`)
    await (shot.prepare ?? invoicesReady)(page)
    if (shot.media) await page.emulateMedia({ media: shot.media })
    await page.screenshot({ path: join(outDir, file), fullPage: shot.fullPage ?? false })
    console.log(`wrote ${join(outDir, file)}`)
    await page.close()
  }
} finally {
  await browser.close()
}
