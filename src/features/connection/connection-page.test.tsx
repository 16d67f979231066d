import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, onTestFinished, test, vi } from 'vitest'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { renderApp } from '../../../test/render-app'
import { invoiceDb } from '../../mocks/invoice-db'
import { server } from '../../mocks/node'
import type { Session } from '../../api/session'
import { apiConnection, demoConnection, type Connection } from './connection'
import type { ConnectionEnvironment } from './connection-page'
import { CONNECTION_STORAGE_KEY, readSavedConnection } from './key-storage'
import { saveConnection } from './save-connection'

const BASE = 'https://invoices.example.com'
const ENDPOINT = `${BASE}/api/v1/invoices`
const KEY = 'demo-standard'
const fast: ConnectionEnvironment = { successDelayMs: 0 }

/** Every request the app sends, whatever its URL, with the header that matters. */
function recordRequests() {
  const requests: { url: URL; authorization: string | null }[] = []
  const listener = ({ request }: { request: Request }) => {
    requests.push({
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
    })
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return requests
}

/** Every query key in a session's cache, as one string. */
function cachedKeys(session: Session | null): string {
  return JSON.stringify(
    session?.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey),
  )
}

async function openSettings(
  options: { connection?: Connection | null; connectionEnvironment?: ConnectionEnvironment } = {},
) {
  const view = renderApp('/settings', { connectionEnvironment: fast, ...options })
  await screen.findByRole('heading', { level: 1, name: 'Connection' })
  return {
    ...view,
    baseUrl: screen.getByRole('textbox', { name: 'API base URL' }),
    apiKey: screen.getByLabelText('API key'),
    plan: screen.getByRole('combobox', { name: 'Plan' }),
    remember: screen.getByRole('checkbox', { name: 'Remember the key on this device' }),
    save: screen.getByRole('button', { name: 'Save and connect' }),
  }
}

const storedText = () =>
  `${window.sessionStorage.getItem(CONNECTION_STORAGE_KEY) ?? ''}${window.localStorage.getItem(CONNECTION_STORAGE_KEY) ?? ''}`

test('the screen has the named fields; "remember" is off and the key is a password', async () => {
  const { apiKey, plan, remember } = await openSettings()
  expect(apiKey).toHaveAttribute('type', 'password')
  expect(remember).not.toBeChecked()
  expect(remember).toHaveAccessibleDescription(/shared computer/)
  expect(
    within(plan)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Standard: 100 requests/minute', 'Pro: 500 requests/minute'])
  expect(plan).toHaveValue('standard')
  expect(screen.getByRole('link', { name: 'Connection settings' })).toBeInTheDocument()
})

test('the resolved endpoint shows as the URL is typed, with /api/v1 never doubled', async () => {
  const { user, baseUrl } = await openSettings()
  await user.type(baseUrl, `  ${BASE}/`)
  expect(screen.getByText(ENDPOINT)).toBeInTheDocument()
  expect(baseUrl).toHaveAccessibleDescription(new RegExp(`Endpoint: ${ENDPOINT}`))
  await user.type(baseUrl, 'api/v1/')
  expect(screen.getByText(ENDPOINT)).toBeInTheDocument()
  await user.clear(baseUrl)
  await user.type(baseUrl, 'http://127.0.0.1:8787/billing')
  expect(screen.getByText('http://127.0.0.1:8787/billing/api/v1/invoices')).toBeInTheDocument()
})

test.each([
  ['javascript:alert(1)', /javascript:\) are never allowed/],
  ['http://invoices.example.com', /http:\/\/ is allowed only for localhost/],
  ['https://user:pass@invoices.example.com', /Remove the user name and password/],
  ['ftp://invoices.example.com', /Only https:\/\//],
  ['invoices.example.com', /Start the address with https:\/\//],
  ['https://exa mple.com', /cannot contain spaces/],
  ['', /Enter the API base URL/],
])('%j is refused inline and nothing is sent', async (input, message) => {
  const requests = recordRequests()
  const { user, baseUrl, apiKey, save } = await openSettings()
  if (input) await user.type(baseUrl, input)
  await user.type(apiKey, KEY)
  await user.click(save)
  expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
  expect(baseUrl).toHaveAccessibleDescription(message)
  expect(baseUrl).toHaveFocus()
  expect(screen.getByText(message)).toBeInTheDocument()
  expect(requests).toEqual([])
  expect(storedText()).toBe('')
})

test('errors wait for a save attempt, then follow the typing', async () => {
  const { user, baseUrl, apiKey, save } = await openSettings()
  await user.type(baseUrl, 'http://invoices.example.com')
  await user.click(apiKey)
  expect(baseUrl).not.toHaveAttribute('aria-invalid')
  // Not "shown here as you type": an address is typed, and it leads nowhere yet.
  expect(screen.getByText('Endpoint: none until the address is usable.')).toBeInTheDocument()
  await user.click(save)
  expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
  await user.clear(baseUrl)
  await user.type(baseUrl, BASE)
  expect(baseUrl).not.toHaveAttribute('aria-invalid')
  expect(screen.queryByText(/is allowed only for localhost/)).not.toBeInTheDocument()
})

test('a missing or unusable key is flagged inline and nothing is sent', async () => {
  const requests = recordRequests()
  const { user, baseUrl, apiKey, save } = await openSettings()
  await user.type(baseUrl, BASE)
  await user.click(save)
  expect(apiKey).toHaveAttribute('aria-invalid', 'true')
  expect(apiKey).toHaveAccessibleDescription('Enter the API key.')
  expect(apiKey).toHaveFocus()
  await user.type(apiKey, 'two words')
  await user.click(save)
  expect(apiKey).toHaveAccessibleDescription(/without spaces/)
  expect(requests).toEqual([])
})

test('the key can be shown and hidden', async () => {
  const { user, apiKey } = await openSettings()
  const toggle = screen.getByRole('button', { name: 'Show key' })
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(apiKey).toHaveAttribute('type', 'text')
  await user.click(toggle)
  expect(apiKey).toHaveAttribute('type', 'password')
})

test('"Save and connect" sends one test request, says it worked, saves to the tab and opens the invoices', async () => {
  invoiceDb.seed([
    makeInvoice({ id: 'a', vendor: 'Müller GmbH' }),
    makeInvoice({ id: 'b', vendor: 'Acme' }),
  ])
  const requests = recordRequests()
  const { user, baseUrl, apiKey, plan, save, connectionStore } = await openSettings({
    // Long enough that the message is still there when the test looks on a busy machine: at 50 ms
    // it had gone by then in one full parallel run.
    connectionEnvironment: { successDelayMs: 500 },
  })
  await user.type(baseUrl, `${BASE}/api/v1`)
  await user.type(apiKey, KEY)
  await user.selectOptions(plan, 'Pro: 500 requests/minute')
  await user.click(save)

  expect(
    await screen.findByText('Connected: the API answered with 2 invoices. Opening the invoices…'),
  ).toBeInTheDocument()
  expect(requests.map(({ url }) => url.href)).toEqual([`${ENDPOINT}?limit=1`])
  expect(window.location.pathname).toBe('/settings')

  expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
  expect(await screen.findByText('Müller GmbH')).toBeInTheDocument()
  expect(window.location.pathname).toBe('/invoices')
  expect(screen.queryByText('Demo data')).not.toBeInTheDocument()

  const connection = connectionStore.get()
  expect(connection).toMatchObject({ kind: 'api', root: BASE, apiKey: KEY, plan: 'pro' })
  expect(readSavedConnection()).toEqual({ connection, remembered: false })
  expect(window.localStorage.length).toBe(0)

  // Every request carried the key in its header, and the key is nowhere else.
  expect(requests.length).toBeGreaterThanOrEqual(2)
  for (const { url, authorization } of requests) {
    expect(authorization).toBe(`Bearer ${KEY}`)
    expect(url.href).not.toContain(KEY)
  }
  expect(window.location.href).not.toContain(KEY)
  expect(cachedKeys(connectionStore.session())).not.toContain(KEY)
  expect(document.body.textContent).not.toContain(KEY)
})

test('with "Remember the key on this device" ticked the key is kept on the device instead', async () => {
  const { user, baseUrl, apiKey, remember, save } = await openSettings()
  await user.type(baseUrl, BASE)
  await user.type(apiKey, KEY)
  await user.click(remember)
  await user.click(save)
  await screen.findByRole('heading', { level: 1, name: 'Invoices' })
  expect(window.localStorage.getItem(CONNECTION_STORAGE_KEY)).toContain(KEY)
  expect(window.sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull()
})

const failures = [
  [
    'a rejected key',
    () => HttpResponse.json({ error: { code: 'unauthorized' } }, { status: 401 }),
    /^Could not connect: the API key was rejected \(HTTP 401\)/,
  ],
  [
    'a missing endpoint',
    () => new HttpResponse('Not found', { status: 404 }),
    /^Could not connect: not an invoice API \(HTTP 404\)/,
  ],
  [
    'a web page instead of JSON',
    () => HttpResponse.html('<!doctype html><title>Shop</title>'),
    /^Could not connect: not an invoice API\. The server answered/,
  ],
  [
    'JSON of another shape',
    () => HttpResponse.json({ products: [] }),
    /^Could not connect: not an invoice API\./,
  ],
  [
    'an unreachable server',
    () => HttpResponse.error(),
    /^Could not connect: the server was unreachable, does not allow requests from this site \(CORS\)/,
  ],
  [
    'a redirect',
    () =>
      new HttpResponse(null, {
        status: 302,
        headers: { Location: 'https://elsewhere.example.net/api/v1/invoices' },
      }),
    /or redirected the request\. Redirects are refused so the key is never sent to another address/,
  ],
  [
    'a server error',
    () => new HttpResponse(null, { status: 503 }),
    /^Could not connect: the server had a problem \(HTTP 503\)/,
  ],
  [
    'the rate limit',
    () =>
      HttpResponse.json(
        { error: { code: 'rate_limited' } },
        { status: 429, headers: { 'Retry-After': '12' } },
      ),
    /^Could not connect: the server's rate limit is reached \(HTTP 429\)\. Try again in 12 s\./,
  ],
  [
    'the rate limit with an eleven-day Retry-After',
    () =>
      HttpResponse.json(
        { error: { code: 'rate_limited' } },
        { status: 429, headers: { 'Retry-After': '999999' } },
      ),
    /^Could not connect: the server's rate limit is reached \(HTTP 429\)\. Try again in 10 min\./,
  ],
] as const

test.each(failures)('%s is reported with its kind; nothing is saved', async (_, reply, message) => {
  const requests = recordRequests()
  server.use(http.get(ENDPOINT, reply))
  const { user, baseUrl, apiKey, save, connectionStore } = await openSettings()
  const before = connectionStore.get()
  await user.type(baseUrl, BASE)
  await user.type(apiKey, 'sk_live_secret')
  await user.click(save)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(message)
  expect(alert).not.toHaveTextContent('sk_live_secret')
  expect(requests.map(({ url }) => url.origin)).toEqual([new URL(BASE).origin])
  expect(window.location.pathname).toBe('/settings')
  expect(connectionStore.get()).toBe(before)
  expect(storedText()).toBe('')
})

test('a request the page’s Content-Security-Policy blocks is reported as such', async () => {
  server.use(
    http.get(ENDPOINT, () => {
      // What Chromium does: report the violation, then fail the fetch like a network error.
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { blockedURI: ENDPOINT }),
      )
      return HttpResponse.error()
    }),
  )
  const { user, baseUrl, apiKey, save } = await openSettings()
  await user.type(baseUrl, BASE)
  await user.type(apiKey, KEY)
  await user.click(save)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Could not connect: this site’s Content-Security-Policy does not allow requests to this address\./,
  )
})

test('under the built app’s security policy, the help says http://[::1] is blocked and what to use; the dev server’s does not', async () => {
  const hint =
    /This page’s security policy blocks http:\/\/\[::1\]: use http:\/\/localhost or http:\/\/127\.0\.0\.1 instead\./
  const built = await openSettings({
    connectionEnvironment: { ...fast, contentSecurityPolicy: true },
  })
  expect(built.baseUrl).toHaveAccessibleDescription(hint)
  built.unmount()
  const dev = await openSettings()
  expect(dev.baseUrl).not.toHaveAccessibleDescription(hint)
})

test('a failed attempt can be corrected and retried', async () => {
  server.use(http.get(ENDPOINT, () => new HttpResponse(null, { status: 401 }), { once: true }))
  const { user, baseUrl, apiKey, save } = await openSettings()
  await user.type(baseUrl, BASE)
  await user.type(apiKey, 'wrong')
  await user.click(save)
  await screen.findByRole('alert')
  await user.clear(apiKey)
  await user.type(apiKey, KEY)
  await user.click(save)
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
})

test('a new inline error replaces the last attempt\'s "Could not connect…"', async () => {
  server.use(http.get(ENDPOINT, () => new HttpResponse(null, { status: 503 })))
  const { user, baseUrl, apiKey, save } = await openSettings()
  await user.type(baseUrl, BASE)
  await user.type(apiKey, 'sk_live_secret')
  await user.click(save)
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not connect/)
  await user.clear(baseUrl)
  await user.type(baseUrl, 'javascript:alert(1)')
  await user.click(save)
  expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
  expect(screen.queryByText(/^Could not connect/)).not.toBeInTheDocument()
})

test('"Use demo data" switches back and forgets nothing it was not asked to', async () => {
  const startDemo = vi.fn(() => Promise.resolve())
  const real = apiConnection({ root: BASE, apiKey: KEY, plan: 'pro' })
  saveConnection(real, { remember: true })
  const { user, remember, baseUrl, apiKey, connectionStore } = await openSettings({
    connection: real,
    connectionEnvironment: { ...fast, startDemo },
  })
  expect(screen.getByText(`Connected to ${BASE} (Pro plan).`)).toBeInTheDocument()
  expect(baseUrl).toHaveValue(BASE)
  expect(apiKey).toHaveValue(KEY)
  expect(remember).toBeChecked()

  await user.click(screen.getByRole('button', { name: 'Use demo data' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
  expect(startDemo).toHaveBeenCalledTimes(1)
  expect(screen.getByText('Demo data')).toBeInTheDocument()
  expect(connectionStore.get()).toEqual(demoConnection('pro'))
  expect(readSavedConnection()).toEqual({ connection: real, remembered: true })

  // Back on the screen, the saved connection is still there to reconnect with.
  await user.click(screen.getByRole('link', { name: 'Connection settings' }))
  expect(await screen.findByRole('textbox', { name: 'API base URL' })).toHaveValue(BASE)
  expect(screen.getByLabelText('API key')).toHaveValue(KEY)
})

test('"Use demo data" with "remember" unticked takes the key off the device only', async () => {
  const real = apiConnection({ root: BASE, apiKey: KEY, plan: 'standard' })
  saveConnection(real, { remember: true })
  const { user, remember } = await openSettings({
    connection: real,
    connectionEnvironment: { ...fast, startDemo: () => Promise.resolve() },
  })
  await user.click(remember)
  await user.click(screen.getByRole('button', { name: 'Use demo data' }))
  await screen.findByRole('heading', { level: 1, name: 'Invoices' })
  expect(window.localStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull()
  expect(readSavedConnection()).toEqual({ connection: real, remembered: false })
})

test('"Forget the saved key" clears it everywhere and disconnects', async () => {
  const real = apiConnection({ root: BASE, apiKey: KEY, plan: 'standard' })
  saveConnection(real, { remember: true })
  const { user, apiKey, connectionStore } = await openSettings({ connection: real })
  await user.click(screen.getByRole('button', { name: 'Forget the saved key' }))
  expect(screen.getByRole('status')).toHaveTextContent(
    'The key was forgotten on this device and in every open tab that held it. The dashboard is not connected.',
  )
  expect(storedText()).toBe('')
  expect(apiKey).toHaveValue('')
  expect(connectionStore.get()).toBeNull()
  expect(screen.queryByRole('button', { name: 'Forget the saved key' })).not.toBeInTheDocument()
  // The button pressed is gone: focus waits where a new key goes, not on the page.
  expect(apiKey).toHaveFocus()
})

test('"Forget the saved key" tells the other tabs the connection, never its key', async () => {
  const real = apiConnection({ root: BASE, apiKey: KEY, plan: 'standard' })
  saveConnection(real, { remember: true })
  const otherTab = new BroadcastChannel('invoice-dashboard.forget')
  const told: unknown[] = []
  otherTab.onmessage = (event: MessageEvent<unknown>) => {
    told.push(event.data)
  }
  const { user } = await openSettings({ connection: real })
  await user.click(screen.getByRole('button', { name: 'Forget the saved key' }))
  await waitFor(() => {
    // The id, and a digest of the address and key that only a tab holding that key can match.
    expect(told).toHaveLength(1)
  })
  expect(told[0]).toMatchObject({ id: real.id })
  expect(Reflect.get(Object(told[0]), 'key')).toMatch(/^[0-9a-f]{64}$/)
  expect(JSON.stringify(told)).not.toContain(KEY)
  otherTab.close()
})

test('a key forgotten in another tab is dropped here too', async () => {
  const real = apiConnection({ root: BASE, apiKey: KEY, plan: 'standard' })
  saveConnection(real, { remember: false })
  const { connectionStore, apiKey } = await openSettings({ connection: real })
  const otherTab = new BroadcastChannel('invoice-dashboard.forget')
  // This tab starts listening once its code has loaded: told until it has heard.
  await waitFor(() => {
    otherTab.postMessage({ id: real.id })
    expect(connectionStore.get()).toBeNull()
  })
  expect(storedText()).toBe('')
  // The open form lets go of it too, and says why: "Save and connect" would send it again.
  expect(
    await screen.findByText('The key was forgotten in another tab.', { exact: false }),
  ).toHaveTextContent('The key was forgotten in another tab. The dashboard is not connected.')
  expect(apiKey).toHaveValue('')
  otherTab.close()
})

test('a build without demo data does not offer it', async () => {
  await openSettings({ connection: null })
  expect(screen.getByText(/^Not connected\./)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Use demo data' })).not.toBeInTheDocument()
  expect(screen.queryByText(/Demo data is not available/)).not.toBeInTheDocument()
})

test('with a connection, "Back to the invoices" leads back; without one there is nowhere to go back to', async () => {
  const { user, unmount } = await openSettings()
  await user.click(screen.getByRole('link', { name: 'Back to the invoices' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument()
  unmount()
  await openSettings({ connection: null })
  expect(screen.queryByRole('link', { name: 'Back to the invoices' })).not.toBeInTheDocument()
})

test('without a connection, /invoices leads to the connection screen', async () => {
  renderApp('/invoices', { connection: null })
  expect(await screen.findByRole('heading', { level: 1, name: 'Connection' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/settings')
})

test('a preset base URL (VITE_API_BASE_URL) fills the field, and never a key', async () => {
  const { baseUrl, apiKey } = await openSettings({
    connection: null,
    connectionEnvironment: { defaultBaseUrl: 'https://billing.example.org' },
  })
  expect(baseUrl).toHaveValue('https://billing.example.org')
  expect(screen.getByText('https://billing.example.org/api/v1/invoices')).toBeInTheDocument()
  expect(apiKey).toHaveValue('')
})

test('changing the connection gives a fresh session and drops the old one’s cache, so one key’s data never shows under another', async () => {
  invoiceDb.seed([makeInvoice({ id: 'a', vendor: 'Demo Vendor Ltd' })])
  const { user, connectionStore } = renderApp('/invoices', { connectionEnvironment: fast })
  expect(await screen.findByText('Demo Vendor Ltd')).toBeInTheDocument()
  const demoSession = connectionStore.session()
  expect(cachedKeys(demoSession)).toContain('demo-standard')

  await user.click(screen.getByRole('link', { name: 'Connection settings' }))
  await user.type(await screen.findByRole('textbox', { name: 'API base URL' }), BASE)
  await user.type(screen.getByLabelText('API key'), 'demo-pro')
  invoiceDb.seed([makeInvoice({ id: 'b', vendor: 'Real Vendor SA' })])
  await user.click(screen.getByRole('button', { name: 'Save and connect' }))

  expect(await screen.findByText('Real Vendor SA')).toBeInTheDocument()
  expect(screen.queryByText('Demo Vendor Ltd')).not.toBeInTheDocument()
  const realSession = connectionStore.session()
  expect(realSession).not.toBe(demoSession)
  expect(cachedKeys(demoSession)).toBe('[]')
  expect(cachedKeys(realSession)).toContain(realSession?.id)
  expect(cachedKeys(realSession)).not.toContain('demo-standard')
  expect(cachedKeys(realSession)).not.toContain('demo-pro')
})

test('leaving the screen during the test request cancels it quietly', async () => {
  server.use(http.get(ENDPOINT, () => new Promise<never>(() => undefined)))
  const { user, baseUrl, apiKey, save, connectionStore } = await openSettings()
  await user.type(baseUrl, BASE)
  await user.type(apiKey, KEY)
  await user.click(save)
  expect(screen.getByRole('status')).toHaveTextContent('Testing the connection…')
  expect(save).toHaveAttribute('aria-disabled', 'true')
  await user.click(screen.getByRole('link', { name: 'Connection settings' }))
  await waitFor(() => {
    expect(connectionStore.get()).toMatchObject({ kind: 'demo' })
  })
})
