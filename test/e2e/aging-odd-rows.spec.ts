/**
 * Aging on the demo build behind odd rows (`?scenario=odd-rows`: among them an amount of 1e308 in
 * each status walk): every unpaid invoice loaded is counted once, in the table or in the line below
 * it, and a cell counts as many invoices as its list shows (QA: 242 loaded, 240 in the table).
 */
import { expect, test } from './guards'
import { expectNoAxeViolations } from './axe'

const countIn = (text: string, what: RegExp) =>
  Number(what.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN)

test('behind odd rows, the table and the line below it count every unpaid invoice loaded, and a cell counts what its list shows', async ({
  page,
}) => {
  // Counted as it opens, the load fits in the window and starts by itself.
  await page.goto('/aging?scenario=odd-rows')
  const loadedLine = page.getByText(/^All [\d,]+ unpaid invoices loaded at/)
  await expect(loadedLine).toBeVisible()
  const loaded = countIn(await loadedLine.innerText(), /^All ([\d,]+)/)

  const aging = page.getByRole('table', { name: 'Aging by currency' })
  const totals = await aging.locator('tbody td:last-child').allInnerTexts()
  const inTable = totals.reduce((sum, text) => sum + countIn(text, /([\d,]+) invoices?/), 0)
  const notInTable = page.getByText(/^Not in the table:/)
  const below = (await notInTable.count())
    ? [...(await notInTable.innerText()).matchAll(/([\d,]+) invoices? without/g)].reduce(
        (sum, [, count]) => sum + Number(count?.replaceAll(',', '')),
        0,
      )
    : 0
  expect(inTable + below).toBe(loaded)

  // The 1e308 of each walk is counted and said in its cell, and its list holds it.
  const notAdded = aging.getByRole('button', { name: /1 amount not added: too large to add/ })
  await expect(notAdded.first()).toBeVisible()
  const cell = notAdded.first()
  const count = countIn(await cell.innerText(), /([\d,]+) invoices?/)
  await cell.click()
  const list = page.getByRole('table', { name: /^Invoices in / })
  await expect(list.locator('tbody tr')).toHaveCount(count)
  await expect(list.getByText('too large to show or add up exactly')).toHaveCount(1)
  await expectNoAxeViolations(page)
})
