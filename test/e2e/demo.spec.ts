import { expect, test } from './guards'

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

test('a normal demo load logs no console error (no request for the team setting)', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') asked.push(request.url())
  })
  await page.goto('/invoices?status=overdue&vendor=acme')
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).not.toHaveCount(0)
  await expect(page.getByText(/^Showing /)).toBeVisible()
  await page.goto('/aging')
  await expect(page.getByRole('heading', { level: 1, name: 'Aging' })).toBeVisible()
  expect(asked).toEqual([])
  expect(errors).toEqual([])
})

test.describe('where the browser allows no service worker', () => {
  test.use({ serviceWorkers: 'block' })

  test('demo data that cannot start opens the settings and says so, not a blank page', async ({
    page,
  }) => {
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto('/invoices')
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
    await expect(
      page.getByText('The demo data could not be started. The dashboard is not connected.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save and connect' })).toBeEnabled()
    expect(pageErrors).toEqual([])
  })
})
