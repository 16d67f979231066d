import fc from 'fast-check'
import { getDomain as listGetDomain, getPublicSuffix } from 'tldts'
import { expect, test } from 'vitest'
import { getDomain } from './tldts'

// How tough-cookie calls it.
const listOptions = { allowIcannDomains: true, allowPrivateDomains: true }

test('the real tldts answers here: the demo-only shim does not leak into Vitest', () => {
  expect(listGetDomain('a.b.co.uk', listOptions)).toBe('b.co.uk')
})

test.each([
  'localhost',
  '127.0.0.1',
  '[::1]',
  '::1',
  'example.com',
  'api.example.com',
  'a.b.example.com',
  'Example.COM',
  'example.com.',
  'invoices.example',
  'foo.localhost',
  'bücher.de',
  'a_b.example.com',
  'com',
  '',
  '.',
  'a..b',
  '-a.com',
  'a-.com',
  '256.1.1.1',
  '1.2.3.4.5',
  `${'a'.repeat(64)}.com`,
])('agrees with the public-suffix list on %j', (host) => {
  expect(getDomain(host)).toBe(listGetDomain(host, listOptions))
})

test.each([
  ['a.b.co.uk', 'co.uk', 'b.co.uk'],
  ['co.uk', 'co.uk', null],
  ['x.github.io', 'github.io', 'x.github.io'],
])(
  'without the list, a host under a multi-label suffix gets its last two labels (%j)',
  (host, shim, list) => {
    expect(getDomain(host)).toBe(shim)
    expect(listGetDomain(host, listOptions)).toBe(list)
  },
)

test('never throws, and answers null or the last two labels of the host', () => {
  fc.assert(
    fc.property(fc.oneof(fc.domain(), fc.ipV4(), fc.ipV6(), fc.string()), (host) => {
      const domain = getDomain(host)
      if (domain === null) return
      expect(domain.split('.')).toHaveLength(2)
      expect(host.toLowerCase().replace(/\.$/, '').endsWith(domain)).toBe(true)
    }),
  )
})

test('agrees with the list on any domain whose public suffix is one label', () => {
  fc.assert(
    fc.property(fc.domain(), (host) => {
      fc.pre(!getPublicSuffix(host, listOptions)?.includes('.'))
      expect(getDomain(host)).toBe(listGetDomain(host, listOptions))
    }),
  )
})
