import type { Page } from '@playwright/test'
import { holdsUnreadableText } from './date-inputs'
import { expect, test } from './guards'
import { readInvoiceQuery } from '../../src/mocks/invoice-query'
import { quietPeriod, recordInvoiceRequests } from './invoice-requests'
import { typeInOneGo } from './scripted-sessions'
import { expectNoAxeViolations } from './axe'

const summary = (page: Page) => page.getByText(/^Showing .+ invoices$/)
const table = (page: Page) => page.getByRole('table', { name: 'Invoices' })

test('a deep link with filters and an offset opens that view with one request', async ({
  page,
}) => {
  const requests = recordInvoiceRequests(page)
  const view = '?status=overdue&vendor=a&limit=10&offset=10'
  await page.goto(`/invoices${view}`)

  await expect(summary(page)).toHaveText(/^Showing 11–20 of [\d,]+ invoices$/)
  await expect(table(page).getByRole('row')).toHaveCount(11)
  await expect(page.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Vendor' })).toHaveValue('a')
  await expect(page.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2')
  // The only other request is the next page, fetched ahead out of spare budget.
  await requests.answered('?status=overdue&vendor=a&limit=10&offset=20')
  await quietPeriod(page)
  expect(requests.sent).toEqual([view, '?status=overdue&vendor=a&limit=10&offset=20'])
  expect(new URL(page.url()).search).toBe(view)
})

test('a page number past the last goes to the last page and says so, by Enter or by leaving the field', async ({
  page,
}) => {
  await page.goto('/invoices?scenario=instant')
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')
  const field = page.getByRole('spinbutton', { name: 'Page' })
  const note = page.getByRole('status').filter({ hasText: 'There is no page 999' })

  await field.fill('999')
  await field.press('Enter')
  await expect(summary(page)).toHaveText('Showing 2,451–2,500 of 2,500 invoices')
  await expect(field).toHaveValue('50')
  await expect(note).toHaveText('There is no page 999; showing page 50.')

  await page.getByRole('button', { name: 'First page' }).click()
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')
  await expect(note).toHaveCount(0)
  await field.fill('999')
  await field.press('Tab')
  await expect(summary(page)).toHaveText('Showing 2,451–2,500 of 2,500 invoices')
  await expect(note).toHaveText('There is no page 999; showing page 50.')
  await expectNoAxeViolations(page)
})

test('Back and Forward across three views send no extra request', async ({ page }) => {
  const { sent: searches, answered } = recordInvoiceRequests(page)
  await page.goto('/invoices')
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(summary(page)).toHaveText('Showing 51–100 of 2,500 invoices')
  await page.getByRole('radio', { name: 'Overdue' }).click()
  await expect(page).toHaveURL(/\/invoices\?status=overdue$/)
  await expect(summary(page)).toHaveText(/^Showing 1–50 of [\d,]+ invoices$/)
  const overdueSummary = await summary(page).textContent()
  await answered('?status=overdue&offset=50')
  await quietPeriod(page)
  const sent = searches.length
  expect(new Set(searches).size).toBe(sent) // never the same view twice

  await page.goBack()
  await expect(summary(page)).toHaveText('Showing 51–100 of 2,500 invoices')
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked()
  await page.goBack()
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')
  await page.goForward()
  await expect(summary(page)).toHaveText('Showing 51–100 of 2,500 invoices')
  await page.goForward()
  await expect(summary(page)).toHaveText(overdueSummary ?? '')
  await expect(page.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  await quietPeriod(page)
  expect(searches).toHaveLength(sent)
})

test('a prefetched next page is on screen when the click returns; an uncached view follows its answer', async ({
  page,
}) => {
  const { answered } = recordInvoiceRequests(page)
  await page.goto('/invoices')
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')
  await answered('?offset=50')
  await quietPeriod(page)

  // Read in the click's own task, once its microtasks have run (where React renders urgent
  // updates): a transition would render in a later task.
  const firstRowAfterClick = async (button: HTMLElement) => {
    const firstRow = () => document.querySelector('tbody tr')?.textContent ?? ''
    const before = firstRow()
    button.click()
    await new Promise<void>((resolve) => {
      queueMicrotask(resolve)
    })
    return { before, after: firstRow() }
  }
  const paged = await page.getByRole('button', { name: 'Next page' }).evaluate(firstRowAfterClick)
  expect(paged.after).not.toBe(paged.before)
  await expect(summary(page)).toHaveText('Showing 51–100 of 2,500 invoices')

  // Overdue is not cached: the radio takes the click at once, and the rows follow the demo's answer
  // (150–400 ms later). Whether the old rows are first shown waiting depends on that latency
  // (answer-grace.ts); layout.spec.ts holds an answer to see them, on the production build.
  const overdue = page.getByRole('radio', { name: 'Overdue' })
  expect(await overdue.evaluate((radio: HTMLInputElement) => (radio.click(), radio.checked))).toBe(
    true,
  )
  await expect(page).toHaveURL(/\?status=overdue$/)
  await expect(summary(page)).toHaveText(/^Showing 1–50 of [\d,]+ invoices$/)
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
})

test('a vendor typed in one go sends one request', async ({ page }) => {
  const { sent: searches } = recordInvoiceRequests(page)
  await page.goto('/invoices')
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')
  await quietPeriod(page)
  const before = searches.length

  await typeInOneGo(page.getByRole('textbox', { name: 'Vendor' }), 'acme')
  await expect(page).toHaveURL(/\?vendor=acme$/)
  await expect(summary(page)).toHaveText(/^Showing 1–\d+ of [\d,]+ invoices$/)
  await quietPeriod(page)
  const typed = searches.slice(before)
  // One request for the view, plus its next page when there is one and budget to spare.
  expect(typed.filter((search) => !search.includes('offset='))).toEqual(['?vendor=acme'])
  expect(typed.every((search) => search.startsWith('?vendor=acme'))).toBe(true)
  await expect(table(page).getByRole('row').nth(1)).toContainText('Acme')
})

test('a bad URL is corrected in place, with a notice, and never sent', async ({ page }) => {
  const { sent: searches } = recordInvoiceRequests(page)
  const bad =
    '?limit=abc&offset=-1&status=PAID&startDate=2024-13-45&endDate=2026-02-30&vendor=' +
    'x'.repeat(250)
  await page.goto(`/invoices${bad}`)

  const notice = page.getByRole('status').filter({ hasText: 'The link was adjusted' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('listitem')).toHaveCount(6)
  await expect(page).toHaveURL(new RegExp(`/invoices\\?status=paid&vendor=x{200}$`))
  await expect(page.getByText('No invoices match these filters')).toBeVisible()
  await quietPeriod(page)
  expect(searches).toEqual([`?status=paid&vendor=${'x'.repeat(200)}`])
  for (const search of searches) expect(readInvoiceQuery(new URLSearchParams(search)).ok).toBe(true)

  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByText('The link was adjusted')).toHaveCount(0)
  await expect(page.getByRole('search', { name: 'Filter invoices' })).toBeFocused()
  expect(searches).toHaveLength(1)
})

test('keyboard alone can filter to Overdue and page', async ({ page }) => {
  // About 200 Tab presses through the 50 rows' controls, each with a look at the focus: 25–32 s on
  // a busy 2-core machine, where the default 30 s would fail it by chance.
  test.setTimeout(90_000)
  const { sent: searches } = recordInvoiceRequests(page)
  await page.goto('/invoices')
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')

  const pressTabUntilFocused = async (name: string, role: 'radio' | 'button') => {
    const target = page.getByRole(role, { name, exact: true })
    for (let presses = 0; presses < 400; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press('Tab')
    }
    throw new Error(`Tab never reached ${role} "${name}"`)
  }

  await pressTabUntilFocused('All', 'radio')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  await expect(page).toHaveURL(/\?status=overdue$/)
  await expect(summary(page)).toHaveText(/^Showing 1–50 of [\d,]+ invoices$/)
  // Passing over Pending and Paid sent nothing for them.
  expect(searches.filter((search) => /status=(pending|paid)/.test(search))).toEqual([])

  await pressTabUntilFocused('Next page', 'button')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?status=overdue&offset=50$/)
  await expect(summary(page)).toHaveText(/^Showing 51–100 of [\d,]+ invoices$/)
  // Focus moves to the new page's table, not to the page's top or nowhere.
  await expect(table(page)).toBeFocused()
  await expect(table(page)).toBeInViewport()
})

test('after Back and Forward, focus stays on a control still there, or goes where the page would put it', async ({
  page,
}) => {
  await page.goto('/invoices')
  await expect(summary(page)).toHaveText('Showing 1–50 of 2,500 invoices')
  const overdue = page.getByRole('radio', { name: 'Overdue' })
  await overdue.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\?status=overdue$/)
  // "Next page" waits, disabled, until the overdue view's first page says there is a next one.
  await expect(summary(page)).toHaveText(/^Showing 1–50 of [\d,]+ invoices$/)
  await page.getByRole('button', { name: 'Next page', exact: true }).press('Enter')
  await expect(page).toHaveURL(/\?status=overdue&offset=50$/)

  // "Previous page" is disabled on the first page: focus goes to the table, as paging puts it.
  await page.getByRole('button', { name: 'Previous page', exact: true }).focus()
  await page.goBack()
  await expect(page).toHaveURL(/\?status=overdue$/)
  await expect(page.getByRole('button', { name: 'Previous page', exact: true })).toBeDisabled()
  await expect(table(page)).toBeFocused()

  // The chip goes with its filter: focus goes to the filter bar, as removing the last chip puts it.
  await page.getByRole('button', { name: 'Remove filter Status: Overdue' }).focus()
  await page.goBack()
  await expect(page).toHaveURL(/\/invoices$/)
  await expect(page.getByRole('search', { name: 'Filter invoices' })).toBeFocused()

  // A control still there and enabled keeps focus.
  await overdue.focus()
  await page.goForward()
  await expect(page).toHaveURL(/\?status=overdue$/)
  await expect(overdue).toBeChecked()
  await expect(overdue).toBeFocused()

  // The page field is renewed for its new number: the table, as a page typed there leads to.
  await page.getByRole('spinbutton', { name: 'Page' }).focus()
  await page.goForward()
  await expect(page).toHaveURL(/\?status=overdue&offset=50$/)
  await expect(table(page)).toBeFocused()
})

test('axe finds no violations with filters active, in light and dark', async ({ page }) => {
  await page.goto(
    '/invoices?status=overdue&vendor=a&startDate=2025-01-01&endDate=2026-12-31&limit=25&offset=25',
  )
  await expect(summary(page)).toHaveText(/^Showing 26–50 of [\d,]+ invoices$/)
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveCount(
    3,
  )
  await expectNoAxeViolations(page)

  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
})

test('axe finds no violations with a correction notice and a reversed date range', async ({
  page,
}) => {
  await page.goto('/invoices?status=bogus&vendor=a')
  await expect(page.getByText('The link was adjusted to show a valid view:')).toBeVisible()
  await page.getByLabel('Invoice date from').fill('2026-03-01')
  await page.getByLabel('Invoice date to').fill('2026-01-01')
  await expect(page.getByLabel('Invoice date to')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('“Invoice date to” is before “Invoice date from”.')).toBeVisible()
  await expectNoAxeViolations(page)
})

// Typed digit by digit as a US user types them: month, day, year.
test.describe('dates typed into the date inputs', () => {
  test.use({ locale: 'en-US' })

  // Chromium's date input reads '' for a date it cannot read (February 30th): such a date must
  // neither vanish without a word nor let half a range be applied.
  test('a date that does not exist is flagged, kept as typed, and holds the range back', async ({
    page,
  }) => {
    await page.goto('/invoices')
    await expect(summary(page)).toHaveText(/^Showing 1–50 of [\d,]+ invoices$/)
    const from = page.getByLabel('Invoice date from')
    const to = page.getByLabel('Invoice date to')

    await from.focus()
    await page.keyboard.type('02302026')
    await to.focus()
    await expect(from).toHaveAttribute('aria-invalid', 'true')
    await expect(from).toHaveAccessibleDescription(
      '“Invoice date from” is not a whole, real date. Fix it to apply the range.',
    )
    await page.keyboard.type('03312026')
    await expect(to).toHaveValue('2026-03-31')
    // Longer than the pause after which a typed date applies: nothing was applied, nothing erased.
    await page.waitForTimeout(800)
    expect(new URL(page.url()).search).toBe('')
    expect(await holdsUnreadableText(from)).toBe(true)
    await expectNoAxeViolations(page)

    await from.focus()
    await page.keyboard.type('02282026')
    await expect(page).toHaveURL(/\?startDate=2026-02-28&endDate=2026-03-31$/)
    await expect(from).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText('is not a whole, real date')).toHaveCount(0)
  })

  test('"Clear filters" also clears a date the browser could not read', async ({ page }) => {
    await page.goto('/invoices?status=overdue')
    await expect(summary(page)).toHaveText(/^Showing 1–50 of [\d,]+ invoices$/)
    const from = page.getByLabel('Invoice date from')
    await from.focus()
    await page.keyboard.type('02302026')
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/invoices$/)
    await expect(from).not.toHaveAttribute('aria-invalid')
    expect(await holdsUnreadableText(from)).toBe(false)
  })

  // A chip, a saved view or Back replaces the range from the URL: a flag raised on the old one
  // goes with it, and so does the text it could not read.
  test('a flagged date goes when the URL replaces the range', async ({ page }) => {
    await page.goto('/invoices?startDate=2026-01-01&endDate=2026-03-31')
    await expect(summary(page)).toHaveText(/^Showing 1–\d+ of [\d,]+ invoices$/)
    const to = page.getByLabel('Invoice date to')
    await to.focus()
    await page.keyboard.type('02302026')
    await page.getByLabel('Invoice date from').focus()
    await expect(to).toHaveAttribute('aria-invalid', 'true')

    await page.getByRole('button', { name: /^Remove filter Invoice date/ }).click()
    await expect(page).toHaveURL(/\/invoices$/)
    await expect(to).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText('is not a whole, real date')).toHaveCount(0)
    expect(await holdsUnreadableText(to)).toBe(false)
  })
})
