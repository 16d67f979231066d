/**
 * The demo build: its service worker must leave a real API alone, "Use demo data" must switch back
 * without forgetting the key, and MSW must run inside the CSP.
 */
import { expect, test } from './guards'
import { E2E_API_KEY, MOCK_API_URL } from './servers'
import { expectNoAxeViolations } from './axe'

test('a demo build connects to a real API past its worker, then "Use demo data" switches back', async ({
  page,
  watch,
}) => {
  await page.goto('/invoices')
  await expect(page.getByText('Demo data', { exact: true })).toBeVisible()
  const table = page.getByRole('table', { name: 'Invoices' })
  await expect(table.getByRole('row')).toHaveCount(51)

  await page.getByRole('link', { name: 'Connection settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: 'API base URL' }).fill(MOCK_API_URL)
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY)
  await page.getByRole('button', { name: 'Save and connect' }).click()
  // The worker's own handlers know only the demo keys: rows for this key come from the real server.
  await expect(page).toHaveURL(/\/invoices$/)
  await expect(table.getByRole('row')).toHaveCount(51)
  await expect(page.getByText('Demo data', { exact: true })).toBeHidden()
  // The page's requests, and the worker's pass-through of each (its CORS preflights carry no key).
  const apiRequests = watch.requests.filter(
    (request) => request.method() === 'GET' && request.url().startsWith(MOCK_API_URL),
  )
  expect(apiRequests.some((request) => request.serviceWorker() !== null)).toBe(true)
  expect(apiRequests.length).toBeGreaterThanOrEqual(2)
  for (const request of apiRequests) {
    expect((await watch.headersOf(request)).authorization).toBe(`Bearer ${E2E_API_KEY}`)
  }

  await page.getByRole('link', { name: 'Connection settings' }).click()
  await page
    .getByRole('combobox', { name: 'Plan' })
    .selectOption({ label: 'Pro: 500 requests/minute' })
  await page.getByRole('button', { name: 'Use demo data' }).click()
  await expect(page).toHaveURL(/\/invoices$/)
  await expect(page.getByText('Demo data', { exact: true })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(51)

  // The choice holds for this tab, and the key is still saved to switch back to.
  await page.reload()
  await expect(page.getByText('Demo data', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Connection settings' }).click()
  await expect(page.getByRole('textbox', { name: 'API base URL' })).toHaveValue(MOCK_API_URL)
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue(E2E_API_KEY)
  await expect(page.getByRole('button', { name: 'Forget the saved key' })).toBeVisible()
  for (const message of watch.consoleMessages) expect(message).not.toContain(E2E_API_KEY)
})
