/**
 * What the browser tests and the benchmark see of the invoice API: the GET requests a page sends
 * (CORS preflights left out), in order, and which of them have been answered.
 */
import type { Page, Request } from '@playwright/test'

export interface InvoiceRequests {
  /** Every GET the page has sent to the invoice API, in order, as its query string ('' for none). */
  sent: string[]
  /**
   * Resolves once a request with exactly this query string has been answered, even if that happened
   * before the call, or after 5 s without one, so that a request that never comes shows up in a
   * comparison of `sent` instead of as a hang.
   */
  answered: (search: string) => Promise<void>
}

const invoiceSearch = (request: Request) => {
  const url = new URL(request.url())
  return request.method() === 'GET' && url.pathname.endsWith('/api/v1/invoices')
    ? url.search
    : undefined
}

/** Starts recording; call before the page's first navigation. */
export function recordInvoiceRequests(page: Page): InvoiceRequests {
  const sent: string[] = []
  const answered = new Set<string>()
  page.on('request', (request) => {
    const search = invoiceSearch(request)
    if (search !== undefined) sent.push(search)
  })
  page.on('response', (response) => {
    const search = invoiceSearch(response.request())
    if (search !== undefined) answered.add(search)
  })
  return {
    sent,
    answered: async (search) => {
      if (answered.has(search)) return
      await page
        .waitForResponse((response) => invoiceSearch(response.request()) === search, {
          timeout: 5_000,
        })
        .catch(() => undefined)
    },
  }
}

/**
 * Proving that nothing else is sent takes a wait. Requests are recorded as they leave, so it has to
 * outlast what could still set one off: the 300 ms vendor debounce, or a response still on its way
 * (the demo answers in 150–400 ms).
 */
export const quietPeriod = (page: Page) => page.waitForTimeout(800)
