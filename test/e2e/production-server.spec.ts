/**
 * The production build as deploy/nginx.conf serves it: the security headers a meta tag cannot
 * carry, caching that never serves a stale index.html, and every route answered with the app.
 */
import { statSync } from 'node:fs'
import type { APIResponse } from '@playwright/test'
import { expect, expectNoCspViolations, test } from './guards'

const securityHeaders = (response: APIResponse) => ({
  csp: response.headers()['content-security-policy'],
  nosniff: response.headers()['x-content-type-options'],
  referrer: response.headers()['referrer-policy'],
})

test('every answer carries the CSP with frame-ancestors, nosniff and no referrer', async ({
  request,
}) => {
  for (const path of ['/', '/invoices?status=paid', '/settings', '/assets/missing.js']) {
    const { csp, nosniff, referrer } = securityHeaders(await request.get(path))
    expect(csp, path).toContain("frame-ancestors 'none'")
    // The header repeats the built-in policy rather than loosening it.
    expect(csp, path).toContain("script-src 'self'")
    expect(csp, path).toContain("worker-src 'none'")
    expect(nosniff, path).toBe('nosniff')
    expect(referrer, path).toBe('no-referrer')
  }
})

test('index.html is revalidated on every use, hashed assets are cached for good', async ({
  request,
}) => {
  const index = await request.get('/')
  expect(index.headers()['cache-control']).toBe('no-cache')
  const asset = /<script type="module" crossorigin src="([^"]+)"/.exec(await index.text())?.[1]
  expect(asset).toMatch(/^\/assets\//)

  const script = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(script.status()).toBe(200)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(script.headers()['content-encoding']).toBe('gzip')
  // As the build compressed it (gzip_static sends the file's own length), not again on the fly.
  expect(script.headers()['content-length']).toBe(String(statSync(`dist${asset ?? ''}.gz`).size))

  // A hash that is gone is a 404 nobody caches, never index.html run as a script.
  const missing = await request.get('/assets/index-gone.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBeUndefined()
})

test('deep links and reloads get the app', async ({ page, request, watch }) => {
  for (const path of ['/invoices?status=paid', '/settings']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }

  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'API base URL' })).toBeVisible()
  expectNoCspViolations(watch)
})

test('the page cannot be framed', async ({ page, watch }) => {
  const refusals: string[] = []
  page.on('console', (message) => {
    if (message.text().includes("frame-ancestors 'none'")) refusals.push(message.text())
  })
  await page.goto('/settings')
  // about:blank holds no policy of its own: only the framed page's header can refuse the frame.
  await page.setContent(`<iframe title="Framed dashboard" src="${page.url()}"></iframe>`)
  await expect.poll(() => refusals.length).toBeGreaterThan(0)
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Connection' }),
  ).toHaveCount(0)
  // The refusal is the point here; any other violation still fails the test.
  for (const violation of watch.cspViolations) expect(violation).toContain('frame-ancestors')
  watch.cspViolations.length = 0
})

test('a personal deployment answers /config.json with an empty 204: a load logs no error', async ({
  page,
  request,
  watch,
}) => {
  const config = await request.get('/config.json')
  expect(config.status()).toBe(204)
  expect(await config.text()).toBe('')

  await page.goto('/settings')
  await expect(page.getByRole('textbox', { name: 'API base URL' })).toBeVisible()
  expect(watch.consoleMessages.filter((message) => message.startsWith('error:'))).toEqual([])
})
