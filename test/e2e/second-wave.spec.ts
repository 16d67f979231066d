/**
 * The second wave in Chromium on the demo build: the loaded set (load, search, sort, a filter
 * answered with no request, Back, a shared link), aging (as-of, buckets, drill-down, print), and
 * daily use (saved views over a reload, shortcuts, compact rows, Refresh).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './guards'
import { quietPeriod, recordInvoiceRequests } from './invoice-requests'
import { expectNoAxeViolations } from './axe'

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' })
const rowHeaders = (page: Page) => table(page).locator('tbody th[scope="row"]')

async function loadAll(page: Page) {
  await page.goto('/invoices?scenario=instant')
  await page.getByRole('button', { name: /^Load all matching invoices/ }).click()
  await expect(page.getByText(/^All 2,500 matching invoices loaded at/)).toBeVisible()
}

test('load all, search, sort, a narrower filter with no request, and Back', async ({ page }) => {
  const requests = recordInvoiceRequests(page)
  await loadAll(page)
  const afterLoad = requests.sent.length

  const search = page.getByRole('searchbox', { name: 'Search invoices' })
  await search.fill('societe')
  await expect(page).toHaveURL(/q=societe/)
  await expect(rowHeaders(page).first()).toBeVisible()
  for (const vendor of await table(page).locator('tbody td.col-vendor').allTextContents())
    expect(vendor).toMatch(/Société/)

  const amount = table(page).getByRole('button', { name: 'Amount' })
  await amount.click()
  await expect(amount.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/sort=amount/)
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by Amount' })).toHaveText(
    'Sorted by Amount, ascending.',
  )

  await page.getByRole('radio', { name: /Overdue/ }).click()
  await expect(page).toHaveURL(/status=overdue/)
  await expect(page.getByRole('radio', { name: /Overdue/ })).toBeChecked()
  await quietPeriod(page)
  expect(requests.sent.slice(afterLoad)).toEqual([])

  await page.goBack()
  await expect(page).not.toHaveURL(/status=overdue/)
  await expect(amount.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'ascending')
  await quietPeriod(page)
  expect(requests.sent.slice(afterLoad)).toEqual([])
  await expectNoAxeViolations(page)
})

test('a search typed key by key is written to the URL once, when typing pauses, as an entry Back leaves', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const writes: string[] = []
    Reflect.set(window, '__searchWrites', writes)
    for (const method of ['pushState', 'replaceState'] as const) {
      const write = history[method].bind(history)
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url && String(url).includes('q=')) writes.push(`${method} ${String(url)}`)
        write(data, unused, url)
      }
    }
  })
  await loadAll(page)
  const historyLength = await page.evaluate(() => history.length)
  const search = page.getByRole('searchbox', { name: 'Search invoices' })

  await search.pressSequentially('societe', { delay: 60 })
  // The rows follow every key; the URL only the search the typing paused on.
  await expect(page.getByText(/^\d+ match(es)?$/)).toBeVisible()
  await expect(page).toHaveURL(/q=societe/)
  await quietPeriod(page)
  const writes = await page.evaluate(() => Reflect.get(window, '__searchWrites') as string[])
  expect(writes).toHaveLength(1)
  expect(writes[0]).toMatch(/^pushState .*q=societe$/)
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1)

  // Back returns to the view the search was typed in, the loaded set still answering it.
  await page.goBack()
  await expect(page).not.toHaveURL(/q=/)
  await expect(search).toHaveValue('')
  await page.goForward()
  await expect(search).toHaveValue('societe')
})

test('a shared link with sort and search says what it needs, then loading answers it', async ({
  page,
}) => {
  await page.goto('/invoices?scenario=instant&sort=-amount&q=gmbh')
  await expect(page.getByText(/^Sorting and search need all matching invoices/)).toBeVisible()
  await page.getByRole('button', { name: /^Load all matching invoices/ }).click()
  await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('gmbh')
  const amount = table(page).getByRole('button', { name: 'Amount' })
  await expect(amount.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'descending')
})

test("aging: as of a date, buckets per currency, a bucket's invoices, and a clean print", async ({
  page,
}) => {
  await page.goto('/aging?scenario=instant')
  await expect(page.getByRole('heading', { level: 1, name: 'Aging' })).toBeVisible()
  // Opened directly, the size is unknown: it counts the unpaid invoices, and as the load fits in
  // the window, it starts by itself.
  const aging = page.getByRole('table', { name: 'Aging by currency' })
  await expect(aging).toBeVisible()
  await expect(page.getByText(/^All [\d,]+ unpaid invoices loaded at/)).toBeVisible()
  await expect(page.getByRole('img', { name: 'Aging of USD invoices' })).toBeVisible()

  await page.getByLabel('As of').fill('2030-01-01')
  await expect(page).toHaveURL(/asOf=2030-01-01/)
  // Years later, nothing unpaid is "not yet due" any more.
  await expect(aging.locator('tbody tr').first().locator('td').first()).toHaveText('—')

  await aging.locator('tbody tr').first().getByRole('button').first().click()
  const list = page.getByRole('table', { name: /^Invoices in / })
  await expect(list).toBeVisible()
  await list.getByRole('button').first().click()
  await expect(page.getByRole('dialog', { name: /^Invoice / })).toBeVisible()
  await page.keyboard.press('Escape')
  await expectNoAxeViolations(page)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await page.screenshot({ path: 'test-results/aging-print.png', fullPage: true })
})

// Words read from the left and amounts from the right: each header sits over its column's values.
test('every aging table lines its column headers up with their values', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/aging?scenario=instant')
  await expect(page.getByText(/^All [\d,]+ unpaid invoices loaded at/)).toBeVisible()
  const aging = page.getByRole('table', { name: 'Aging by currency' })
  await aging.locator('tbody tr').first().getByRole('button').first().click()
  await expect(page.getByRole('table', { name: /^Invoices in / })).toBeVisible()
  // By currency, by vendor, the weeks ahead and the bucket's invoices.
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(4)
  const misaligned = await page.evaluate(() =>
    [...document.querySelectorAll('main table')].flatMap((table) => {
      const headers = [...table.querySelectorAll('thead th')]
      const cells = [...(table.querySelector('tbody tr')?.children ?? [])]
      return cells.flatMap((cell, index) => {
        const header = headers[index]
        const [over, under] = [header, cell].map((each) => each && getComputedStyle(each).textAlign)
        const name = table.getAttribute('aria-label') ?? ''
        return over === under
          ? []
          : [`${name}, ${header?.textContent ?? ''}: ${over} over ${under}`]
      })
    }),
  )
  expect(misaligned).toEqual([])
})

test('aging prints dark text on white paper even in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/aging?scenario=instant')
  const aging = page.getByRole('table', { name: 'Aging by currency' })
  const heading = page.getByRole('heading', { level: 1, name: 'Aging' })
  const cell = aging.locator('tbody td').first()
  await expect(cell).toBeVisible()
  /** The brightest of a computed colour's red, green and blue (0–255). */
  const brightness = (locator: typeof cell) =>
    locator.evaluate((element) =>
      Math.max(...(getComputedStyle(element).color.match(/\d+/g) ?? []).slice(0, 3).map(Number)),
    )
  // On screen the dark theme's text is light: the check below is not passing by accident.
  expect(await brightness(heading)).toBeGreaterThan(200)

  // Chrome prints without backgrounds by default: near-white text would vanish on the paper.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
  expect(await brightness(heading)).toBeLessThan(100)
  expect(await brightness(cell)).toBeLessThan(100)
})

test('closing the shortcuts list puts focus back where it was: the row after "?", the button after a click', async ({
  page,
}) => {
  await page.goto('/invoices?scenario=instant')
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('j')
  const fifth = rowHeaders(page).nth(4).getByRole('button')
  await expect(fifth).toBeFocused()
  const scrolled = await page.evaluate(() => window.scrollY)

  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(fifth).toBeFocused()
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(1)
  await page.keyboard.press('j')
  await expect(rowHeaders(page).nth(5).getByRole('button')).toBeFocused()

  const button = page.getByRole('button', { name: 'Keyboard shortcuts' })
  await button.click()
  await page
    .getByRole('dialog', { name: 'Keyboard shortcuts' })
    .getByRole('button', { name: 'Close' })
    .click()
  await expect(button).toBeFocused()
})

test('at phone width every sort button of a loaded set shows whole above the cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await loadAll(page)
  const box = await table(page).boundingBox()
  const buttons = table(page).getByRole('columnheader').getByRole('button')
  // A card has no invoice date, but its sort button is there, after the cards' own columns.
  await expect(buttons).toHaveText([
    /^Invoice number/,
    /^Vendor/,
    /^Amount/,
    /^Due date/,
    /^Status/,
    /^Invoice date/,
  ])
  for (const button of await buttons.all()) {
    const edges = await button.boundingBox()
    expect(edges && box && edges.x + edges.width <= box.x + box.width).toBe(true)
  }

  const newestFirst = await rowHeaders(page).first().textContent()
  const invoiceDate = table(page).getByRole('button', { name: 'Invoice date' })
  await invoiceDate.click()
  await expect(page).toHaveURL(/sort=invoiceDate/)
  await expect(invoiceDate.locator('xpath=ancestor::th')).toHaveAttribute('aria-sort', 'ascending')
  // The API's order is newest first: ascending puts another invoice on top.
  await expect(rowHeaders(page).first()).not.toHaveText(newestFirst ?? '')
})

test('at phone width "/" unfolds the filters to reach Vendor, and finds the search box once all are loaded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/invoices?scenario=instant')
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeAttached()
  const filters = page.getByRole('button', { name: 'Filters', exact: true })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('/')
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('textbox', { name: 'Vendor' })).toBeFocused()

  await filters.click()
  await page.getByRole('button', { name: /^Load all matching invoices/ }).click()
  await expect(page.getByText(/^All 2,500 matching invoices loaded at/)).toBeVisible()
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toBeFocused()
})

test('a saved view survives a reload and opens from the list', async ({ page }) => {
  await page.goto('/invoices?scenario=instant&status=paid')
  await expect(table(page)).toBeVisible()
  await page.getByRole('button', { name: 'Save view' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await expectNoAxeViolations(page)
  await dialog.getByLabel('View name').fill('Paid this year')
  await dialog.getByRole('button', { name: 'Save' }).click()

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/status=paid/)
  await page.reload()
  await page
    .getByRole('list', { name: 'Saved views' })
    .getByRole('link', { name: 'Paid this year' })
    .click()
  await expect(page).toHaveURL(/status=paid/)
  await expect(page.getByRole('radio', { name: /Paid/ })).toBeChecked()
})

test('shortcuts page and move along rows; compact rows are remembered; Refresh sends one request', async ({
  page,
}) => {
  const requests = recordInvoiceRequests(page)
  await page.goto('/invoices?scenario=instant')
  await expect(page.getByText('Showing 1–50 of 2,500 invoices')).toBeVisible()
  // The shortcuts are a chunk of their own: their button says they are ready.
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible()

  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('n')
  await expect(page.getByText('Showing 51–100 of 2,500 invoices')).toBeVisible()
  await page.keyboard.press('p')
  await expect(page.getByText('Showing 1–50 of 2,500 invoices')).toBeVisible()
  await page.keyboard.press('j')
  await expect(rowHeaders(page).first().getByRole('button')).toBeFocused()
  await page.keyboard.press('j')
  await expect(rowHeaders(page).nth(1).getByRole('button')).toBeFocused()
  await page.keyboard.press('k')
  await expect(rowHeaders(page).first().getByRole('button')).toBeFocused()
  await page.keyboard.press('/')
  await expect(page.getByRole('textbox', { name: 'Vendor' })).toBeFocused()
  await page.keyboard.type('n')
  await expect(page.getByText('Showing 1–50 of 2,500 invoices')).toBeVisible()
  await page.getByRole('textbox', { name: 'Vendor' }).fill('')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  await page.getByRole('checkbox', { name: 'Compact rows' }).check()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Compact rows' })).toBeChecked()

  await expect(page.getByText(/^Updated /)).toBeVisible()
  await quietPeriod(page)
  const before = requests.sent.length
  await page.getByRole('button', { name: 'Refresh', exact: true }).click()
  await quietPeriod(page)
  expect(requests.sent.slice(before)).toEqual([''])
})

// The column headers stay over the rows as they scroll (sticky): a row that focus moves to must
// come to rest below them, never under them (WCAG 2.4.11, focus not obscured).
test('a row reached by keyboard is never left under the column headers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/invoices?scenario=instant')
  await expect(rowHeaders(page)).toHaveCount(50)
  // The shortcuts load after the first rows: their button shows once they listen.
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible()
  const hiddenUnderHeaders = () =>
    page.evaluate(() => {
      const headers = document.querySelector('thead th')?.getBoundingClientRect()
      const focused = document.activeElement?.getBoundingClientRect()
      return headers && focused ? focused.top < headers.bottom : null
    })
  // Row 21 scrolled to just below the box's top edge, where the headers cover it: inside the box,
  // so the browser saw no need to scroll it into view.
  for (const below of [2, 8, 16]) {
    await rowHeaders(page).nth(21).getByRole('button').focus()
    await page.evaluate((offset) => {
      const box = document.querySelector('.table-scroll')
      const row = document.querySelectorAll('tbody tr')[20]
      if (box && row) {
        box.scrollIntoView({ block: 'start' })
        const top = row.getBoundingClientRect().top - box.getBoundingClientRect().top
        box.scrollTop += top - offset
      }
    }, below)
    await page.keyboard.press('k')
    await expect(rowHeaders(page).nth(20).getByRole('button')).toBeFocused()
    expect(await hiddenUnderHeaders(), `row ${String(below)} px below the edge`).toBe(false)
  }
})
