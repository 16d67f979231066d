/**
 * The production build against a misbehaving server (the mock API's hostile scenarios): the export
 * never floods it and never calls an incomplete file complete. Requests are counted at the mock API.
 */
import { expect, expectNoCspViolations, test } from './guards'
import { connect, hostileBase, requestsAt } from './hostile-api'

const firstPage = /^Showing 1–50 of [\d,]+ invoices$/

/** The walker's requests (pages of 100) the mock API answered for this base URL. */
async function walkRequestsAt(baseUrl: string): Promise<number> {
  const requests = await requestsAt(baseUrl)
  return requests.filter((query) => new URLSearchParams(query).get('limit') === '100').length
}

test('a total that grows with every page: the export stops within its ceiling and says so', async ({
  page,
  watch,
}) => {
  const base = hostileBase('growing-total')
  await connect(page, base, firstPage)
  const shown = await page.getByText(firstPage).innerText()
  const total = Number(/of ([\d,]+)/.exec(shown)?.[1]?.replace(/,/g, ''))

  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(
    page.getByText(
      // Whether a page also repeated invoices depends on how the pages' answers interleave.
      /^Exported [\d,]+ invoices to .*; the server reported [\d,]+ \((.* repeated .*; )?its total changed/,
    ),
  ).toContainText('so the walk stopped. A new run may get them all.')
  // ceil(total / 100) requests plus a slack of 3 is all the user agreed to.
  expect(await walkRequestsAt(base)).toBeLessThanOrEqual(Math.ceil(total / 100) + 3)
  expectNoCspViolations(watch)
})

test('a server that ignores the offset: the export stops at the first repeat, never calls itself complete', async ({
  page,
  watch,
}) => {
  const base = hostileBase('ignore-offset')
  await connect(page, base, firstPage)

  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(
    page.getByText(
      /^Exported 100 invoices to .*; the server reported 2,500\. Later pages repeated invoices already read/,
    ),
  ).toBeVisible()
  // The first page and the few already in flight when the repeat showed.
  expect(await walkRequestsAt(base)).toBeLessThanOrEqual(5)

  await page.getByRole('button', { name: 'Summarize' }).click()
  await expect(page.getByText(/^Partial: 100 invoices/)).toBeVisible()
  expect(await walkRequestsAt(base)).toBeLessThanOrEqual(10)
  expectNoCspViolations(watch)
})

test('a server that sends no total: the export never quotes one, nor advises a run that cannot help', async ({
  page,
  watch,
}) => {
  await connect(page, hostileBase('no-total'), 'Showing 1–50 (total unknown)')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await page.getByRole('button', { name: 'Start export' }).click()
  await expect(
    page.getByText(
      /^Exported 2,500 invoices to .*; the server sent no total\. Nothing confirms these are all\.$/,
    ),
  ).toBeVisible()
  expectNoCspViolations(watch)
})

test('a loaded set that fell short says so on every answer drawn from it', async ({
  page,
  watch,
}) => {
  await connect(page, hostileBase('ignore-offset'), firstPage)
  await page.getByRole('button', { name: /^Load all matching invoices/ }).click()
  await expect(page.getByText(/^100 invoices loaded .*; the server reported 2,500\./)).toBeVisible()
  const short = 'of the 100 loaded; the server reported 2,500'
  await expect(page.getByText(`Showing 1–50 of 100 invoices, ${short}`)).toBeVisible()
  // A filter answered from the set is as short as the set.
  await page.getByRole('radio', { name: /Overdue/ }).click()
  await expect(
    page.getByText(new RegExp(`^Showing 1–[\\d,]+ of [\\d,]+ invoices, ${short}$`)),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Summarize' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: /^Partial: [\d,]+ overdue invoices · / }),
  ).toContainText(`— ${short}.`)
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(
    page.getByText(
      new RegExp(`^Exported [\\d,]+ invoices to invoices-overdue-.*\\.csv, ${short}\\.$`),
    ),
  ).toBeVisible()
  expectNoCspViolations(watch)
})

test('a server that sends pages of one: pages follow its size, so Next page skips no invoice', async ({
  page,
  watch,
}) => {
  const base = hostileBase('limit-one')
  await connect(page, base, 'The server sends at most 1 invoice a page; rows per page follow it.')
  const number = page.getByRole('table', { name: 'Invoices' }).getByRole('rowheader')
  await expect(number).toHaveCount(1)
  const first = await number.innerText()
  await expect(page).toHaveURL(/[?&]limit=1(&|$)/)

  await page.getByRole('button', { name: 'Next page', exact: true }).click()
  await expect(page).toHaveURL(/[?&]offset=1(&|$)/)
  await expect(number).not.toHaveText(first)
  // The second invoice of the server's order, the one a step of 50 would have skipped.
  expect(await requestsAt(base)).toContain('?limit=1&offset=1')
  // Loading every match is priced at one invoice a request, and asks first: it outlasts a window.
  const loadAll = page.getByRole('button', { name: /^Load all matching invoices/ })
  await expect(loadAll).toHaveAccessibleName('Load all matching invoices (2,500, 2,500 requests)')
  await loadAll.click()
  await expect(page.getByText(/^Loading 2,500 invoices takes 2,500 requests/)).toBeVisible()
  expectNoCspViolations(watch)
})

test("the note on a server's odd answer, when its code cannot load, fails only its spot", async ({
  page,
  watch,
}) => {
  const chunk = '**/assets/server-answer-notice-*.js'
  await page.route(chunk, (route) => route.abort())
  await connect(page, hostileBase('wrong-envelope'), firstPage)
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load' })
  await expect(failure).toContainText("Could not load the note on the server's answer.")
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('rowheader')).toHaveCount(50)
  await expect(page.getByText('Something went wrong')).toBeHidden()

  await page.unroute(chunk)
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByText('The server said it applied a page size of 20, but 50 was asked for.'),
  ).toBeVisible()
  await expect(failure).toBeHidden()
  expectNoCspViolations(watch)
})
