/**
 * The production build against servers whose numbers are wrong (the mock API's hostile scenarios):
 * the count line, the pager and the URL never state more than the answer supports, every
 * disagreement is said once in words, and nothing is asked for twice. Requests are counted at the
 * mock API.
 */
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, expectNoCspViolations, test } from './guards'
import { connect, hostileBase, requestsAt } from './hostile-api'
import { quietPeriod } from './invoice-requests'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const pageField = (page: Page) => page.getByRole('spinbutton', { name: 'Page' })
const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
/**
 * The connection screen's test request, then the first page. With a known total the next page is
 * then prefetched (the server claims 90 of the plan's 100 left), so Next is answered from the cache:
 * each page is asked for once.
 */
const connected = ['?limit=1', '']

for (const [scenario, what] of [
  ['no-total', 'missing'],
  ['garbled-total', '"NaN"'],
] as const) {
  test(`a total that is ${what} is unknown, and Next pages on while full pages come`, async ({
    page,
    watch,
  }) => {
    const base = hostileBase(scenario)
    await connect(page, base, 'Showing 1–50 (total unknown)')
    await expect(button(page, 'Next page')).toBeEnabled()
    await expect(button(page, 'Last page')).toBeDisabled()
    await expect(page.getByText(/ of [\d,]+ invoices/)).toHaveCount(0)

    await button(page, 'Next page').click()
    await expect(page.getByText('Showing 51–100 (total unknown)')).toBeVisible()
    await expect(pageField(page)).toHaveValue('2')
    await expect(page).toHaveURL(/\?offset=50$/)
    await quietPeriod(page)
    expect(await requestsAt(base)).toEqual([...connected, '?offset=50'])
    expectNoCspViolations(watch)
  })
}

test('a total below the rows shown is said once, and the range and Next stay true', async ({
  page,
  watch,
}) => {
  const base = hostileBase('total-below-rows')
  await connect(page, base, 'Showing 1–50 (total unknown)')
  await expect(
    page.getByText(
      'The server reported 3 matching invoices but sent rows up to number 50; the total is shown as unknown.',
    ),
  ).toHaveCount(1)
  await expect(page.getByText(/of 3\b/)).toHaveCount(0)
  await button(page, 'Next page').click()
  await expect(page.getByText('Showing 51–100 (total unknown)')).toBeVisible()
  await quietPeriod(page)
  expect(await requestsAt(base)).toEqual([...connected, '?offset=50'])
  expectNoCspViolations(watch)
})

test('an envelope offset and limit other than asked for are said once; the page shows where it was asked for', async ({
  page,
  watch,
}) => {
  const base = hostileBase('wrong-envelope')
  await connect(page, base, 'Showing 1–50 of 2,500 invoices')
  const notices = [
    'The server said these rows start at position 1,000, but position 1 was asked for; they are shown where they were asked for.',
    'The server said it applied a page size of 20, but 50 was asked for.',
  ]
  for (const notice of notices) await expect(page.getByText(notice)).toHaveCount(1)
  await expectNoAxeViolations(page)
  await expect(pageField(page)).toHaveValue('1')
  await expect(page.getByText('Page 1 of 50')).toBeVisible()
  expect(new URL(page.url()).search).toBe('')

  await button(page, 'Next page').click()
  await expect(page.getByText('Showing 51–100 of 2,500 invoices')).toBeVisible()
  await expect(
    page.getByText(
      'The server said these rows start at position 1,000, but position 51 was asked for; they are shown where they were asked for.',
    ),
  ).toHaveCount(1)
  await expect(pageField(page)).toHaveValue('2')
  await expect(page).toHaveURL(/\?offset=50$/)
  await quietPeriod(page)
  expect(await requestsAt(base)).toEqual([...connected, '?offset=50', '?offset=100'])
  expectNoCspViolations(watch)
})

test('an empty page past the end says so and offers the last page with rows', async ({
  page,
  watch,
}) => {
  const base = hostileBase('huge-total')
  await connect(page, base, 'Showing 1–50 of 1,000,000 invoices')
  await button(page, 'Next page').click()
  await expect(page.getByText('Showing 51–100 of 1,000,000 invoices')).toBeVisible()
  await button(page, 'Last page').click()
  await expect(page.getByText('No invoices on page 20,000')).toBeVisible()
  await expect(
    page.getByText(/^No invoices on this page, although the server reported 1,000,000 matching/),
  ).toBeVisible()
  await expect(button(page, 'Next page')).toBeDisabled()
  await expectNoAxeViolations(page)

  // Page 3 was prefetched from page 2: the furthest page seen with rows.
  await button(page, 'Go to page 3').click()
  await expect(page.getByText('Showing 101–150 of 1,000,000 invoices')).toBeVisible()
  await expect(page).toHaveURL(/\?offset=100$/)
  await quietPeriod(page)
  expect(await requestsAt(base)).toEqual([
    ...connected,
    '?offset=50',
    '?offset=100',
    '?offset=999950',
    '?offset=150',
  ])
  expectNoCspViolations(watch)
})

test('a page with far more rows than asked for stays responsive, shows what was asked for, and the pager agrees', async ({
  page,
  watch,
}) => {
  // Every main-thread task over 50 ms.
  await page.addInitScript(() => {
    const durations: number[] = []
    Reflect.set(window, '__longTasks', durations)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  const base = hostileBase('oversized-pages')
  await connect(page, base, 'Showing 1–50 of 2,500 invoices')
  await expect(
    page.getByText('The server sent 2,500 rows for a page of 50; only the first 50 are shown.'),
  ).toHaveCount(1)
  await expect(dataRows(page)).toHaveCount(50)
  await expect(page.getByText('Page 1 of 50')).toBeVisible()

  // Past the app's own start, each flip shows a page and fetches the next (2,500 rows again) ahead of
  // the user. The middle of the three flips' longest tasks is held to 200 ms, so one busy moment of a
  // shared machine does not decide it. (With every row rendered, page 1 does not even show in 5 s.)
  const longestTaskPerFlip: number[] = []
  for (const shown of ['51–100', '101–150', '151–200']) {
    await quietPeriod(page)
    await page.evaluate(() => {
      ;(Reflect.get(window, '__longTasks') as number[]).length = 0
    })
    await button(page, 'Next page').click()
    await expect(page.getByText(`Showing ${shown} of 2,500 invoices`)).toBeVisible()
    await expect(dataRows(page)).toHaveCount(50)
    await quietPeriod(page)
    const longTasks = await page.evaluate(() => Reflect.get(window, '__longTasks') as number[])
    longestTaskPerFlip.push(Math.max(0, ...longTasks))
  }
  await expect(page.getByText('Page 4 of 50')).toBeVisible()
  expect(longestTaskPerFlip.toSorted((a, b) => a - b)[1]).toBeLessThan(200)
  expect(await requestsAt(base)).toEqual([
    ...connected,
    '?offset=50',
    '?offset=100',
    '?offset=150',
    '?offset=200',
  ])
  expectNoCspViolations(watch)
})
