import fc from 'fast-check'
import { expect, test } from 'vitest'
import { invoicesEndpoint } from '../../api/invoice-api-url'
import { checkBaseUrl, MAX_BASE_URL_LENGTH, type BaseUrlProblem } from './base-url'

const rootOf = (input: string) => {
  const result = checkBaseUrl(input)
  if (!result.ok) throw new Error(`expected ${input} to be accepted: ${result.message}`)
  return result.root
}

test.each([
  ['https://invoices.example.com', 'https://invoices.example.com'],
  ['  https://invoices.example.com  ', 'https://invoices.example.com'],
  ['\thttps://invoices.example.com\n', 'https://invoices.example.com'],
])('surrounding whitespace is trimmed: %j', (input, root) => {
  expect(rootOf(input)).toBe(root)
})

test.each([
  ['https://invoices.example.com/', 'https://invoices.example.com'],
  ['https://invoices.example.com///', 'https://invoices.example.com'],
  ['https://example.com/billing/', 'https://example.com/billing'],
])('trailing slashes are removed: %s', (input, root) => {
  expect(rootOf(input)).toBe(root)
})

test.each([
  ['https://invoices.example.com/api/v1', 'https://invoices.example.com'],
  ['https://invoices.example.com/api/v1/', 'https://invoices.example.com'],
  ['https://example.com/billing/api/v1', 'https://example.com/billing'],
  ['https://invoices.example.com/api/v1/invoices', 'https://invoices.example.com'],
  ['https://invoices.example.com/api/v1/api/v1', 'https://invoices.example.com'],
])('a URL ending in /api/v1 is not doubled: %s', (input, root) => {
  expect(rootOf(input)).toBe(root)
  expect(invoicesEndpoint(rootOf(input)).href).toBe(`${root}/api/v1/invoices`)
})

test('a path that only looks like the version segment is kept', () => {
  expect(rootOf('https://example.com/xapi/v1')).toBe('https://example.com/xapi/v1')
  expect(rootOf('https://example.com/API/V1')).toBe('https://example.com/API/V1')
})

test('host and scheme are normalised; ports are kept', () => {
  expect(rootOf('HTTPS://Invoices.Example.COM:8443/Billing')).toBe(
    'https://invoices.example.com:8443/Billing',
  )
  expect(rootOf('https://invoices.example.com:443')).toBe('https://invoices.example.com')
  expect(rootOf('https://bücher.example')).toBe('https://xn--bcher-kva.example')
})

test.each([
  'http://localhost',
  'http://localhost:8787',
  'http://LOCALHOST:8787/',
  'http://127.0.0.1:8787',
  'http://[::1]:8787',
  'http://[::1]/api/v1',
])('http: is accepted for loopback hosts: %s', (input) => {
  expect(checkBaseUrl(input).ok).toBe(true)
})

test.each<[string, BaseUrlProblem]>([
  ['', 'empty'],
  ['   ', 'empty'],
  ['http://invoices.example.com', 'insecure'],
  ['http://192.168.1.10:8787', 'insecure'],
  ['http://127.0.0.2', 'insecure'],
  ['http://localhost.example.com', 'insecure'],
  ['http://[::2]', 'insecure'],
  ['javascript:alert(1)', 'script'],
  ['JavaScript:alert(document.cookie)//https://x.com', 'script'],
  ['  javascript:void 0', 'script'],
  ['vbscript:msgbox', 'script'],
  ['https://user:pass@invoices.example.com', 'credentials'],
  ['https://user@invoices.example.com', 'credentials'],
  ['https://:secret@invoices.example.com', 'credentials'],
  ['http://user:pass@localhost:8787', 'credentials'],
  ['ftp://invoices.example.com', 'scheme'],
  ['file:///etc/passwd', 'scheme'],
  ['data:text/html,<script>alert(1)</script>', 'no-scheme'],
  ['ws://localhost:8787', 'scheme'],
  ['invoices.example.com', 'no-scheme'],
  ['localhost:8787', 'no-scheme'],
  ['//invoices.example.com', 'no-scheme'],
  ['/api/v1', 'no-scheme'],
  ['https:invoices.example.com', 'no-scheme'],
  ['https://', 'not-a-url'],
  ['https://exa mple.com', 'whitespace'],
  ['https://example.com/a b', 'whitespace'],
  ['https://exa\u0000mple.com', 'whitespace'],
  ['https://[not-an-ip]', 'not-a-url'],
  ['https://example.com:99999', 'not-a-url'],
  ['https:\\\\evil.example.com', 'no-scheme'],
  ['https://evil.example.com\\@good.example.com', 'not-a-url'],
  ['https://invoices.example.com/?key=abc', 'query-or-fragment'],
  ['https://invoices.example.com/#top', 'query-or-fragment'],
  ['https://invoices.example.com?', 'query-or-fragment'],
  ['💸', 'no-scheme'],
  [`https://example.com/${'a'.repeat(MAX_BASE_URL_LENGTH)}`, 'too-long'],
])('%j is refused (%s)', (input, problem) => {
  const result = checkBaseUrl(input)
  expect(result).toMatchObject({ ok: false, problem })
  if (!result.ok) expect(result.message).not.toBe('')
})

test('a refusal never repeats the credentials it found', () => {
  const result = checkBaseUrl('https://admin:hunter2@invoices.example.com')
  expect(result.ok).toBe(false)
  expect(JSON.stringify(result)).not.toMatch(/admin|hunter2/)
})

const urlLike = fc.oneof(
  fc.string(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl().map((url) => url.replace(/^https?:/, 'http:')),
  fc
    .tuple(
      fc.constantFrom('http', 'https', 'HTTP', 'javascript', 'ftp', 'data', ''),
      fc.constantFrom('://', ':', ':\\\\', '//'),
      fc.constantFrom(
        'localhost',
        '127.0.0.1',
        '[::1]',
        'example.com',
        'u:p@example.com',
        '0x7f.1',
        '',
      ),
      fc.constantFrom('', ':8787', ':0', ':65536'),
      fc.array(
        fc.constantFrom('/', 'api', 'v1', 'invoices', '.', '..', '%2e', '%2F', ' ', '?', '#'),
      ),
    )
    .map(([scheme, sep, host, port, path]) => `${scheme}${sep}${host}${port}${path.join('')}`),
)

test('property: never throws; an accepted root is usable, safe and a fixed point', () => {
  fc.assert(
    fc.property(urlLike, (input) => {
      const result = checkBaseUrl(input)
      if (!result.ok) return
      const url = new URL(result.root)
      expect(['https:', 'http:']).toContain(url.protocol)
      if (url.protocol === 'http:')
        expect(['localhost', '127.0.0.1', '[::1]']).toContain(url.hostname)
      expect(url.username + url.password + url.search + url.hash).toBe('')
      expect(result.root).not.toMatch(/\/$|\/api\/v1$/)
      expect(checkBaseUrl(result.root)).toEqual(result)
      expect(invoicesEndpoint(result.root).href).toBe(`${result.root}/api/v1/invoices`)
    }),
    { numRuns: 2000 },
  )
})
