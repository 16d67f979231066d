/**
 * Aging on the production build against the mock API: the report's buckets for the seeded data,
 * checked cell by cell against sums the test makes itself from the API's own answers (never from
 * the app's bucketing code).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { holdsUnreadableText } from './date-inputs'
import { expect, expectNoCspViolations, test } from './guards'
import { connect as connectTo, hostileBase } from './hostile-api'
import { E2E_API_KEY, MOCK_API_URL } from './servers'

test.use({ locale: 'en-US' })

interface ApiInvoice {
  amount: number
  currency: string
  invoiceDate: string
  dueDate: string
}

/** Every invoice of one status, page by page, straight from the API. */
async function fetchAll(request: APIRequestContext, status: string): Promise<ApiInvoice[]> {
  const invoices: ApiInvoice[] = []
  for (let offset = 0; ; offset += 100) {
    const response = await request.get(
      `${MOCK_API_URL}/api/v1/invoices?status=${status}&limit=100&offset=${String(offset)}`,
      { headers: { Authorization: `Bearer ${E2E_API_KEY}` } },
    )
    expect(response.status()).toBe(200)
    const page = (await response.json()) as { invoices: ApiInvoice[]; total: number }
    invoices.push(...page.invoices)
    if (page.invoices.length === 0 || invoices.length >= page.total) return invoices
  }
}

const DAY_MS = 86_400_000
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The expected text of each USD cell: Not yet due, 1–30, 31–60, 61–90, Over 90, Total. */
function expectedUsdCells(invoices: ApiInvoice[], asOf: string): string[] {
  const limits = [0, 30, 60, 90, Number.POSITIVE_INFINITY]
  const cells = limits.map(() => ({ cents: 0, count: 0 }))
  const total = { cents: 0, count: 0 }
  for (const { amount, currency, invoiceDate, dueDate } of invoices) {
    // An invoice issued after the as-of date did not exist yet then.
    if (currency !== 'USD' || invoiceDate > asOf) continue
    const days = dayNumber(asOf) - dayNumber(dueDate)
    const cell = cells[limits.findIndex((limit) => days <= limit)]
    if (!cell) throw new Error(`No bucket for ${String(days)} days`)
    for (const sum of [cell, total]) {
      sum.cents += Math.round(amount * 100)
      sum.count += 1
    }
  }
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return [...cells, total].map(({ cents, count }) =>
    count === 0
      ? '—'
      : `${money.format(cents / 100)}${count.toLocaleString('en-US')} invoice${count === 1 ? '' : 's'}`,
  )
}

async function connect(page: Page) {
  await page.goto('/settings')
  await page.getByRole('textbox', { name: 'API base URL' }).fill(MOCK_API_URL)
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY)
  await page.getByRole('button', { name: 'Save and connect' }).click()
  await expect(page.getByText(/^Showing 1–50 of [\d,]+ invoices$/)).toBeVisible()
}

test('as of a date on a bucket boundary, every USD cell holds exactly the amount and count of the seeded invoices', async ({
  page,
  request,
  watch,
}) => {
  const unpaid = [...(await fetchAll(request, 'pending')), ...(await fetchAll(request, 'overdue'))]
  // As of 30 days after the middle USD due date: that invoice sits on the 1–30 / 31–60 boundary,
  // so a bucketing one day off moves it, and the rest spread over the other buckets.
  const usdDue = unpaid
    .filter(({ currency }) => currency === 'USD')
    .map(({ dueDate }) => dayNumber(dueDate))
    .sort((a, b) => a - b)
  const asOf = isoDay((usdDue[Math.floor(usdDue.length / 2)] ?? 0) + 30)
  const expected = expectedUsdCells(unpaid, asOf)
  // The check means something only if the data reaches several buckets.
  expect(expected.slice(0, 5).filter((cell) => cell !== '—').length).toBeGreaterThanOrEqual(3)

  await connect(page)
  await page.getByRole('link', { name: 'Aging' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Aging' })).toBeVisible()
  // Nothing said how many are unpaid: it counts them, and the load fits, so it starts by itself.
  await expect(
    page.getByText(`All ${unpaid.length.toLocaleString('en-US')} unpaid invoices loaded at`, {
      exact: false,
    }),
  ).toBeVisible()

  await page.getByLabel('As of').fill(asOf)
  await expect(page).toHaveURL(new RegExp(`asOf=${asOf}`))
  const usd = page
    .getByRole('table', { name: 'Aging by currency' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'USD', exact: true }) })
  await expect(usd.getByRole('cell')).toHaveText(expected)
  expectNoCspViolations(watch)
})

test('on a phone, the loaded report passes axe: each table box that scrolls sideways is named, shows the column beside its names and a keyboard reaches it; a bucket lists cards', async ({
  page,
  watch,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connect(page)
  await page.getByRole('link', { name: 'Aging' }).click()
  await expect(page.getByText(/unpaid invoices loaded at/)).toBeVisible()
  const vendors = page.getByRole('group', { name: 'Overdue by vendor' })
  // The test means something only where the table is wider than the screen.
  expect(await vendors.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  // Long vendor names wrap, so the column beside them is in sight before any scrolling.
  const rightEdge = (element: Element) => element.getBoundingClientRect().right
  const currencyRight = await vendors
    .getByRole('columnheader', { name: 'Currency' })
    .evaluate(rightEdge)
  expect(currencyRight).toBeLessThanOrEqual(await vendors.evaluate(rightEdge))
  await vendors.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => vendors.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)

  // A bucket's invoices are cards that fit the screen, still a table with its column headers.
  const usd = page
    .getByRole('table', { name: 'Aging by currency' })
    .getByRole('row', { name: /^USD/ })
  // The fifth cell is "Over 90 days": with no invoice there it has no button, and the test fails.
  await usd.getByRole('cell').nth(4).getByRole('button').click()
  const list = page.getByRole('table', { name: 'Invoices in USD · Over 90 days' })
  // Still a table to the browser's accessibility tree, each value under its column's header.
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const named = (role: string) =>
    nodes
      .filter((node) => !node.ignored && node.role?.value === role)
      .map((node) => String(node.name?.value))
  expect(named('table')).toContain('Invoices in USD · Over 90 days')
  expect(named('columnheader')).toEqual(
    expect.arrayContaining(['Invoice number', 'Vendor', 'Amount', 'Due date', 'Days past due']),
  )
  const box = page.getByRole('group', { name: /^USD · Over 90 days/ })
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  // Every value of an invoice is in sight, none past the screen's right edge.
  const cells = list.getByRole('row').nth(1).getByRole('cell')
  await expect(cells).toHaveCount(4)
  for (const right of await cells.evaluateAll((all) =>
    all.map((cell) => cell.getBoundingClientRect().right),
  ))
    expect(right).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)
  expectNoCspViolations(watch)
})

test('behind a server that sends no total, Aging quotes none, says why it is not "All", and advises no refresh', async ({
  page,
  watch,
}) => {
  await connectTo(page, hostileBase('no-total'), 'Showing 1–50 (total unknown)')
  await page.getByRole('link', { name: 'Aging' }).click()
  await page.getByRole('button', { name: 'Load all unpaid invoices' }).click()
  await page.getByRole('button', { name: 'Start loading' }).click()
  await expect(
    page.getByText(
      /^Loaded [\d,]+ invoices; the server sent no total\. Nothing confirms these are all\.$/,
    ),
  ).toBeVisible()
  await expect(page.getByText(/^[\d,]+ unpaid invoices loaded at/)).toBeVisible()
  await expect(page.getByText(/the server reported|exact copy|^All /)).toHaveCount(0)
  expectNoCspViolations(watch)
})

test('a table box is a Tab stop only while it scrolls, and a button focused in it comes fully into sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await connect(page)
  await page.getByRole('link', { name: 'Aging' }).click()
  await expect(page.getByText(/unpaid invoices loaded at/)).toBeVisible()
  const boxes = page.getByRole('group', {
    name: /^(By currency|Overdue by vendor|Due in the next 4 weeks)$/,
  })
  await expect(boxes).toHaveCount(3)
  for (const box of await boxes.all()) await expect(box).not.toHaveAttribute('tabindex')

  await page.setViewportSize({ width: 390, height: 844 })
  for (const box of await boxes.all()) await expect(box).toHaveAttribute('tabindex', '0')

  // Tab from the box through its amounts: each in turn wholly inside the box, none cut at its edge.
  const byCurrency = page.getByRole('group', { name: 'By currency' })
  await byCurrency.focus()
  const buttons = byCurrency.getByRole('button')
  const count = await buttons.count()
  expect(count).toBeGreaterThan(4)
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab')
    await expect(buttons.nth(index)).toBeFocused()
    const [button, frame] = await Promise.all([
      buttons.nth(index).boundingBox(),
      byCurrency.boundingBox(),
    ])
    expect(button && frame && button.x >= frame.x - 0.5).toBe(true)
    expect(button && frame && button.x + button.width <= frame.x + frame.width + 0.5).toBe(true)
  }
})

/** Opens Aging on a date, with the keyboard in the first segment (the month, in en-US) of "As of". */
async function focusAsOf(page: Page, asOf: string) {
  await connect(page)
  await page.goto(`/aging?asOf=${asOf}`)
  const field = page.getByLabel('As of')
  await expect(field).toHaveValue(asOf)
  await field.focus()
  return field
}

/** The date the browser's own calendar says it is, as the page reckons "today". */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    const two = (n: number) => String(n).padStart(2, '0')
    return `${String(now.getFullYear())}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
  })

test('a date typed digit by digit into "As of" is the date the field, the URL and the report end on', async ({
  page,
  watch,
}) => {
  const field = await focusAsOf(page, '2026-03-31')
  // At a person's pace, so each digit meets the page's answer to the one before (the URL follows
  // the field a moment later): segment by segment, month, day, year.
  await page.keyboard.type('01012026', { delay: 120 })
  await expect(field).toHaveValue('2026-01-01')
  await expect(page).toHaveURL(/[?&]asOf=2026-01-01$/)
  await page.keyboard.press('Tab')
  await expect(field).toHaveValue('2026-01-01')
  await expect(page).toHaveURL(/[?&]asOf=2026-01-01$/)
  expectNoCspViolations(watch)
})

test('"As of" cleared with the keyboard is today: the date leaves the URL and the field shows today', async ({
  page,
}) => {
  const field = await focusAsOf(page, '2026-03-31')
  // Backspace empties the segment it is on; Tab moves to the next one.
  for (const key of ['Backspace', 'Tab', 'Backspace', 'Tab', 'Backspace']) {
    await page.keyboard.press(key)
  }
  await expect(field).toHaveValue('')
  await field.blur()
  await expect(page).not.toHaveURL(/asOf=/)
  await expect(field).toHaveValue(await browserToday(page))
})

// Chromium's date input reads '' for a date it cannot read (February 30th) or one half typed: the
// text stays to be fixed, flagged, and the report says which date it is still as of.
test('a date "As of" cannot read is kept as typed and flagged, and the report keeps its date', async ({
  page,
}) => {
  const field = await focusAsOf(page, '2026-03-31')
  // March 31st with its month made February.
  await page.keyboard.type('02')
  await expect(field).toHaveValue('')
  await field.blur()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toHaveText(
    '“As of” is not a whole, real date, so the report is still as of Mar 31, 2026. ' +
      'Fix the date, or choose Today.',
  )
  expect(await holdsUnreadableText(field)).toBe(true)
  await expect(page).toHaveURL(/[?&]asOf=2026-03-31$/)
  await expectNoAxeViolations(page)

  await field.focus()
  await page.keyboard.type('02282026')
  await expect(page).toHaveURL(/[?&]asOf=2026-02-28$/)
  await expect(field).toHaveValue('2026-02-28')
  await expect(field).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a date left half typed in "As of" is flagged until "Today" puts today in it', async ({
  page,
}) => {
  const field = await focusAsOf(page, '2026-03-31')
  await page.keyboard.press('Backspace')
  await expect(field).toHaveValue('')
  await field.blur()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/[?&]asOf=2026-03-31$/)
  await page.getByRole('button', { name: 'Today' }).click()
  await expect(field).toHaveValue(await browserToday(page))
  await expect(field).not.toHaveAttribute('aria-invalid')
  expect(await holdsUnreadableText(field)).toBe(false)
  await expect(page).not.toHaveURL(/asOf=/)
})

test('opened offline, Aging keeps its heading and title above the failure to load, and passes axe', async ({
  page,
  context,
}) => {
  await connect(page)
  await context.setOffline(true)
  // Pressed without pointing first, so the link's preload does not fetch the chunk before going offline.
  await page.getByRole('link', { name: 'Aging' }).press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load' })).toContainText(
    'Could not load the aging report. It will load again when you are back online.',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Aging' })).toBeVisible()
  await expect(page).toHaveTitle('Aging · Invoice dashboard')
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  await expect(page.getByLabel('As of')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Aging' })).toHaveCount(1)
})
