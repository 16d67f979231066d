/**
 * README screenshots from the real demo build in Chromium. Build and serve it first:
 *   npx vite build --mode demo && npx vite preview --outDir dist-demo --port 4174 --host 127.0.0.1
 * then: npx tsx scripts/screenshots.ts [base URL] [output dir]
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from '../test/e2e/chromium'

const [baseUrl = 'http://127.0.0.1:4174', outDir = 'docs/screenshots'] = process.argv.slice(2)

const shots = [
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
]

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
try {
  for (const { file, path = '/invoices', viewport, colorScheme, deviceScaleFactor = 1 } of shots) {
    const page = await browser.newPage({
      viewport,
      colorScheme,
      deviceScaleFactor,
      locale: 'en-US',
    })
    await page.goto(`${baseUrl}${path}`)
    const table = page.getByRole('table', { name: 'Invoices' })
    await table.getByRole('rowheader').first().waitFor()
    await page.getByText(/^This page: /).waitFor()
    await page.screenshot({ path: join(outDir, file) })
    console.log(`wrote ${join(outDir, file)}`)
    await page.close()
  }
} finally {
  await browser.close()
}
