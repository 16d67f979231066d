import { expect, test } from '@playwright/test'

test('/ opens the invoice table with rows served by the demo service worker', async ({ page }) => {
  const apiResponses: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/invoices')) {
      const { search } = new URL(response.url())
      apiResponses.push(
        `${search || '(view)'} ${response.status()} ${response.fromServiceWorker() ? 'worker' : 'network'}`,
      )
    }
  })
  await page.goto('/')
  await expect(page).toHaveURL(/\/invoices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  await expect(page.getByText('Demo data')).toBeVisible()
  const table = page.getByRole('table', { name: 'Invoices' })
  await expect(table.getByRole('row')).toHaveCount(51)
  await expect(page.getByText(/^Showing 1–50 of 2,500 invoices$/)).toBeVisible()
  // One request for the view; the next page may follow as a prefetch out of spare budget.
  await expect.poll(() => apiResponses[0]).toBe('(view) 200 worker')
  expect(apiResponses.slice(1).every((line) => line === '?offset=50 200 worker')).toBe(true)
  expect(apiResponses.length).toBeLessThanOrEqual(2)
})
