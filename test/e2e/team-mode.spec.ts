/**
 * Team mode end to end: the production build served by nginx (deploy/team) in front of the mock API,
 * which requires a key only nginx holds. Starts and stops its own servers, on ports that follow
 * E2E_PORT like every other server of the browser tests.
 */
import { statSync } from 'node:fs'
import type { Browser, BrowserContext, Page, Request } from '@playwright/test'
import { expect, expectNoCspViolations, test, watchContext, type ContextWatch } from './guards'
import { DEMO_PORT, MOCK_API_PORT } from './servers'
import { startTeamStack, type TeamStack } from './team-stack'
import { expectNoAxeViolations } from './axe'

const TEAM_PORT = Number(process.env.E2E_TEAM_PORT ?? DEMO_PORT + 30)
const TEAM_UPSTREAM_PORT = Number(process.env.E2E_TEAM_UPSTREAM_PORT ?? MOCK_API_PORT + 30)

let stack: TeamStack

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  stack = await startTeamStack({ port: TEAM_PORT, upstreamPort: TEAM_UPSTREAM_PORT })
})

test.afterAll(async () => {
  await stack.stop()
})

interface Reader {
  context: BrowserContext
  page: Page
  watch: ContextWatch
  /** Every complete response's headers and body as text. */
  responses: Promise<string>[]
}

/** Read once the response is complete: an aborted one (a cancelled query) never gives its body. */
const seenOf = async (request: Request) => {
  const response = await request.response()
  if (!response) return ''
  const headers = JSON.stringify(await response.allHeaders())
  const body = await response.body().catch(() => Buffer.alloc(0))
  return headers + body.toString('latin1')
}

/** A colleague's browser, logged in to the team server. */
async function openReader(browser: Browser): Promise<Reader> {
  const context = await browser.newContext({
    baseURL: stack.url,
    httpCredentials: stack.user,
  })
  const watch = await watchContext(context)
  const responses: Promise<string>[] = []
  context.on('requestfinished', (request) => {
    responses.push(seenOf(request))
  })
  return { context, page: await context.newPage(), watch, responses }
}

const upstreamCount = (search: string) =>
  stack.upstreamRequests().filter((line) => line.startsWith(`GET /api/v1/invoices${search} `))
    .length

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' })

/** The key reaches no request, response header or body the browser sees. */
async function expectKeyNowhere(reader: Reader) {
  for (const request of reader.watch.requests) {
    const authorization = (await reader.watch.headersOf(request)).authorization
    // The only Authorization a browser sends is the reader's own login to the team server.
    if (authorization !== undefined) expect(authorization).toMatch(/^Basic /)
    expect(request.url()).not.toContain(stack.apiKey)
  }
  const seen = await Promise.all(reader.responses)
  expect(seen.filter((text) => text.includes(stack.apiKey))).toEqual([])
}

test('an unauthenticated request gets 401; other paths and methods are refused', async ({
  playwright,
}) => {
  const before = stack.upstreamRequests().length
  const anonymous = await playwright.request.newContext({ baseURL: stack.url })
  for (const path of ['/', '/invoices', '/config.json', '/api/v1/invoices?limit=1']) {
    expect((await anonymous.get(path)).status(), path).toBe(401)
  }
  await anonymous.dispose()

  const reader = await playwright.request.newContext({
    baseURL: stack.url,
    httpCredentials: { ...stack.user, send: 'always' },
  })
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
    const response = await reader.fetch('/api/v1/invoices', { method })
    expect(response.status(), method).toBe(405)
    expect(response.headers().allow).toBe('GET')
  }
  for (const path of ['/api/v1/invoices/inv_00001', '/api/v1/other', '/api/v2/invoices', '/api/']) {
    expect((await reader.get(path)).status(), path).toBe(404)
  }
  // The reader's own Authorization is dropped, not passed on: the server's key still answers.
  const withOwnKey = await reader.get('/api/v1/invoices?limit=2', {
    headers: { Authorization: 'Bearer not-the-key' },
  })
  expect(withOwnKey.status()).toBe(200)
  expect(await reader.get('/config.json').then((response) => response.json())).toEqual({
    apiMode: 'team',
    plan: 'standard',
  })
  await reader.dispose()
  // Only the one good GET went upstream.
  expect(stack.upstreamRequests().length - before).toBe(1)
})

test('the app travels as the build compressed it, and the answers compressed', async ({
  playwright,
}) => {
  const reader = await playwright.request.newContext({
    baseURL: stack.url,
    httpCredentials: { ...stack.user, send: 'always' },
  })
  const gzip = { headers: { 'Accept-Encoding': 'gzip' } }
  const index = await reader.get('/')
  const asset = /<script type="module" crossorigin src="([^"]+)"/.exec(await index.text())?.[1]
  const script = await reader.get(asset ?? '', gzip)
  expect(script.headers()['content-encoding']).toBe('gzip')
  // nginx's gzip_static sends the file's own length; compressing on the fly, it could not know it.
  expect(script.headers()['content-length']).toBe(String(statSync(`dist${asset ?? ''}.gz`).size))
  const answer = await reader.get('/api/v1/invoices?limit=100', gzip)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-encoding']).toBe('gzip')
  await reader.dispose()
})

test('two colleagues opening the same view within the window cost one upstream request, and no browser sees the key', async ({
  browser,
}) => {
  const first = await openReader(browser)
  await first.page.goto('/invoices?status=overdue')
  await expect(first.page.getByRole('banner')).toContainText('Team server')
  await expect(table(first.page).getByRole('row').nth(1)).toBeVisible()
  await expect(first.page.getByText(/^Shared answer/)).toHaveCount(0)
  await expect(
    first.page.getByRole('meter', { name: 'API requests left this minute' }),
  ).toHaveAttribute('aria-valuemax', '100')

  const second = await openReader(browser)
  await second.page.goto('/invoices?status=overdue')
  await expect(table(second.page).getByRole('row').nth(1)).toBeVisible()
  // The second page came from nginx's cache and says when it was fetched.
  await expect(
    second.page.getByText(/^Shared answer from your team’s server, as of \d{1,2}:\d{2}:\d{2}/),
  ).toBeVisible()
  expect(upstreamCount('?status=overdue')).toBe(1)
  await expectNoAxeViolations(second.page)

  // The settings say who holds the key and ask for none.
  await second.page.getByRole('link', { name: 'Connection settings' }).click()
  await expect(second.page.getByText('The team’s server holds the API key')).toBeVisible()
  await expect(second.page.getByLabel('API key', { exact: true })).toHaveCount(0)
  await expectNoAxeViolations(second.page)

  for (const reader of [first, second]) {
    await expectKeyNowhere(reader)
    expectNoCspViolations(reader.watch)
    await reader.context.close()
  }
})

test('a burst from three colleagues stays within the plan, and the dashboard counts down the 429', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const readers = await Promise.all([0, 1, 2].map(() => openReader(browser)))
  for (const reader of readers) {
    await reader.page.goto('/invoices')
    await expect(table(reader.page).getByRole('row').nth(1)).toBeVisible()
  }
  const before = stack.upstreamRequests().length

  // 135 different pages at once, more than a Standard key's minute.
  const statuses = await Promise.all(
    readers.map((reader, index) =>
      reader.page.evaluate(async (start) => {
        const answers = await Promise.all(
          Array.from({ length: 45 }, (_, offset) =>
            fetch(`/api/v1/invoices?limit=1&offset=${String(start + offset)}`, {
              credentials: 'same-origin',
            }),
          ),
        )
        return Promise.all(
          answers.map(async (answer) => ({
            status: answer.status,
            retryAfter: answer.headers.get('Retry-After'),
            remaining: answer.headers.get('X-RateLimit-Remaining'),
            body: await answer.text(),
          })),
        )
      }, index * 1000),
    ),
  ).then((all) => all.flat())

  const refused = statuses.filter((answer) => answer.status === 429)
  expect(statuses.filter((answer) => answer.status === 200).length).toBeGreaterThan(0)
  expect(refused.length).toBeGreaterThan(0)
  expect(refused.length + statuses.filter((answer) => answer.status === 200).length).toBe(135)
  for (const answer of refused) {
    expect(answer.retryAfter).toBe('9')
    expect(answer.remaining).toBe('0')
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'rate_limited' } })
  }
  // nginx let through no more than the plan allows, and the API itself never had to refuse.
  const upstream = stack.upstreamRequests()
  expect(upstream.length - before).toBeLessThanOrEqual(100)
  expect(upstream.length).toBeLessThanOrEqual(100)
  expect(upstream.filter((line) => line.endsWith(' 429'))).toEqual([])

  // While a script keeps spending every request the budget frees (so the view below cannot slip
  // into a freed slot), a colleague opening a new view meets the limit: a countdown, then the rows.
  const [reader] = readers
  if (!reader) throw new Error('three readers expected')
  let spending = true
  const login = Buffer.from(`${stack.user.username}:${stack.user.password}`).toString('base64')
  const spend = async (offset: number): Promise<void> => {
    if (!spending) return
    await fetch(`${stack.url}/api/v1/invoices?limit=1&offset=${String(offset)}`, {
      headers: { Authorization: `Basic ${login}` },
    })
    return spend(offset + 1)
  }
  const spent = spend(5000)
  await reader.page.getByRole('radio', { name: 'Pending' }).click()
  await expect(reader.page.getByRole('alert')).toContainText(
    /Rate limit reached\. Retrying in \d+ s/,
  )
  spending = false
  await spent
  await expect(reader.page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 })
  await expect(table(reader.page).getByRole('row').nth(1)).toBeVisible()
  expect(upstreamCount('?status=pending')).toBe(1)
  expect(stack.upstreamRequests().filter((line) => line.endsWith(' 429'))).toEqual([])

  for (const each of readers) {
    await expectKeyNowhere(each)
    expectNoCspViolations(each.watch)
    await each.context.close()
  }
})
