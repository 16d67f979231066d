import type { Page } from '@playwright/test'
import { expect, test } from './guards'
import { designColumnHeaders } from '../design-names'
import { expectNoAxeViolations } from './axe'
import { quietPeriod, recordInvoiceRequests } from './invoice-requests'

async function openTable(page: Page, path = '/invoices') {
  await page.goto(path)
  const table = page.getByRole('table', { name: 'Invoices' })
  await expect(table).toHaveAttribute('aria-busy', 'false')
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  return table
}

test('the demo table shows badges, chips, safe links and money as finance staff read it', async ({
  page,
}) => {
  const table = await openTable(page)
  await expect(table.getByRole('row')).toHaveCount(51)
  await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
    ...designColumnHeaders,
  ])
  await expect(table.getByText(/^(Pending|Paid|Overdue)$/).first()).toBeVisible()
  await expect(table.getByRole('list', { name: /^Tags \(\d+\)$/ }).first()).toBeVisible()

  const link = table.getByRole('link', { name: /^Attachment for INV-\d{4}-\d{5}$/ }).first()
  await expect(link).toHaveAttribute('href', /^https:\/\/files\.example\.com\//)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')

  const amount = table.getByRole('cell', { name: /^-?[$€£¥][\d,]+(\.\d\d)?$/ }).first()
  await expect(amount).toHaveCSS('text-align', 'right')
  await expect(amount).toHaveCSS('font-variant-numeric', 'tabular-nums')
  await expect(table.getByRole('columnheader', { name: 'Vendor' })).toHaveCSS('position', 'sticky')

  await expect(page.getByText(/^This page: /)).toBeVisible()
  await expectNoAxeViolations(page)
})

test('overdue invoices say how many days they are overdue', async ({ page }) => {
  const table = await openTable(page, '/invoices?status=overdue')
  await expect(table.getByRole('cell', { name: /\d+ days? overdue$/ }).first()).toBeVisible()
  await expect(table.getByText('Overdue', { exact: true }).first()).toBeVisible()
})

test('the detail dialog opens and closes by keyboard, giving focus back', async ({ page }) => {
  const table = await openTable(page)
  const opener = table.getByRole('rowheader').first().getByRole('button')
  const number = (await opener.textContent()) ?? ''
  expect(number).toMatch(/^INV-/)

  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Invoice ${number}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  for (const label of ['Invoice number', 'Vendor', 'Amount', 'Currency', 'Due date', 'ID']) {
    await expect(
      dialog.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    ).toBeVisible()
  }
  await expectNoAxeViolations(page)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Enter') // the Close button has focus
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the copy buttons put the invoice number on the clipboard and say so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const table = await openTable(page)
  const opener = table.getByRole('rowheader').first().getByRole('button')
  const number = (await opener.textContent()) ?? ''
  await opener.click()
  const dialog = page.getByRole('dialog', { name: `Invoice ${number}` })
  await dialog.getByRole('button', { name: 'Copy invoice number' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Invoice number copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number)
})

test('dark mode passes axe too, contrast included', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openTable(page, '/invoices?status=overdue')
  await expectNoAxeViolations(page)
})

// Between phone widths (cards: layout.spec.ts) and a desk wide enough for every column.
test('at 800 px the table scrolls sideways with the invoice number pinned', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  const table = await openTable(page)
  const rowHeader = table.getByRole('rowheader').first()
  const before = await rowHeader.boundingBox()
  const scrolled = await table.evaluate((element) => {
    const scroller = element.parentElement
    if (!scroller) return 0
    scroller.scrollLeft = 400
    return scroller.scrollLeft
  })
  expect(scrolled).toBeGreaterThan(0)
  await expect(table.getByRole('columnheader', { name: 'Vendor' })).not.toBeInViewport({ ratio: 1 })
  expect((await rowHeader.boundingBox())?.x).toBe(before?.x)
  await expectNoAxeViolations(page)
})

// Overlay scrollbars (phones, macOS) show nothing until a scroll, and Playwright hides scrollbars
// altogether, so the edges say it: a shadow at the right while columns lie beyond it, one on the
// pinned column's edge once columns lie under it.
test('a table wider than its box shows a shadow at each edge with more columns beyond', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 })
  const table = await openTable(page)
  const rowHeader = table.getByRole('rowheader').first()
  const edges = () =>
    rowHeader.evaluate((cell) => {
      const box = cell.closest('.table-scroll')?.getBoundingClientRect()
      const after = getComputedStyle(cell, '::after')
      // The right edge's shadow is drawn by the pinned cell: where it ends against the box's inner
      // edge (its 1 px border), to the nearest pixel.
      const end =
        cell.getBoundingClientRect().left + parseFloat(after.left) + parseFloat(after.width)
      return {
        right:
          after.content === 'none' || !box
            ? 'none'
            : Math.abs(end - (box.right - 1)) <= 1
              ? 'at the edge'
              : `${String(end)} against ${String(box.right)}`,
        // A second shadow beside the column's border line (commas outside the colours part them).
        left: getComputedStyle(cell).boxShadow.split(/,(?![^(]*\))/).length > 1,
      }
    })
  const scrollTo = (left: number) =>
    table.evaluate((element, left) => {
      element.parentElement?.scrollTo({ left })
    }, left)

  await expect.poll(edges).toEqual({ right: 'at the edge', left: false })
  await scrollTo(300)
  await expect.poll(edges).toEqual({ right: 'at the edge', left: true })
  await scrollTo(100_000)
  await expect.poll(edges).toEqual({ right: 'none', left: true })
  await scrollTo(0)
  await expect.poll(edges).toEqual({ right: 'at the edge', left: false })

  // Where every column fits, and on a phone's cards, there is nothing beyond either edge.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect.poll(edges).toEqual({ right: 'none', left: false })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(edges).toEqual({ right: 'none', left: false })
})

// Pinned cells cost every frame a layer each (invoice-table.css): only while the table overflows.
test('the invoice number is pinned only once the columns no longer fit', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const table = await openTable(page)
  const rowHeader = table.getByRole('rowheader').first()
  await expect(rowHeader).toHaveCSS('position', 'static')
  await expect(table.getByRole('columnheader', { name: 'Invoice number' })).toHaveCSS(
    'position',
    'sticky',
  )

  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'E-mail ID' }).check()
  await page.keyboard.press('Escape')
  await expect(rowHeader).toHaveCSS('position', 'sticky')

  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'E-mail ID' }).uncheck()
  await page.keyboard.press('Escape')
  await expect(rowHeader).toHaveCSS('position', 'static')
})

// The widths are fixed (invoice-table.css): Vendor has what Tags can spare, since finance staff
// look a row up by its vendor.
test('at 1,280 px a long vendor name shows whole, not cut to an ellipsis', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const table = await openTable(page, '/invoices?vendor=Thames+Office+Supplies')
  const name = table.getByTitle('Thames Office Supplies').first()
  await expect(name).toHaveText('Thames Office Supplies')
  const cut = await name.evaluate(
    (text) => text.scrollHeight > text.clientHeight || text.scrollWidth > text.clientWidth,
  )
  expect(cut).toBe(false)
})

test('at 1,280 px an attachment host too long for its cell shows its end, which names its owner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const table = await openTable(page)
  const host = table.getByText('files.example.com', { exact: true }).first()
  await expect(host).toBeVisible()
  // Where each end of the host's text lies against the box that clips it (the text's parent).
  const ends = await host.evaluate((element) => {
    const box = element.parentElement
    const text = element.firstChild
    if (!box || !text?.textContent) return null
    const range = document.createRange()
    const within = (from: number) => {
      range.setStart(text, from)
      range.setEnd(text, from + 1)
      const char = range.getBoundingClientRect()
      const edges = box.getBoundingClientRect()
      return char.left >= edges.left - 0.5 && char.right <= edges.right + 0.5
    }
    return {
      cut: box.scrollWidth > box.clientWidth,
      first: within(0),
      last: within(text.textContent.length - 1),
    }
  })
  expect(ends).toEqual({ cut: true, first: false, last: true })
})

// tags-that-fit.ts estimates from the tags' lengths how many chips fit beside "+N more": a chip it
// draws must then show whole, not be cut to a few letters.
test('at 1,280 px every tag chip drawn shows whole, the rest folded into "+N more"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const path of ['/invoices', '/invoices?status=overdue']) {
    const table = await openTable(page, path)
    await expect(table.getByRole('row')).toHaveCount(51)
    const chips = table.getByRole('list', { name: /^Tags \(\d+\)$/ }).getByRole('listitem')
    await expect(chips.first()).toBeVisible()
    const cut = await chips.evaluateAll((items) =>
      items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
    )
    expect(cut, path).toEqual([])
  }
})

test('hidden and shown columns are remembered on this device', async ({ page }) => {
  const table = await openTable(page)
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'E-mail ID' }).check()
  await page.keyboard.press('Escape')
  await expect(table.getByRole('columnheader', { name: 'E-mail ID' })).toBeVisible()

  await page.reload()
  const reloaded = await openTable(page)
  await expect(reloaded.getByRole('columnheader', { name: 'E-mail ID' })).toBeVisible()
})

test('the first load shows a busy skeleton in place of the rows', async ({ page }) => {
  await page.goto('/invoices?scenario=slow')
  const table = page.getByRole('table', { name: 'Invoices' })
  await expect(table).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('Loading invoices…')).toBeAttached()
  await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: 10_000 })
  await expect(table).toHaveAttribute('aria-busy', 'false')
})

test('a new page draws the rows in view first and the rows below them just after', async ({
  page,
}) => {
  const { answered } = recordInvoiceRequests(page)
  const table = await openTable(page)
  await answered('?offset=50')
  await quietPeriod(page)
  const firstPage = await table.getByRole('rowheader').allTextContents()

  // What the page holds when the click's own task ends (MutationObserver reports at its end, before
  // any later task): the rows in view, and the rows out of view, that show the next page already.
  const atClick = await page.getByRole('button', { name: 'Next page' }).evaluate(
    (button: HTMLElement) =>
      new Promise<{ inView: boolean[]; below: boolean[] }>((resolve) => {
        const scroller = document.querySelector('.table-scroll') as HTMLElement
        const bottom = Math.min(window.innerHeight, scroller.getBoundingClientRect().bottom)
        const rows = [...document.querySelectorAll('tbody tr')]
        const before = rows.map((row) => row.textContent)
        const observer = new MutationObserver(() => {
          observer.disconnect()
          const changed = rows.map((row, index) => row.textContent !== before[index])
          const seen = rows.map((row) => row.getBoundingClientRect().top < bottom)
          resolve({
            inView: changed.filter((_, index) => seen[index]),
            below: changed.filter((_, index) => !seen[index]),
          })
        })
        observer.observe(document.querySelector('tbody') as Node, {
          subtree: true,
          characterData: true,
          childList: true,
        })
        button.click()
      }),
  )
  expect(atClick.inView.length).toBeGreaterThan(0)
  expect(atClick.inView.every(Boolean)).toBe(true)
  expect(atClick.below.length).toBeGreaterThan(20)
  // Below the view, only the first row is new: one more is drawn, as the new rows may be a little
  // shorter, or start a little higher.
  expect(atClick.below.slice(1).some(Boolean)).toBe(false)

  // The rest follow: every row is the second page's.
  await expect
    .poll(async () =>
      (await table.getByRole('rowheader').allTextContents()).filter((number) =>
        firstPage.includes(number),
      ),
    )
    .toEqual([])
  await expect(table.getByRole('rowheader')).toHaveCount(50)
})

test('on a phone, "Next page" at the bottom of the cards draws first the cards it brings into view, not all 50', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { answered } = recordInvoiceRequests(page)
  const table = await openTable(page)
  await answered('?offset=50')
  await quietPeriod(page)
  const next = page.getByRole('button', { name: 'Next page' })
  await next.scrollIntoViewIfNeeded()
  // At the click, every card is above the window's bottom; the flip scrolls the results' top into view.
  const atClick = await next.evaluate(
    (button: HTMLElement) =>
      new Promise<{ changed: number; inViewUnchanged: number }>((resolve) => {
        const rows = [...document.querySelectorAll('tbody tr')]
        const before = rows.map((row) => row.textContent)
        const observer = new MutationObserver(() => {
          observer.disconnect()
          const changed = rows.map((row, index) => row.textContent !== before[index])
          resolve({
            changed: changed.filter(Boolean).length,
            inViewUnchanged: rows.filter(
              (row, index) =>
                row.getBoundingClientRect().top < window.innerHeight && !changed[index],
            ).length,
          })
        })
        observer.observe(document.querySelector('tbody') as Node, {
          subtree: true,
          characterData: true,
          childList: true,
        })
        button.click()
      }),
  )
  // No old card in view after the move, and far fewer than 50 drawn in the click's own task.
  expect(atClick.inViewUnchanged).toBe(0)
  expect(atClick.changed).toBeGreaterThan(0)
  expect(atClick.changed).toBeLessThan(20)
  await expect
    .poll(async () => (await table.getByRole('rowheader').first().textContent()) ?? '')
    .toMatch(/INV-/)
  await expect(table.getByRole('rowheader')).toHaveCount(50)
})

// On the demo's latency the skeleton shows first and its rows are measured; on an instant answer
// the first render has the rows, drawn by the window's height.
for (const [answer, path] of [
  ['an instant answer', '/invoices?scenario=instant'],
  ['after the skeleton', '/invoices'],
] as const)
  for (const [label, viewport] of [
    ['a laptop', { width: 1280, height: 720 }],
    ['a wide screen', { width: 1920, height: 1080 }],
    ['a tall window', { width: 1280, height: 1600 }],
    ['a phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the first page draws the rows in view first and the rest just after: ${answer}, on ${label}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // The first moment the table holds invoices, counted where it happens (MutationObserver reports at
      // the end of that task, before any later one).
      await page.addInitScript(() => {
        let sawSkeleton = false
        const observer = new MutationObserver(() => {
          const rows = [...document.querySelectorAll('tbody tr')]
          sawSkeleton ||= rows.some((row) => row.classList.contains('skeleton-row'))
          if (!rows.some((row) => /INV-/.test(row.textContent))) return
          observer.disconnect()
          const scroller = document.querySelector('.table-scroll') as HTMLElement
          const bottom = Math.min(window.innerHeight, scroller.getBoundingClientRect().bottom)
          const last = rows.at(-1) as HTMLElement
          Object.assign(window, {
            firstRows: {
              sawSkeleton,
              count: rows.length,
              inView: rows.filter((row) => row.getBoundingClientRect().top < bottom).length,
              reachBottom: last.getBoundingClientRect().bottom >= bottom,
            },
          })
        })
        observer.observe(document, { childList: true, subtree: true })
      })
      const table = await openTable(page, path)
      const firstRows = await page.evaluate(
        () =>
          (
            window as unknown as {
              firstRows: {
                sawSkeleton: boolean
                count: number
                inView: number
                reachBottom: boolean
              }
            }
          ).firstRows,
      )
      if (path === '/invoices') expect(firstRows.sawSkeleton).toBe(true)
      expect(firstRows.count).toBeLessThan(50)
      // No gap: the rows drawn first reach the bottom of what can be seen.
      expect(firstRows.reachBottom).toBe(true)
      // A phone's rows are cards more than twice a table row's height: counted as such, only about
      // the ones in view are drawn before the first paint (13 when counted as table rows).
      if (label === 'a phone') expect(firstRows.count).toBeLessThanOrEqual(firstRows.inView + 2)
      await expect(table.getByRole('rowheader')).toHaveCount(50)
    })
  }
