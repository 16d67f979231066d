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

test('the settings open without a loading flash; pointing at the link loads them ahead', async ({
  page,
}) => {
  // A slow chunk makes the wait visible: the invoices must stay on screen through it.
  await page.route(/\/connection-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.goto('/invoices')
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(51)
  await page.evaluate(() => {
    const seen = { loadingLine: false }
    Reflect.set(window, '__seen', seen)
    new MutationObserver(() => {
      seen.loadingLine ||= document.body.textContent.includes('Loading the connection settings')
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  const sawLoadingLine = () =>
    page.evaluate(() => (Reflect.get(window, '__seen') as { loadingLine: boolean }).loadingLine)

  // A click with no pointer or focus before it (nothing loaded ahead): the page waits, in place.
  const link = page.getByRole('link', { name: 'Connection settings' })
  await link.evaluate((element: HTMLElement) => {
    element.click()
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
  expect(await sawLoadingLine()).toBe(false)

  // In a fresh page, pointing at the link starts the chunk before any click.
  await page.goto('/invoices')
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(51)
  const chunk = page.waitForRequest(/\/connection-page-[\w-]+\.js$/)
  await page.getByRole('link', { name: 'Connection settings' }).hover()
  await chunk
})
