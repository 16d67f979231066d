import { expect, test } from './guards'
import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { expectNoAxeViolations } from './axe'

test("exports the demo's overdue invoices: the file holds every one the live region counts", async ({
  page,
}) => {
  await page.goto('/invoices?status=overdue')
  const summary = page.getByText(/^Showing 1–\d+ of [\d,]+ invoices$/)
  await expect(summary).toBeVisible()
  const total = Number(
    /of ([\d,]+) invoices/.exec(await summary.innerText())?.[1]?.replace(/,/g, ''),
  )
  expect(total).toBeGreaterThan(50)

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toMatch(/^invoices-overdue-\d{4}-\d{2}-\d{2}\.csv$/)
  await expect(
    page.getByText(`Exported ${total.toLocaleString('en-US')} invoices to`),
  ).toBeVisible()

  const text = await readFile(await download.path(), 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data
  const [header, ...records] = rows
  expect(header?.slice(0, 4)).toEqual(['Invoice number', 'Vendor', 'Amount', 'Currency'])
  expect(records).toHaveLength(total)
  const status = header?.indexOf('Status') ?? -1
  expect(new Set(records.map((record) => record[status]))).toEqual(new Set(['overdue']))
})

test('Summarize gives the overdue count and sums per currency', async ({ page }) => {
  await page.goto('/invoices?status=overdue')
  const summary = page.getByText(/^Showing 1–\d+ of [\d,]+ invoices$/)
  await expect(summary).toBeVisible()
  const total = /of ([\d,]+) invoices/.exec(await summary.innerText())?.[1] ?? ''
  await page.getByRole('button', { name: 'Summarize' }).click()
  await expect(page.getByText(new RegExp(`^${total} overdue invoices( · \\S+)+$`))).toBeVisible()
})

test('axe finds no violations while the export progress bar shows, and Cancel export stops it', async ({
  page,
}) => {
  // A window of 12 requests: the 25-request walk cannot fit what is left of it, so it asks first;
  // then the governor holds it partway, progress showing.
  await page.goto('/invoices?scenario=low-budget')
  await expect(page.getByText('Showing 1–50 of 2,500 invoices')).toBeVisible()
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const confirm = page.getByRole('group', { name: 'Confirm export' })
  await expect(confirm).toContainText(/takes 25 requests, and only \d+ are left this minute/)
  await confirm.getByRole('button', { name: 'Start export' }).click()
  const progress = page.getByRole('progressbar', { name: 'Export progress' })
  await expect(progress).toHaveAttribute('aria-valuetext', /^[1-9][\d,]* of 2,500 invoices$/)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel export' }).click()
  await expect(page.getByText('Export cancelled.', { exact: true })).toBeVisible()
  await expect(progress).toBeHidden()
})

test('a rejected key: the whole-result actions wait, disabled, described by why; axe clean', async ({
  page,
}) => {
  await page.goto('/invoices?scenario=unauthorized')
  await expect(page.getByRole('alert')).toContainText('The API key was rejected')
  for (const name of [/^Load all matching invoices/, /^Export CSV$/, /^Summarize$/]) {
    const button = page.getByRole('button', { name })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(
      /need an API key the server accepts: check the connection settings/,
    )
  }
  await expectNoAxeViolations(page)
})

test('while Load all walks, Export CSV and Summarize wait, described by why; axe clean', async ({
  page,
}) => {
  // Every page comes slowly: the 25-request load (within the window, so it asks nothing) is still
  // walking when the buttons are checked.
  await page.goto('/invoices?scenario=slow')
  await page
    .getByRole('button', { name: 'Load all matching invoices (2,500, 25 requests)' })
    .click({ timeout: 10_000 })
  await expect(page.getByRole('progressbar', { name: 'Loading all invoices' })).toBeVisible()
  for (const name of [/^Export CSV$/, /^Summarize$/]) {
    const button = page.getByRole('button', { name })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(
      'Exporting and summarizing wait until loading all invoices ends.',
    )
  }
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel loading' }).click()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
})

test("offline, a walk whose code cannot be downloaded says so in the user's words, not the browser's", async ({
  page,
  context,
}) => {
  await page.goto('/invoices?status=overdue')
  await expect(page.getByText(/^Showing 1–50 of [\d,]+ invoices$/)).toBeVisible()
  const exportCsv = page.getByRole('button', { name: 'Export CSV' })
  await expect(exportCsv).toBeEnabled()
  // The demo's API answers from the page, offline or not: only the walks' own chunks fail to load.
  await context.setOffline(true)
  const notDownloaded =
    "The dashboard's code for this could not be downloaded. Check your connection and try again."
  await exportCsv.click()
  await expect(page.getByText(`Export failed: ${notDownloaded}`, { exact: true })).toHaveRole(
    'alert',
  )
  await page.getByRole('button', { name: /^Load all matching invoices/ }).click()
  await expect(
    page.getByText(`Loading all invoices failed: ${notDownloaded}`, { exact: true }),
  ).toHaveRole('alert')
  await expect(page.getByText(/dynamically imported module/)).toBeHidden()
  await expectNoAxeViolations(page)
})
