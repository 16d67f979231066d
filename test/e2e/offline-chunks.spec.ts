/** Code loaded on demand that cannot load (offline) fails only its own spot, and recovers by itself. */
import { expect, test } from './guards'
import { expectNoAxeViolations } from './axe'

test('offline, an invoice whose dialog cannot load says so in its spot; back online it opens', async ({
  page,
  context,
}) => {
  await page.goto('/invoices')
  const table = page.getByRole('table', { name: 'Invoices' })
  const number = table.getByRole('rowheader').first().getByRole('button')
  await expect(number).toBeVisible()
  const invoiceNumber = await number.textContent()

  await context.setOffline(true)
  await number.click()
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load' })
  await expect(failure).toContainText(
    'Could not load the invoice details. It will load again when you are back online.',
  )
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible()
  // The rest of the page keeps working: no app-wide "Something went wrong".
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  await expect(table.getByRole('rowheader')).toHaveCount(50)
  await expect(page.getByText('Something went wrong')).toBeHidden()
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  const dialog = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` })
  await expect(dialog).toBeVisible()
  // Styled too: the stylesheet that failed with the chunk was fetched again.
  await expect(dialog).toHaveCSS('border-radius', '10px')
  await expect(failure).toBeHidden()
  await expect(page.getByText(/^You are offline/)).toBeHidden()
})

test('offline, the connection settings say they cannot load under their heading, pass axe, and open back online', async ({
  page,
  context,
}) => {
  await page.goto('/invoices')
  await expect(
    page.getByRole('table', { name: 'Invoices' }).getByRole('rowheader').first(),
  ).toBeVisible()

  await context.setOffline(true)
  // Pressed without pointing first, so the link's preload does not fetch the chunk before going offline.
  await page.getByRole('link', { name: 'Connection settings' }).press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load' })).toContainText(
    'Could not load the connection settings. It will load again when you are back online.',
  )
  await expect(page.getByRole('link', { name: 'Connection settings' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
  await expect(page).toHaveTitle('Connection · Invoice dashboard')
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  // The first try may come before requests go through again; the next is 3 s later
  // (chunk-error-boundary.tsx), which a loaded machine can push past the default 5 s.
  await expect(page.getByLabel('API base URL')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toHaveCount(1)
})
