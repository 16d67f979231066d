/**
 * In Chromium on the demo build: the pager, the live region, the URL and the rows agree while a page
 * waits for the rate window, and a keyboard user reaches the results and pages in a few keystrokes.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './guards'
import { LOW_BUDGET_SCENARIO_REQUESTS } from '../../src/mocks/scenarios'
import { expectNoAxeViolations } from './axe'

const pageField = (page: Page) => page.getByRole('spinbutton', { name: 'Page' })
const liveRegion = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Showing|Loading)/ })

test('under a low budget, a page that waits for the rate window is the page the pager, live region and URL name', async ({
  page,
}) => {
  // Twelve page loads at the demo's latency, paced by a budget that is running out.
  test.setTimeout(60_000)
  await page.goto('/invoices?scenario=low-budget')
  await expect(liveRegion(page)).toHaveText(/^Showing 1–50 of /)

  // Spend the window one page at a time (no prefetch on a low budget).
  for (let pageNumber = 2; pageNumber <= LOW_BUDGET_SCENARIO_REQUESTS; pageNumber += 1) {
    await page.getByRole('button', { name: 'Next page', exact: true }).click()
    const first = (pageNumber - 1) * 50 + 1
    await expect(liveRegion(page)).toHaveText(
      new RegExp(`^Showing ${first.toLocaleString('en-US')}–`),
    )
  }

  await pageField(page).fill('15')
  await pageField(page).press('Enter')
  await expect(liveRegion(page)).toHaveText('Loading page 15…')
  await expect(
    page.getByText(
      `Showing the previous results: page ${LOW_BUDGET_SCENARIO_REQUESTS} (invoices 551–600) while page 15 loads.`,
    ),
  ).toBeVisible()
  await expect(pageField(page)).toHaveValue('15')
  await expect(page.getByRole('navigation', { name: 'Pages, top' })).toContainText('Page 15 of')
  expect(new URL(page.url()).searchParams.get('offset')).toBe('700')

  // Still waiting a moment later: nothing drifts back to the rows' page.
  await page.waitForTimeout(1_000)
  await expect(pageField(page)).toHaveValue('15')
  await expect(liveRegion(page)).toHaveText('Loading page 15…')

  await expectNoAxeViolations(page)
})

test('"Skip to results" shows on focus, moves to the results, and the top pager turns the page', async ({
  page,
}) => {
  await page.goto('/invoices?scenario=instant')
  await expect(liveRegion(page)).toHaveText(/^Showing 1–50 of /)

  const skip = page.getByRole('link', { name: 'Skip to results' })
  // The header's links ("Invoices", "Aging", "Connection settings"), then the main area's first stop.
  for (let link = 0; link < 3; link += 1) await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  const box = await skip.boundingBox()
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0)

  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Results' })).toBeFocused()
  expect(new URL(page.url()).hash).toBe('')

  await page.keyboard.press('Tab')
  const top = page.getByRole('navigation', { name: 'Pages, top' })
  await expect(top.getByRole('button', { name: 'Next', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(liveRegion(page)).toHaveText(/^Showing 51–100 of /)
  await expect(top).toContainText('Page 2 of')
  await expect(page.getByRole('button', { name: 'Next page', exact: true })).toHaveCount(1)
})
