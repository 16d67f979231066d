import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseSafeHttpUrl, safeHttpUrl } from './safe-http-url'

test('absolute http and https URLs are kept', () => {
  expect(safeHttpUrl('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf')
  expect(safeHttpUrl('http://localhost:8080/a.pdf?x=1#p2')).toBe(
    'http://localhost:8080/a.pdf?x=1#p2',
  )
  expect(safeHttpUrl('HTTPS://FILES.EXAMPLE.COM/A.pdf')).toBe('https://files.example.com/A.pdf')
})

test('surrounding whitespace is trimmed before the check', () => {
  expect(safeHttpUrl('  https://files.example.com/a.pdf\n')).toBe('https://files.example.com/a.pdf')
  expect(safeHttpUrl('\t javascript:alert(1)')).toBeNull()
})

test.each([
  ['javascript:alert(1)'],
  ['JavaScript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['vbscript:msgbox(1)'],
  ['file:///etc/passwd'],
  ['ftp://files.example.com/a.pdf'],
  ['mailto:ap@example.com'],
  ['/invoices/a.pdf'],
  ['invoices/a.pdf'],
  ['//evil.example.com/a.pdf'],
  ['https://'],
  ['http://exa mple.com'],
  [''],
  ['   '],
  [null],
  [undefined],
])('%j never becomes a link', (value) => {
  expect(safeHttpUrl(value)).toBeNull()
})

test('whatever the input, the result is null or an http(s) URL', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:')),
      (value) => {
        const result = safeHttpUrl(value)
        if (result !== null) expect(new URL(result).protocol).toMatch(/^https?:$/)
      },
    ),
  )
})

test.each([
  ['https://bank.com@evil.com/x.pdf'],
  ['https://user:pass@files.example.com/a.pdf'],
  ['https://:pass@files.example.com/a.pdf'],
  ['http://user@localhost:8080/a.pdf'],
])('%j carries a user name or password: never a link', (value) => {
  expect(safeHttpUrl(value)).toBeNull()
  expect(parseSafeHttpUrl(value)).toBeNull()
})

test('the host of a safe URL is the one the browser asks for, look-alike letters in punycode', () => {
  expect(parseSafeHttpUrl('https://files.example.com:8443/a.pdf')?.host).toBe(
    'files.example.com:8443',
  )
  expect(parseSafeHttpUrl('https://bаnk.com/x.pdf')?.host).toBe('xn--bnk-6cd.com')
})
