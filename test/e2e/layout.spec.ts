/**
 * The page is exactly as big as what it shows, at desk and phone widths, on the demo build and on
 * the production build connected to the mock API; at phone widths rows are cards and the filters
 * fold away; nothing jumps when pages, exports or rate-limit notices come and go.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './guards'
import { E2E_API_KEY, MOCK_API_URL, PRODUCTION_URL } from './servers'
import { expectNoAxeViolations } from './axe'
import { designColumnHeaders } from '../design-names'

const desk = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }

/** Blank page allowed below the lowest control: the main area's bottom padding, and some slack. */
const TRAILING_SPACE_PX = 48

const invoiceTable = (page: Page) => page.getByRole('table', { name: 'Invoices' })
const liveSummary = (page: Page) => page.getByText(/^Showing \d[\d,]*–\d[\d,]* of [\d,]+ invoices$/)

async function openInvoices(page: Page, path = '/invoices') {
  await page.goto(path)
  await expect(invoiceTable(page)).toHaveAttribute('aria-busy', 'false')
  await expect(invoiceTable(page).getByRole('rowheader').first()).toBeVisible()
}

async function connectToMockApi(page: Page, { plan = 'standard' } = {}) {
  await page.goto(`${PRODUCTION_URL}/settings`)
  await page.getByRole('textbox', { name: 'API base URL' }).fill(MOCK_API_URL)
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY)
  await page.getByLabel('Plan').selectOption(plan)
  await page.getByRole('button', { name: 'Save and connect' }).click()
  await expect(page).toHaveURL(/\/invoices$/)
  await expect(invoiceTable(page).getByRole('rowheader').first()).toBeVisible()
}

/** The document's size, and the lowest edge of any control a person can see (not scrolled out of a box). */
function measurePage(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, summary')
    let lowestControl = 0
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue
      let bottom = control.getBoundingClientRect().bottom
      for (let box = control.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowY !== 'visible')
          bottom = Math.min(bottom, box.getBoundingClientRect().bottom)
      }
      lowestControl = Math.max(lowestControl, bottom + window.scrollY)
    }
    const root = document.documentElement
    return {
      scrollWidth: root.scrollWidth,
      viewportWidth: root.clientWidth,
      scrollHeight: root.scrollHeight,
      lowestControl,
    }
  })
}

async function expectPageSizedToContent(page: Page) {
  const size = await measurePage(page)
  expect(size.scrollWidth, 'document width').toBeLessThanOrEqual(size.viewportWidth)
  expect(
    size.scrollHeight - size.lowestControl,
    'blank scroll below the last control',
  ).toBeLessThan(TRAILING_SPACE_PX)
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box
}

for (const viewport of [desk, phone]) {
  test(`demo build at ${viewport.width} px: no wider than the screen, no blank scroll past the last control`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openInvoices(page)
    await expectPageSizedToContent(page)
  })

  test(`production build on the mock API at ${viewport.width} px: no wider than the screen, no blank scroll past the last control`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await connectToMockApi(page)
    await expect(invoiceTable(page)).toHaveAttribute('aria-busy', 'false')
    await expectPageSizedToContent(page)
  })
}

for (const [what, path] of [
  ['no match', '/invoices?scenario=instant&vendor=zzzz'],
  ['a failed answer', '/invoices?scenario=error'],
] as const) {
  test(`at 1024 px a table with no rows (${what}) fits its frame: no sideways scroll over headers alone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto(path)
    const table = invoiceTable(page)
    await expect(table).toHaveAttribute('data-rows', 'none')
    await expect(table.getByRole('columnheader', { name: 'Attachment' })).toBeInViewport()
    const scroller = await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }
    })
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
    await expectNoAxeViolations(page)
  })
}

test('at 390 px each invoice is a card with its number, vendor, amount, status and days overdue', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await openInvoices(page, '/invoices?status=overdue')
  const table = invoiceTable(page)
  const row = table.getByRole('row').nth(1)
  const number = row.getByRole('rowheader').getByRole('button', { name: /^INV-/ })
  const cells = row.getByRole('cell')
  const vendor = cells.nth(0)
  const amount = cells.nth(1)
  const due = cells.nth(2)
  const status = cells.nth(3)
  for (const part of [number, vendor, amount, due, status]) {
    await expect(part).toBeInViewport({ ratio: 1 })
  }
  await expect(amount).toHaveText(/^-?[$€£¥][\d,]+(\.\d\d)?$/)
  await expect(status).toHaveText('Overdue')
  await expect(due).toHaveText(/\d+ days? overdue$/)
  // Compact: the card is no taller than four lines of text.
  expect((await boxOf(row)).height).toBeLessThan(100)

  // Still a table to the browser's accessibility tree, every cell under the header it shows.
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const rolesOf = (role: string) =>
    nodes.filter((node) => !node.ignored && node.role?.value === role)
  expect(rolesOf('table')).toHaveLength(1)
  expect(rolesOf('columnheader').map((node) => String(node.name?.value))).toEqual([
    'Invoice number',
    'Vendor',
    'Amount',
    'Due date',
    'Status',
  ])
  const rows = await table.getByRole('rowheader').count()
  expect(rolesOf('rowheader')).toHaveLength(rows)
  expect(rolesOf('cell')).toHaveLength(rows * 4)
  // The other columns are not drawn at all at this width, headers and cells alike.
  await expect(row.locator('th, td')).toHaveCount(5)
  await expect(table.locator('thead th')).toHaveCount(5)
  await expectNoAxeViolations(page)

  // Widened to a desk, the table has its columns again; narrowed, the cards again.
  await page.setViewportSize(desk)
  await expect(table.getByRole('columnheader', { name: 'Tags' })).toBeVisible()
  await expect(row.locator('th, td')).toHaveCount(designColumnHeaders.length)
  await page.setViewportSize(phone)
  await expect(table.locator('thead th')).toHaveCount(5)
})

test('at 320 px the page totals wrap between sums: a separator stays on the line of the sum before it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await openInvoices(page)
  const totals = page.getByText(/^This page:/)
  const { pairs, lines } = await totals.evaluate((paragraph) => {
    const topOf = (node: Text, index: number) => {
      const range = document.createRange()
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      return range.getBoundingClientRect().top
    }
    // Every printed character in order, then each "·" beside the one before it.
    const printed: { node: Text; index: number }[] = []
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      for (let index = 0; index < text.data.length; index += 1)
        if (text.data[index]?.trim()) printed.push({ node: text, index })
    }
    const tops = printed.map(({ node, index }) => topOf(node, index))
    return {
      pairs: printed.flatMap(({ node, index }, at) =>
        node.data[index] === '·' ? [[tops[at - 1] ?? -1, tops[at] ?? -1]] : [],
      ),
      lines: new Set(tops).size,
    }
  })
  // The check means something only where the sums wrap.
  expect(lines).toBeGreaterThan(1)
  expect(pairs.length).toBeGreaterThan(0)
  for (const [before, separator] of pairs) expect(separator).toBe(before)
})

test('at 390 px the filters fold behind "Filters · N"; at desk width they show as before', async ({
  page,
}) => {
  await page.setViewportSize(desk)
  await openInvoices(page, '/invoices?status=overdue&vendor=a')
  const status = page.getByRole('radiogroup', { name: 'Status' })
  const toggle = page.getByRole('button', { name: 'Filters, 2 active' })
  await expect(status).toBeVisible()
  await expect(toggle).toBeHidden()

  await page.setViewportSize(phone)
  await expect(toggle).toHaveText('Filters · 2')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(status).toBeHidden()
  // What is in force stays in sight, with the way to undo it.
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible()
  // The first card starts on the first screen.
  await expect(invoiceTable(page).getByRole('rowheader').first()).toBeInViewport()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(status).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Vendor' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('at 320 px the unfolded Status options stay inside the filter panel', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await openInvoices(page, '/invoices')
  await page.getByRole('button', { name: /^Filters/ }).click()
  const status = page.getByRole('radiogroup', { name: 'Status' })
  await expect(status).toBeVisible()
  const right = (element: Element) => element.getBoundingClientRect().right
  const panelRight = await status.evaluate((group) => {
    const panel = group.closest('.filter-bar')
    if (!panel) throw new Error('The status control is outside the filter panel')
    const { right, width } = panel.getBoundingClientRect()
    return right - (width - panel.clientWidth) / 2
  })
  expect(await status.evaluate(right)).toBeLessThanOrEqual(panelRight)
})

test('at 1440 px column edges and row heights stay put from one page to the next', async ({
  page,
}) => {
  await page.setViewportSize(desk)
  await openInvoices(page)
  const table = invoiceTable(page)
  const layout = () =>
    table.evaluate((element) => ({
      edges: [...element.querySelectorAll('thead th')].map((th) => {
        const box = th.getBoundingClientRect()
        return [Math.round(box.left), Math.round(box.right)]
      }),
      rowHeights: [
        ...new Set(
          [...element.querySelectorAll('tbody tr')].map((tr) => tr.getBoundingClientRect().height),
        ),
      ],
    }))

  const first = await layout()
  expect(first.rowHeights).toHaveLength(1)
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(liveSummary(page)).toHaveText('Showing 51–100 of 2,500 invoices')
  await expect(table).toHaveAttribute('aria-busy', 'false')
  const second = await layout()
  expect(second.edges).toEqual(first.edges)
  expect(second.rowHeights).toEqual(first.rowHeights)
})

test('at 1440 px Summarize and the table stay put while an export starts, runs and is cancelled', async ({
  page,
}) => {
  await page.setViewportSize(desk)
  // A window of 12 requests holds the 25-request export partway, its progress showing (after it has
  // asked: the window has too little left for it).
  await openInvoices(page, '/invoices?scenario=low-budget')
  const summarize = page.getByRole('button', { name: 'Summarize' })
  const table = invoiceTable(page)
  const before = [await boxOf(summarize), await boxOf(table)]

  await page.getByRole('button', { name: 'Export CSV' }).click()
  await page.getByRole('button', { name: 'Start export' }).click()
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
    'aria-valuetext',
    /^[1-9][\d,]* of 2,500 invoices$/,
  )
  expect([await boxOf(summarize), await boxOf(table)]).toEqual(before)

  await page.getByRole('button', { name: 'Cancel export' }).click()
  await expect(page.getByText('Export cancelled.', { exact: true })).toBeVisible()
  expect([await boxOf(summarize), await boxOf(table)]).toEqual(before)
})

test('at 1440 px the rate-limit alert sits beside the heading: the page does not move, nothing is covered', async ({
  page,
}) => {
  await page.setViewportSize(desk)
  await page.goto('/invoices?scenario=rate-limited')
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText(/^Rate limit reached\. Retrying in \d s$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Invoices' })
  const filters = page.getByRole('search', { name: 'Filter invoices' })
  const withAlert = { heading: await boxOf(heading), filters: await boxOf(filters) }
  const alertBox = await boxOf(alert)
  // The heading is a block as wide as the page: its words end where the range over them ends.
  const headingWordsEnd = await heading.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return range.getBoundingClientRect().right
  })
  expect(alertBox.x).toBeGreaterThanOrEqual(headingWordsEnd)
  expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(withAlert.filters.y)

  await expect(alert).toBeHidden({ timeout: 10_000 })
  expect({ heading: await boxOf(heading), filters: await boxOf(filters) }).toEqual(withAlert)
})

/** How many lines the header's items sit on: items whose boxes overlap vertically share a line. */
const headerLines = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const boxes = [...header.querySelectorAll(':scope > *, .app-header-nav > *')]
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.height > 1)
      .sort((a, b) => a.top - b.top)
    let lines = 0
    let lineBottom = Number.NEGATIVE_INFINITY
    for (const box of boxes) {
      if (box.top >= lineBottom) lines += 1
      lineBottom = Math.max(lineBottom, box.bottom)
    }
    return lines
  })

async function expectCompactHeader(page: Page) {
  const header = page.getByRole('banner')
  expect(await headerLines(page)).toBeLessThanOrEqual(2)
  expect((await boxOf(header)).height).toBeLessThan(90)
  for (const name of ['Invoices', 'Aging', 'Connection settings'])
    await expect(header.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 })
  await expect(
    header.getByRole('meter', { name: 'API requests left this minute' }),
  ).toBeInViewport()
}

for (const width of [620, 390, 360]) {
  test(`at ${width} px the header takes two lines at most, every link and the meter in sight`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await openInvoices(page)
    await expectCompactHeader(page)
  })
}

test('at 320 px the header keeps to two lines, the limit known or unknown', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await openInvoices(page)
  await expectCompactHeader(page)

  await page.goto('/invoices?scenario=no-rate-limit-header')
  const header = page.getByRole('banner')
  await expect(header.getByText('Left: unknown')).toBeInViewport({ ratio: 1 })
  // The short form is for the eye; screen readers still hear the words in full.
  await expect(header).toMatchAriaSnapshot('- paragraph: "Requests left this minute: unknown"')
  expect(await headerLines(page)).toBe(2)
})

for (const [width, lines] of [
  [320, 2],
  [1024, 1],
] as const) {
  test(`at ${String(width)} px a plan that looks wrong keeps the header to ${String(lines)} line(s), its words in full for screen readers`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 640 })
    // The mock API answers as a Pro key does: more left than the Standard plan chosen allows.
    await connectToMockApi(page, { plan: 'standard' })
    const header = page.getByRole('banner')
    await expect(header.getByText('Wrong plan?')).toBeInViewport({ ratio: 1 })
    // (`:.`: YAML would read a colon and a space as a mapping.)
    await expect(header).toMatchAriaSnapshot(
      '- paragraph: /^The server reports [\\d,]+ requests left this minute, more than the plan’s 100:.the plan chosen in the connection settings looks wrong\\.$/',
    )
    expect(await headerLines(page)).toBe(lines)
  })
}

test('at 390 px on the production build the server host keeps the header to two lines', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  // The key's own plan, so the meter reads as it does for a real user (not the plan warning).
  await connectToMockApi(page, { plan: 'pro' })
  await expect(page.getByRole('banner')).toContainText(`Connected to ${new URL(MOCK_API_URL).host}`)
  await expectCompactHeader(page)
})

/** A gate for held routes: `passed` resolves once `open()` is called. */
function gate() {
  let open: () => void = () => undefined
  const passed = new Promise<void>((resolve) => {
    open = resolve
  })
  return { passed, open }
}

/**
 * The production build's invoice requests answered as `answer` says, each held until the returned
 * function is called: what is on screen can be measured first.
 */
async function answerApiWith(page: Page, answer: 'spent' | '429'): Promise<() => void> {
  const held = gate()
  await page.route(`${MOCK_API_URL}/api/v1/invoices**`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    await held.passed
    const response = await route.fetch()
    if (answer === 'spent')
      return route.fulfill({
        response,
        headers: { ...response.headers(), 'x-ratelimit-remaining': '0' },
      })
    return route.fulfill({
      status: 429,
      headers: { ...response.headers(), 'x-ratelimit-remaining': '0', 'retry-after': '30' },
      json: { error: 'rate_limited' },
    })
  })
  return held.open
}

for (const answer of ['429', 'spent'] as const) {
  test(`at 390 px the ${answer === '429' ? '429 alert' : 'spent-budget notice'} floats over the screen's foot: the first card does not move`, async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await connectToMockApi(page, { plan: 'pro' })
    // The saved views arrive in a chunk of their own, and their panel is taller than its placeholder.
    await expect(page.getByRole('region', { name: 'Saved views' })).toBeVisible()
    const firstRow = invoiceTable(page).getByRole('row').nth(1)

    // The export's walk meets the answer: a 429 at once, or a first page that leaves nothing, so
    // the next one waits for the window. Measured once the export shows, before the answer.
    const release = await answerApiWith(page, answer)
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible()
    const before = await boxOf(firstRow)
    release()

    const notice =
      answer === '429'
        ? page.getByRole('alert').filter({ hasText: /^Rate limit reached\. Retrying in/ })
        : page.getByRole('status').filter({ hasText: /^No API requests left this minute/ })
    await expect(notice).toBeInViewport({ ratio: 1 })
    if (answer === '429')
      await expect(page.getByRole('button', { name: 'Try now' })).toBeInViewport({ ratio: 1 })
    expect(await boxOf(firstRow)).toEqual(before)
    // The meter at 0, its word and all, still fits the header's two lines.
    await expect(
      page.getByRole('meter', { name: 'API requests left this minute' }),
    ).toHaveAttribute('aria-valuenow', '0')
    await expectCompactHeader(page)
  })
}

for (const width of [1440, 390, 360]) {
  test(`at ${width} px the saved views arrive into their placeholder's height: nothing below moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    // Hold the saved views' chunk back while its placeholder is measured. On the production build:
    // the demo's service worker would fetch the chunk itself, out of the route's reach.
    const chunk = gate()
    await page.route('**/assets/invoice-views-panel-*.js', async (route) => {
      await chunk.passed
      await route.continue()
    })
    await connectToMockApi(page)
    const placeholder = await boxOf(page.locator('.saved-views-placeholder'))
    chunk.open()
    const panel = page.getByRole('region', { name: 'Saved views' })
    await expect(panel).toBeVisible()
    expect((await boxOf(panel)).height).toBe(placeholder.height)
  })
}

test('at 1440 px "Compact rows" makes every row shorter, overdue due dates and attachments too, all one height', async ({
  page,
}) => {
  await page.setViewportSize(desk)
  // Overdue: every due date has its "N days overdue" line; most rows have an attachment's two lines.
  await openInvoices(page, '/invoices?status=overdue')
  const rowHeights = () =>
    invoiceTable(page)
      .locator('tbody tr')
      .evaluateAll((rows) => [...new Set(rows.map((row) => row.getBoundingClientRect().height))])
  const regular = await rowHeights()
  expect(regular).toHaveLength(1)
  await page.getByRole('checkbox', { name: 'Compact rows' }).check()
  await expect(invoiceTable(page)).toHaveAttribute('data-density', 'compact')
  const compact = await rowHeights()
  expect(compact).toHaveLength(1)
  expect(compact[0]).toBeLessThanOrEqual((regular[0] ?? 0) - 8)
})

/** In the page: adds up every layout shift (`__layoutShift`), with the elements each one moved. */
const recordLayoutShifts = () => {
  const record = { total: 0, moved: [] as string[] }
  Object.assign(window, { __layoutShift: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      sources?: { node?: Node | null }[]
    })[]) {
      record.total += entry.value
      for (const source of entry.sources ?? []) {
        const node = source.node
        record.moved.push(node instanceof Element ? `${node.tagName}.${node.className}` : '?')
      }
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

for (const width of [1440, 800, 390, 320]) {
  test(`at ${width} px a cold load moves nothing once it shows, its lazy parts arriving after the rows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await connectToMockApi(page)
    // Reload cold, the actions' and saved views' chunks (scripts and styles) held until the rows
    // show: their placeholders must hold the height they arrive into, at every width.
    const chunks = gate()
    await page.route(/\/assets\/(invoice-actions|invoice-views-panel)-[^/]+$/, async (route) => {
      await chunks.passed
      await route.continue()
    })
    await page.addInitScript(recordLayoutShifts)
    await page.goto(`${PRODUCTION_URL}/invoices`)
    await expect(invoiceTable(page).getByRole('rowheader').first()).toBeVisible()
    chunks.open()
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Saved views' })).toBeVisible()
    await expect(invoiceTable(page)).toHaveAttribute('aria-busy', 'false')
    // Layout shifts are reported after the frame that made them.
    await page.waitForTimeout(300)
    const shift = await page.evaluate(
      () =>
        (window as unknown as { __layoutShift: { total: number; moved: string[] } }).__layoutShift,
    )
    // 0.1 is "good" by Core Web Vitals; a page that holds its places stays near 0.
    expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBeLessThan(0.01)
  })
}

for (const viewport of [desk, phone]) {
  test(`at ${viewport.width} px the words over stale rows wait until the wait shows, and move nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await connectToMockApi(page, { plan: 'pro' })
    await expect(page.getByRole('region', { name: 'Saved views' })).toBeVisible()
    const answer = gate()
    await page.route(/\/api\/v1\/invoices\?status=overdue/, async (route) => {
      await answer.passed
      await route.continue()
    })
    const table = invoiceTable(page)
    if (viewport === phone) await page.getByRole('button', { name: /^Filters/ }).click()
    const notice = page.getByText(/^Showing the previous results: invoices 1–50 under the previous/)

    // From the click, every frame: how long until the words can be seen.
    const shownAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          document.addEventListener(
            'click',
            () => {
              const clickedAt = performance.now()
              const look = () => {
                const words = document.querySelector('.stale-rows-notice')
                if (words?.checkVisibility({ visibilityProperty: true }))
                  resolve(performance.now() - clickedAt)
                else requestAnimationFrame(look)
              }
              look()
            },
            { capture: true, once: true },
          )
        }),
    )
    await page.getByRole('radio', { name: 'Overdue' }).click()
    await expect(table).toHaveAttribute('aria-busy', 'true')
    const before = await boxOf(table)
    await expect(notice).toBeVisible()
    if (viewport === desk) {
      // Over the column headers: every waiting row stays readable.
      const words = await boxOf(notice)
      const headers = await boxOf(table.locator('thead'))
      expect(words.y + words.height).toBeLessThanOrEqual(headers.y + headers.height + 1)
    }
    // A quick answer swaps the rows without a flash: the words show only after 300 ms of waiting.
    expect(await shownAfter).toBeGreaterThanOrEqual(290)
    expect(await boxOf(table)).toEqual(before)
    if (viewport === phone) {
      // A card has no header row to lie over: the words wait at the screen's foot, and the page
      // scrolls any card out from under them (over the first card they hid it for the whole wait,
      // which offline lasts until the connection is back).
      await expect(notice).toBeInViewport({ ratio: 1 })
      const number = table.getByRole('row').nth(1).getByRole('button').first()
      const uncovered = await number.evaluate((button) => {
        const { scrollY } = window
        button.scrollIntoView({ block: 'center' })
        const box = button.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        window.scrollTo(0, scrollY)
        return hit !== null && button.contains(hit)
      })
      expect(uncovered).toBe(true)
    }
    await expectNoAxeViolations(page)

    answer.open()
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await expect(notice).not.toBeAttached()
    expect(await boxOf(table)).toEqual(before)
  })
}

test('the page field is as wide as the last page number: five digits show whole', async ({
  page,
}) => {
  await page.goto('/invoices?scenario=huge-total')
  const field = page.getByRole('spinbutton', { name: 'Page' }).last()
  await expect(field).toHaveAccessibleDescription('of 20,000')
  await field.fill('20000')
  const overflow = await field.evaluate((input) => input.scrollWidth - input.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('at 320 px a long saved view name is cut to one line, and its Rename and Delete stay on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await openInvoices(page, '/invoices?status=overdue')
  const name = 'Overdue invoices from our largest European software vendors'
  await page.getByRole('button', { name: 'Save view' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await dialog.getByRole('textbox').fill(name)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  // The link keeps the whole name for screen readers, and shows it on hover.
  const link = page.getByRole('link', { name })
  await expect(link).toHaveAttribute('title', name)
  await expect(page.getByRole('button', { name: `Rename view ${name}` })).toBeInViewport({
    ratio: 1,
  })
  await expect(page.getByRole('button', { name: `Delete view ${name}` })).toBeInViewport({
    ratio: 1,
  })
  const lineHeight = await link.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  )
  expect((await link.boundingBox())?.height).toBeLessThan(lineHeight * 1.5)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
})
