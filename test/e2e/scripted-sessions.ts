/**
 * The scripted sessions whose requests to the invoice API are a budget: what the user does, step by
 * step, and the exact GET requests each step sends. `request-budget.spec.ts` asserts them against
 * the demo build; `scripts/bench.ts` records what it observes against the production build.
 */
import type { Locator, Page } from '@playwright/test'
import { quietPeriod, recordInvoiceRequests } from './invoice-requests'

interface SessionStep {
  /** What the user does, until the page shows its outcome. `invoicesUrl` opens the invoice page. */
  act: (page: Page, invoicesUrl: string) => Promise<void>
  /**
   * The GETs the step sends, in order, by query string ('' is the unfiltered first page). Each
   * waits for the answer to the one before (a view, then its next page prefetched out of spare
   * budget), so the order is fixed; the next step starts once the last one has been answered.
   */
  sends: readonly string[]
}

export interface ScriptedSession {
  name: string
  steps: readonly SessionStep[]
}

const PAGE_SIZE = 50

/** The polite summary for rows `first`–`last`: it follows the page that arrived, not the click. */
const showing = (page: Page, first: number, last: number) =>
  page.getByText(new RegExp(`^Showing ${first}–${last} of [\\d,]+ invoices$`)).waitFor()

const flip = async (page: Page, button: 'Next page' | 'Previous page', toOffset: number) => {
  await page.getByRole('button', { name: button }).click()
  await showing(page, toOffset + 1, toOffset + PAGE_SIZE)
}

/** Opens the unfiltered list: the view, then its next page prefetched. */
const openInvoices: SessionStep = {
  act: async (page, invoicesUrl) => {
    await page.goto(invoicesUrl)
    await showing(page, 1, PAGE_SIZE)
  },
  sends: ['', '?offset=50'],
}

/**
 * Types `text` a key every 60 ms of the page's time, well inside the 300 ms debounce. The page's
 * clock stands still between keys, so a stall of a busy machine cannot pass for a pause in typing
 * (with real 60 ms gaps, one run under load sent "?vendor=indus"), while a debounce shorter than
 * 60 ms would still fire. The clock then flows again, faked, for the rest of the session.
 */
export async function typeInOneGo(input: Locator, text: string) {
  const { clock } = input.page()
  await clock.install()
  // The page's clock starts at the system time and never runs ahead of it: this is its future.
  await clock.pauseAt(Date.now() + 100)
  for (const key of text) {
    await input.press(key)
    await clock.runFor(60)
  }
  await clock.resume()
}

const FLIPS = 10
const offsets = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + index * PAGE_SIZE)

export const scriptedSessions: readonly ScriptedSession[] = [
  { name: 'cold load', steps: [openInvoices] },
  {
    name: '10 page flips forward and back',
    steps: [
      openInvoices,
      {
        act: async (page) => {
          for (const offset of offsets(PAGE_SIZE, FLIPS)) await flip(page, 'Next page', offset)
        },
        // Each page was prefetched while the one before it showed; each flip prefetches the next.
        sends: offsets(2 * PAGE_SIZE, FLIPS).map((offset) => `?offset=${offset}`),
      },
      {
        act: async (page) => {
          for (const offset of offsets(0, FLIPS).reverse())
            await flip(page, 'Previous page', offset)
        },
        // Every page on the way back was seen (or prefetched) seconds ago: all from the cache.
        sends: [],
      },
    ],
  },
  {
    name: 'typing a 10-letter vendor',
    steps: [
      openInvoices,
      {
        act: async (page) => {
          await typeInOneGo(page.getByRole('textbox', { name: 'Vendor' }), 'industries')
          await page.waitForURL(/\/invoices\?vendor=industries$/)
        },
        sends: ['?vendor=industries', '?vendor=industries&offset=50'],
      },
    ],
  },
  {
    name: 'a filter change and Back',
    steps: [
      openInvoices,
      {
        act: async (page) => {
          await page.getByRole('radio', { name: 'Overdue' }).click()
          await page.waitForURL(/\/invoices\?status=overdue$/)
        },
        sends: ['?status=overdue', '?status=overdue&offset=50'],
      },
      {
        act: async (page) => {
          await page.goBack()
          await page.getByRole('radio', { name: 'All', checked: true }).waitFor()
          await showing(page, 1, PAGE_SIZE)
        },
        // The unfiltered view and its next page are still fresh in the cache.
        sends: [],
      },
    ],
  },
]

/** Every GET the session must send to the invoice API, in order. */
export const expectedRequests = (session: ScriptedSession) =>
  session.steps.flatMap((step) => step.sends)

/**
 * Runs `session` in `page` (fresh, not yet navigated) and returns the query strings of the GETs it
 * sent to the invoice API, in order. A step's actions end on what the user sees; then the answer to
 * the step's last request, so the next step starts from a settled page; after the last step, a
 * quiet period in which a stray extra request would still be caught.
 */
export async function runScriptedSession(
  page: Page,
  session: ScriptedSession,
  invoicesUrl: string,
): Promise<string[]> {
  const requests = recordInvoiceRequests(page)
  for (const step of session.steps) {
    await step.act(page, invoicesUrl)
    const last = step.sends.at(-1)
    // Bounded: a request that never comes shows in the returned list rather than as a hang.
    if (last !== undefined) await requests.answered(last)
  }
  await quietPeriod(page)
  return [...requests.sent]
}
