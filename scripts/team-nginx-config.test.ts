/** deploy/team/start.mjs: what it renders for nginx, and what it refuses to start with. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { budgetFor, renderConfig } from '../deploy/team/start.mjs'

const key = 'sk_live_7f3a9c1e5b'
let dir: string
let env: Record<string, string | undefined>

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'team-config-test-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html>')
  writeFileSync(join(dir, 'htpasswd'), 'alice:$apr1$abc$def\n')
  env = {
    INVOICE_API_UPSTREAM: 'https://invoices.example.com/api/v1',
    INVOICE_API_KEY: key,
    INVOICE_DASHBOARD_DIST: dir,
    INVOICE_DASHBOARD_HTPASSWD: join(dir, 'htpasswd'),
  }
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

test('the key appears once, as the upstream Authorization, and no log line can carry it', () => {
  const config = renderConfig(env, dir)
  expect(config.split('\n').filter((line) => line.includes(key))).toEqual([
    `            proxy_set_header Authorization "Bearer ${key}";`,
  ])
  expect(config).toContain('proxy_pass https://invoices.example.com/api/v1/invoices;')
  const logFormat = /log_format[^;]*;/.exec(config)?.[0] ?? ''
  expect(logFormat).toContain('$uri')
  expect(logFormat).not.toMatch(/\$(http_|sent_http_|args|query_string|request_uri|request\b)/)
  expect(config).toContain(`auth_basic_user_file ${join(dir, 'htpasswd')};`)
  expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual({
    apiMode: 'team',
    plan: 'standard',
  })
})

test.each([100, 500])('no 60 seconds can exceed a plan of %i a minute', (plan) => {
  const { burst, ratePerMinute, retryAfterSeconds } = budgetFor(plan)
  // limit_req passes burst + 1 at once, then `rate` spread over the minute.
  expect(burst + 1 + ratePerMinute).toBeLessThan(plan)
  expect(burst).toBeGreaterThanOrEqual(25)
  expect(retryAfterSeconds).toBeGreaterThan(0)
})

test('the plan sizes the budget and the cache can be turned off', () => {
  const config = renderConfig(
    { ...env, INVOICE_API_PLAN: 'pro', INVOICE_API_CACHE_SECONDS: '0' },
    dir,
  )
  expect(config).toContain('rate=373r/m')
  expect(config).toContain('burst=125 nodelay')
  expect(config).toContain('proxy_cache off;')
})

test('it refuses to start without an access rule, unless told there is one in front', () => {
  expect(() => renderConfig({ ...env, INVOICE_DASHBOARD_HTPASSWD: undefined }, dir)).toThrow(
    /INVOICE_DASHBOARD_HTPASSWD/,
  )
  const open = renderConfig(
    { ...env, INVOICE_DASHBOARD_HTPASSWD: undefined, INVOICE_DASHBOARD_AUTH: 'none' },
    dir,
  )
  expect(open).toContain('auth_basic off;')
})

test.each([
  ['a key nginx would read as a variable', { INVOICE_API_KEY: 'sk_$host' }, /Bearer token/],
  ['a key with a space', { INVOICE_API_KEY: 'sk live' }, /Bearer token/],
  ['no key', { INVOICE_API_KEY: undefined }, /INVOICE_API_KEY_FILE/],
  ['an unknown plan', { INVOICE_API_PLAN: 'gold' }, /standard or pro/],
  ['an upstream with credentials', { INVOICE_API_UPSTREAM: 'https://u:p@x.example' }, /plain/],
])('it refuses %s, without repeating the key', (_, change, message) => {
  let error: unknown
  try {
    renderConfig({ ...env, ...change }, dir)
  } catch (caught) {
    error = caught
  }
  expect(String(error)).toMatch(message)
  expect(String(error)).not.toContain('sk_')
})
