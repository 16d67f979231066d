/**
 * The production build against rows and waits that could deceive or break the page (the mock API's
 * `odd-rows` and `retry-after-huge`): every row is shown, bad values are marked, links show where
 * they go, invisible characters are made visible, and an eleven-day wait is capped with a way out.
 * Requests are counted at the mock API.
 */
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, expectNoCspViolations, test } from './guards'
import { connect, hostileBase, requestsAt } from './hostile-api'
import { quietPeriod } from './invoice-requests'

const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

test('odd rows: every row shown, invisible characters marked, no deceptive link, no ∞ and no page widened', async ({
  page,
  watch,
}) => {
  const base = hostileBase('odd-rows')
  await connect(page, base, 'Showing 1–50 of 2,500 invoices')
  await expect(dataRows(page)).toHaveCount(50)
  // The first rows, in the order src/mocks/hostile-handlers.ts makes them odd.
  const hidden = dataRows(page).nth(0)
  const userInfo = dataRows(page).nth(1)
  const noId = dataRows(page).nth(2)
  const huge = dataRows(page).nth(3)
  const plain = dataRows(page).nth(4)

  // A right-to-left override and a zero-width space, shown as what they are.
  await expect(hidden).toContainText('INV⟨U+202E⟩1234')
  await expect(hidden).toContainText('Pay⟨U+200B⟩pal Ltd')
  expect(await hidden.innerText()).not.toMatch(/[\u202E\u200B]/)
  await hidden.getByRole('button', { name: /^INV/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Invoice INV⟨U+202E⟩1234')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A URL with user info is no link; an ordinary one shows its host beside the link.
  await expect(userInfo.getByRole('link')).toHaveCount(0)
  await expect(userInfo.getByRole('cell').last()).toHaveText('—')
  const link = plain.getByRole('link', { name: /^Attachment for / })
  await expect(link).toHaveAttribute('href', /^https:\/\/files\.example\.com\//)
  await expect(plain.getByText('files.example.com', { exact: true })).toBeVisible()
  // The dialog shows what was received, and says why it is no link.
  await userInfo.getByRole('button', { name: /^INV/ }).click()
  await expect(dialog.getByRole('link')).toHaveCount(0)
  await expect(dialog).toContainText('https://bank.com@evil.com/x.pdf')
  await expect(dialog).toContainText('not a plain web link, so not opened')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A row without an id is shown, marked and counted; the ellipsis of a long number never hides
  // the marker.
  await expect(noId).toContainText('No ID')
  await noId.scrollIntoViewIfNeeded()
  await expect(noId.getByRole('rowheader').getByText('No ID')).toBeInViewport({ ratio: 1 })
  await expect(
    page.getByText('1 row came without a usable ID: shown and marked “No ID”.'),
  ).toHaveCount(1)

  // 1e308 is marked, never printed in full or added up.
  await expect(huge).toContainText('too large to show or add up exactly')
  await expect(page.getByText(/^This page:/)).not.toContainText('∞')
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)

  await quietPeriod(page)
  // The test request, the page, and the next page prefetched: nothing more.
  expect(await requestsAt(base)).toEqual(['?limit=1', '', '?offset=50'])
  expectNoCspViolations(watch)
})

test('Retry-After: 999999 is capped at ten minutes, said as a duration, and "Try now" loads at once', async ({
  page,
  watch,
}) => {
  const base = hostileBase('retry-after-huge')
  await connect(page, base, /^Rate limit reached\. Retrying in (10 min|9 min 5\d s)$/)
  await expectNoAxeViolations(page)
  await quietPeriod(page)
  // Nothing is sent while it waits: the test request and the refused page.
  expect(await requestsAt(base)).toEqual(['?limit=1', ''])

  await page.getByRole('button', { name: 'Try now' }).click()
  await expect(page.getByText('Showing 1–50 of 2,500 invoices')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await quietPeriod(page)
  // The one request "Try now" sent, then the next page prefetched out of the fresh window.
  expect(await requestsAt(base)).toEqual(['?limit=1', '', '', '?offset=50'])
  expectNoCspViolations(watch)
})
