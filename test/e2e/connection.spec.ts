/**
 * The production (non-demo) build against `npm run mock-api`, a real cross-origin HTTP server: the
 * connection screen, where the key goes (and where it never goes), and the CSP.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoCspViolations, test, watchContext, type ContextWatch } from './guards'
import { E2E_API_KEY, MOCK_API_URL, PRODUCTION_URL } from './servers'
import { expectNoAxeViolations } from './axe'

const KEY = E2E_API_KEY
const ENDPOINT = `${MOCK_API_URL}/api/v1/invoices`

const isApiRequest = (url: string) => new URL(url).pathname.endsWith('/api/v1/invoices')
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

function fields(page: Page) {
  return {
    baseUrl: page.getByRole('textbox', { name: 'API base URL' }),
    apiKey: page.getByLabel('API key', { exact: true }),
    remember: page.getByRole('checkbox', { name: 'Remember the key on this device' }),
    save: page.getByRole('button', { name: 'Save and connect' }),
  }
}

async function connect(page: Page, { baseUrl = MOCK_API_URL, key = KEY, remember = false } = {}) {
  await page.goto('/settings')
  const { baseUrl: baseUrlInput, apiKey, remember: rememberBox, save } = fields(page)
  await baseUrlInput.fill(baseUrl)
  await apiKey.fill(key)
  if (remember) await rememberBox.check()
  await save.click()
}

async function expectInvoiceRows(page: Page) {
  await expect(page).toHaveURL(/\/invoices$/)
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(51)
  await expect(page.getByText(/^Showing 1–50 of 2,500 invoices$/)).toBeVisible()
}

const storageOf = (page: Page, name: 'localStorage' | 'sessionStorage') =>
  page.evaluate((store) => JSON.stringify(Object.entries(window[store])), name)

/** The key on every request to the invoice API, on no other request, and in no URL. */
async function expectKeyOnlyOnApiRequests(watch: ContextWatch) {
  let apiRequests = 0
  for (const request of watch.requests) {
    const { authorization } = await watch.headersOf(request)
    if (request.method() === 'GET' && isApiRequest(request.url())) {
      apiRequests += 1
      expect(authorization, request.url()).toBe(`Bearer ${KEY}`)
    } else {
      expect(authorization, `${request.method()} ${request.url()}`).toBeUndefined()
    }
    expect(request.url()).not.toContain(KEY)
  }
  expect(apiRequests).toBeGreaterThan(0)
}

function expectKeyInNoConsoleMessage(watch: ContextWatch) {
  for (const message of watch.consoleMessages) expect(message).not.toContain(KEY)
}

test('connects through the screen, shows rows, stays connected on reload; the key goes only to the API', async ({
  page,
  context,
  watch,
}) => {
  await page.goto('/invoices')
  // No saved connection and no demo data in this build: the way in is the connection screen.
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Use demo data' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Back to the invoices' })).toBeHidden()
  await expectNoAxeViolations(page)

  const { baseUrl, apiKey, remember, save } = fields(page)
  await expect(remember).not.toBeChecked()
  await baseUrl.fill(`${MOCK_API_URL}/api/v1/`)
  await expect(page.getByText(ENDPOINT, { exact: true })).toBeVisible()
  await apiKey.fill(KEY)
  await expect(apiKey).toHaveAttribute('type', 'password')
  await save.click()
  await expect(page.getByRole('status')).toHaveText(
    'Connected: the API answered with 2,500 invoices. Opening the invoices…',
  )
  await expectInvoiceRows(page)
  await expect(page.getByText('Demo data', { exact: true })).toBeHidden()
  await expect(page.getByRole('banner')).toContainText(`Connected to ${new URL(MOCK_API_URL).host}`)

  await page.reload()
  await expectInvoiceRows(page)

  // An attachment opens in a new tab, and its request carries no key (checked with all the rest).
  await context.route('https://files.example.com/**', (route) =>
    route.fulfill({ contentType: 'application/pdf', body: '%PDF-1.4\n' }),
  )
  const attachment = page.getByRole('link', { name: /^Attachment for / }).first()
  const [popup] = await Promise.all([page.waitForEvent('popup'), attachment.click()])
  await popup.waitForLoadState()
  expect(popup.url()).toMatch(/^https:\/\/files\.example\.com\//)
  expect(watch.requests.some((request) => request.url() === popup.url())).toBe(true)
  await popup.close()

  expect(await storageOf(page, 'sessionStorage')).toContain(KEY)
  expect(await storageOf(page, 'localStorage')).not.toContain(KEY)
  expect(page.url()).not.toContain(KEY)
  await expectKeyOnlyOnApiRequests(watch)
  expectKeyInNoConsoleMessage(watch)
  // One test request (the smallest page) before the first real one.
  const searches = watch.requests
    .filter((request) => isApiRequest(request.url()))
    .map((request) => new URL(request.url()).search)
  expect(searches[0]).toBe('?limit=1')
  expect(searches.filter((search) => search === '?limit=1')).toHaveLength(1)
})

test('the settings open without a loading flash; pointing at the link loads them ahead', async ({
  page,
}) => {
  await connect(page)
  await expectInvoiceRows(page)
  // A fresh load has not fetched the settings' chunk; a slow one makes the wait visible.
  const settingsChunk = /\/connection-page-[\w-]+\.js$/
  let chunkRequests = 0
  await page.route(settingsChunk, async (route) => {
    chunkRequests += 1
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.reload()
  await expectInvoiceRows(page)
  await page.evaluate(() => {
    const seen = { loadingLine: false }
    Reflect.set(window, '__seen', seen)
    new MutationObserver(() => {
      seen.loadingLine ||= document.body.textContent.includes('Loading the page')
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })

  // A click with no pointer or focus before it, so nothing was loaded ahead: the invoices stay, the
  // link says it is busy, and the settings replace them once their chunk has arrived.
  const link = page.getByRole('link', { name: 'Connection settings' })
  const clickWithoutPointer = () =>
    link.evaluate((element: HTMLElement) => {
      element.click()
    })
  await clickWithoutPointer()
  await expect(link).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  await clickWithoutPointer() // an impatient second click adds nothing
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
  await expect(link).not.toHaveAttribute('aria-busy')
  expect(chunkRequests).toBe(1)
  expect(
    await page.evaluate(
      () => (Reflect.get(window, '__seen') as { loadingLine: boolean }).loadingLine,
    ),
  ).toBe(false)
  // One history entry for the settings, however many clicks while they loaded.
  await page.goBack()
  await expectInvoiceRows(page)

  // In a fresh page, pointing at the link fetches the chunk before any click.
  await page.reload()
  await expectInvoiceRows(page)
  await page.getByRole('link', { name: 'Connection settings' }).hover()
  // Polled: Playwright may report the request before the route handler has counted it.
  await expect.poll(() => chunkRequests).toBe(2)
})

test('closing the browser forgets the key; a remembered key comes back', async ({
  browser,
  page,
  context,
  watch,
}) => {
  await connect(page)
  await expectInvoiceRows(page)
  await context.close()

  const reopened = await browser.newContext({ baseURL: PRODUCTION_URL })
  const reopenedWatch = await watchContext(reopened)
  const again = await reopened.newPage()
  await again.goto('/invoices')
  await expect(again).toHaveURL(/\/settings$/)
  await expect(again.getByText(/^Not connected\./)).toBeVisible()
  await expect(fields(again).apiKey).toHaveValue('')

  await connect(again, { remember: true })
  await expectInvoiceRows(again)
  expect(await storageOf(again, 'localStorage')).toContain(KEY)
  expect(await storageOf(again, 'sessionStorage')).not.toContain(KEY)
  const state = await reopened.storageState()
  await expectKeyOnlyOnApiRequests(reopenedWatch)
  expectKeyInNoConsoleMessage(reopenedWatch)
  expectNoCspViolations(reopenedWatch)
  await reopened.close()

  // A browser restart keeps localStorage and loses sessionStorage.
  const restarted = await browser.newContext({ baseURL: PRODUCTION_URL, storageState: state })
  const restartedWatch = await watchContext(restarted)
  const afterRestart = await restarted.newPage()
  await afterRestart.goto('/invoices')
  await expectInvoiceRows(afterRestart)
  await afterRestart.getByRole('link', { name: 'Connection settings' }).click()
  await expect(fields(afterRestart).remember).toBeChecked()
  await afterRestart.getByRole('button', { name: 'Forget the saved key' }).click()
  await expect(afterRestart.getByRole('status')).toHaveText(
    'The key was forgotten on this device and in every open tab that held it. The dashboard is not connected.',
  )
  expect(await storageOf(afterRestart, 'localStorage')).not.toContain(KEY)
  await expectKeyOnlyOnApiRequests(restartedWatch)
  expectNoCspViolations(restartedWatch)
  await restarted.close()
  expect(watch.cspViolations).toEqual([])
})

test('forgetting the key in one tab disconnects the other tabs that hold it', async ({
  context,
}) => {
  const first = await context.newPage()
  await connect(first, { remember: true })
  await expectInvoiceRows(first)
  // A second tab opened later reads the key from the device and keeps its own copy in memory.
  const second = await context.newPage()
  await second.goto('/invoices')
  await expectInvoiceRows(second)

  await first.getByRole('link', { name: 'Connection settings' }).click()
  await first.getByRole('button', { name: 'Forget the saved key' }).click()
  await expect(second).toHaveURL(/\/settings$/)
  await expect(second.getByRole('status')).toHaveText(
    'The key was forgotten in another tab. The dashboard is not connected.',
  )
  await expect(fields(second).apiKey).toHaveValue('')
  for (const tab of [first, second]) {
    expect(await storageOf(tab, 'localStorage')).not.toContain(KEY)
    expect(await storageOf(tab, 'sessionStorage')).not.toContain(KEY)
  }
})

test('a refused base URL is explained inline and sends nothing', async ({ page, watch }) => {
  await page.goto('/settings')
  const { baseUrl, apiKey, save } = fields(page)
  await apiKey.fill(KEY)
  const refused = [
    ['javascript:alert(document.domain)', 'Script addresses (javascript:) are never allowed.'],
    [
      'http://invoices.example.com',
      'http:// is allowed only for localhost and 127.0.0.1: use https:// for any other server.',
    ],
    [
      `http://user:pass@127.0.0.1:${new URL(MOCK_API_URL).port}`,
      'Remove the user name and password from the address: the key goes in "API key" instead.',
    ],
    ['ftp://invoices.example.com', /^Only https:\/\/ addresses are allowed/],
  ] as const
  for (const [input, message] of refused) {
    await baseUrl.fill(input)
    await save.click()
    await expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
    await expect(baseUrl).toHaveAccessibleDescription(
      typeof message === 'string' ? startingWith(message) : message,
    )
    await expect(baseUrl).toBeFocused()
    await expectNoAxeViolations(page)
  }
  await baseUrl.fill('')
  await apiKey.fill('')
  await save.click()
  await expect(page.getByText('Enter the API base URL.')).toBeVisible()
  await expectNoAxeViolations(page)

  const appOrigin = new URL(PRODUCTION_URL).origin
  expect(watch.requests.filter((request) => !request.url().startsWith(appOrigin))).toEqual([])
  expect(watch.requests.filter((request) => isApiRequest(request.url()))).toEqual([])
})

test('a failed test request says why: rejected key, not an invoice API, redirect, unreachable', async ({
  page,
  watch,
}) => {
  const alert = page.getByRole('alert')
  const { baseUrl, apiKey, save } = fields(page)
  await page.goto('/settings')

  await baseUrl.fill(MOCK_API_URL)
  await apiKey.fill('sk_wrong_key')
  await save.click()
  await expect(alert).toHaveText(/^Could not connect: the API key was rejected \(HTTP 401\)/)
  await expectNoAxeViolations(page)

  await apiKey.fill(KEY)
  await baseUrl.fill(`${MOCK_API_URL}/scenario/malformed`)
  await save.click()
  await expect(alert).toHaveText(/^Could not connect: not an invoice API\./)

  // The dashboard's own server answers, but it is no invoice API.
  await baseUrl.fill(PRODUCTION_URL)
  await save.click()
  await expect(alert).toHaveText(/^Could not connect: not an invoice API/)

  // A redirect fails closed: the browser never follows it, so the key goes nowhere else.
  await baseUrl.fill(`${MOCK_API_URL}/redirect`)
  await save.click()
  await expect(alert).toHaveText(/or redirected the request\. Redirects are refused/)
  await expectNoAxeViolations(page)

  await baseUrl.fill('http://127.0.0.1:9')
  await save.click()
  await expect(alert).toHaveText(/^Could not connect: the server was unreachable/)

  await expect(page).toHaveURL(/\/settings$/)
  expect(await storageOf(page, 'sessionStorage')).not.toContain(KEY)
  const apiUrls = watch.requests.filter((r) => isApiRequest(r.url())).map((r) => r.url())
  expect(apiUrls).toEqual([
    `${ENDPOINT}?limit=1`,
    `${MOCK_API_URL}/scenario/malformed/api/v1/invoices?limit=1`,
    `${PRODUCTION_URL}/api/v1/invoices?limit=1`,
    `${MOCK_API_URL}/redirect/api/v1/invoices?limit=1`,
    'http://127.0.0.1:9/api/v1/invoices?limit=1',
  ])
  for (const request of watch.requests) {
    const { authorization } = await watch.headersOf(request)
    if (!isApiRequest(request.url()) || request.method() !== 'GET')
      expect(authorization).toBeUndefined()
  }
  for (const message of [...watch.consoleMessages, await alert.innerText()]) {
    expect(message).not.toContain(KEY)
    expect(message).not.toContain('sk_wrong_key')
  }
})

test('http://[::1], which the CSP cannot list, is said to be blocked before and after trying it', async ({
  page,
  watch,
}) => {
  await page.goto('/settings')
  const { baseUrl, apiKey, save } = fields(page)
  const useInstead = /use http:\/\/localhost or http:\/\/127\.0\.0\.1 instead\.$/i
  await expect(baseUrl).toHaveAccessibleDescription(
    /This page’s security policy blocks http:\/\/\[::1\]/,
  )
  await expect(baseUrl).toHaveAccessibleDescription(useInstead)
  // Accepted by the base-URL rules (loopback), but a CSP cannot list an IPv6 literal.
  await baseUrl.fill(`http://[::1]:${new URL(MOCK_API_URL).port}`)
  await apiKey.fill(KEY)
  await save.click()
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText(
    /^Could not connect: this page’s security policy blocks http:\/\/\[::1\]/,
  )
  await expect(alert).toHaveText(useInstead)
  await expectNoAxeViolations(page)
  // The one violation here is the one this test provokes; any other still fails it.
  expect(watch.cspViolations.length).toBeGreaterThan(0)
  for (const violation of watch.cspViolations) expect(violation).toMatch(/connect-src|\[::1\]/)
  watch.cspViolations.length = 0
})

test('the built app carries the CSP, and a violation would be caught', async ({
  page,
  request,
  watch,
}) => {
  const html = await (await request.get('/')).text()
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
  expect(policy?.split('; ')).toEqual([
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
    "worker-src 'none'",
  ])

  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
  expectNoCspViolations(watch)
  // The guard's own check: a request the policy forbids is reported, and would fail the test.
  const blocked = await page.evaluate(() =>
    fetch('http://invoices.example.com/api/v1/invoices').then(
      () => 'sent',
      () => 'blocked',
    ),
  )
  expect(blocked).toBe('blocked')
  await expect.poll(() => watch.cspViolations.join('\n')).toContain('connect-src')
  watch.cspViolations.length = 0
})

test("with a saved connection the first page is asked for before the app's code has arrived, once", async ({
  page,
}) => {
  await connect(page)
  await expectInvoiceRows(page)

  // Hold the app's chunk back: the request must not wait for it.
  const events: string[] = []
  await page.route('**/assets/main-*.js', async (route) => {
    events.push('app chunk requested')
    await new Promise((resolve) => setTimeout(resolve, 700))
    events.push('app chunk answered')
    await route.continue()
  })
  page.on('request', (request) => {
    if (isApiRequest(request.url())) events.push(`API ${new URL(request.url()).search || '(none)'}`)
  })
  await page.reload()
  await expectInvoiceRows(page)
  await expect.poll(() => events).toContain('API ?offset=50')

  expect(events.indexOf('API (none)')).toBeLessThan(events.indexOf('app chunk answered'))
  // The app adopted it: the first page was asked for once, then the next one ahead.
  expect(events.filter((event) => event.startsWith('API'))).toEqual([
    'API (none)',
    'API ?offset=50',
  ])
})

test('a connection change drops the loaded set: coming back offers the load again, not the old rows', async ({
  page,
}) => {
  await connect(page)
  await expectInvoiceRows(page)
  const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody th[scope="row"]')
  const serverRows = await rows.allTextContents()
  const loadAll = page.getByRole('button', { name: /^Load all matching invoices/ })
  const loaded = page.getByText(/^All 2,500 matching invoices loaded at/)
  await loadAll.click()
  await expect(loaded).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('societe')
  await expect(page).toHaveURL(/q=societe/)
  await expect(rows.first()).not.toHaveText(serverRows[0] ?? '')
  const searchedRows = await rows.allTextContents()

  // Another connection (the same server under another base URL), then the first one saved again,
  // all within this page (a reload would empty memory by itself): neither is offered the old set.
  const saveConnection = async (baseUrl: string) => {
    await page.getByRole('link', { name: 'Connection settings' }).click()
    const form = fields(page)
    await form.baseUrl.fill(baseUrl)
    await form.apiKey.fill(KEY)
    await form.save.click()
    await expect(page).toHaveURL(/\/invoices$/)
    await expect(loadAll).toBeVisible()
    await expect(loaded).toBeHidden()
  }
  await saveConnection(`${MOCK_API_URL}/scenario/instant`)
  await saveConnection(MOCK_API_URL)

  // Back to the searched view: it needs a set again, and shows the server's rows.
  while (!page.url().includes('q=societe')) await page.goBack()
  await expect(page.getByText(/^Sorting and search need all matching invoices/)).toBeVisible()
  await expect(loadAll).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toBeHidden()
  await expect(rows).toHaveText(serverRows)
  expect(serverRows).not.toEqual(searchedRows)
})
