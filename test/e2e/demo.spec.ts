import { expect, test } from '@playwright/test'

test('/ opens the invoice table with rows served by the demo service worker', async ({ page }) => {
  const apiResponses: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/invoices')) {
      apiResponses.push(
        `${response.status()} ${response.fromServiceWorker() ? 'worker' : 'network'}`,
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
  expect(apiResponses).toEqual(['200 worker'])
})
