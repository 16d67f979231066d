/**
 * The loaded set on the production build, against the mock API: what comes with it is ready when
 * its rows are, whatever the network does meanwhile.
 */
import { connect } from './hostile-api'
import { expect, test } from './guards'
import { MOCK_API_URL } from './servers'

test('the search box comes with the loaded rows: its code is fetched while the set loads, so "/" finds it at once', async ({
  page,
}) => {
  // Every page of the walk (100 rows each) waits until the search box's code has been asked for:
  // asked for only once the set had loaded, as it was, it never would be and this would time out.
  let releaseWalk = () => {}
  const walkHeld = new Promise<void>((resolve) => {
    releaseWalk = resolve
  })
  await page.route(/\/api\/v1\/invoices\?(.*&)?limit=100(&|$)/, async (route) => {
    await walkHeld
    await route.continue()
  })
  const searchBoxCode = page.waitForRequest(/\/assets\/invoice-search-box-[\w-]+\.js$/)

  await connect(page, MOCK_API_URL, /^Showing 1–50 of [\d,]+ invoices$/)
  await page.getByRole('button', { name: /^Load all matching invoices/ }).click()
  await searchBoxCode
  releaseWalk()
  await expect(page.getByText(/^All [\d,]+ matching invoices loaded at/)).toBeVisible()

  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toBeFocused()
})
