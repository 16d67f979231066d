import fc from 'fast-check'
import { expect, test } from 'vitest'
import { checkBaseUrl } from './base-url'
import { apiConnection, type Connection } from './connection'
import {
  browserStores,
  CONNECTION_STORAGE_KEY,
  readSavedConnection,
  startupConnection,
  type KeyStores,
} from './key-storage'
import { chooseDemoData, saveConnection, storedConnectionText } from './save-connection'
import { forgetSavedConnection } from './forget-saved-connection'

const secret = 'sk_live_4f9a2c'
const connection = (apiKey = secret): Connection =>
  apiConnection({ root: 'https://invoices.example.com', apiKey, plan: 'pro' })

const dump = (store: Storage) =>
  Array.from({ length: store.length }, (_, index) => {
    const name = store.key(index) ?? ''
    return `${name}=${store.getItem(name) ?? ''}`
  }).join('\n')
const everything = () => dump(window.sessionStorage) + dump(window.localStorage)

test('by default the connection is kept in this tab (sessionStorage) only', () => {
  const saved = connection()
  saveConnection(saved, { remember: false })
  expect(window.sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toContain(secret)
  expect(window.localStorage.length).toBe(0)
  expect(readSavedConnection()).toEqual({ connection: saved, remembered: false })
})

test('when remembered it is kept on the device (localStorage) and not in the tab', () => {
  const saved = connection()
  saveConnection(saved, { remember: true })
  expect(window.localStorage.getItem(CONNECTION_STORAGE_KEY)).toContain(secret)
  expect(window.sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull()
  expect(readSavedConnection()).toEqual({ connection: saved, remembered: true })
})

test('saving again without "remember" takes the key off the device', () => {
  saveConnection(connection(), { remember: true })
  saveConnection(connection('sk_other'), { remember: false })
  expect(window.localStorage.length).toBe(0)
  expect(everything()).not.toContain(secret)
  expect(readSavedConnection()?.connection.apiKey).toBe('sk_other')
})

test('a closed tab forgets an unremembered key; a remembered one comes back', () => {
  saveConnection(connection(), { remember: false })
  window.sessionStorage.clear()
  expect(readSavedConnection()).toBeNull()

  saveConnection(connection(), { remember: true })
  window.sessionStorage.clear()
  expect(readSavedConnection()?.connection.apiKey).toBe(secret)
})

test('"Use demo data" forgets nothing by itself', () => {
  const saved = connection()
  saveConnection(saved, { remember: true })
  chooseDemoData({ plan: 'standard', remember: true })
  expect(readSavedConnection()).toEqual({ connection: saved, remembered: true })
  expect(startupConnection({ demoAvailable: true })).toMatchObject({ kind: 'demo' })
})

test('"Use demo data" with "remember" unticked takes the key off the device, keeps it in the tab', () => {
  const saved = connection()
  saveConnection(saved, { remember: true })
  chooseDemoData({ plan: 'pro', remember: false })
  expect(window.localStorage.length).toBe(0)
  expect(readSavedConnection()).toEqual({ connection: saved, remembered: false })
  expect(startupConnection({ demoAvailable: true })).toMatchObject({ kind: 'demo', plan: 'pro' })
})

test('forgetting removes the key from the tab and the device', () => {
  saveConnection(connection(), { remember: true })
  saveConnection(connection(), { remember: false })
  window.localStorage.setItem(
    CONNECTION_STORAGE_KEY,
    window.sessionStorage.getItem(CONNECTION_STORAGE_KEY) ?? '',
  )
  // Saved twice, under two ids: the same address and key is the same key to forget.
  forgetSavedConnection({ id: 'api-other', root: 'https://invoices.example.com', apiKey: secret })
  expect(everything()).not.toContain(secret)
  expect(readSavedConnection()).toBeNull()
})

test('forgetting one connection leaves another saved on the device', () => {
  const mine = connection()
  saveConnection(mine, { remember: false })
  // Another tab remembered its own connection on the device since.
  const other = connection('sk_live_other')
  window.localStorage.setItem(CONNECTION_STORAGE_KEY, storedConnectionText(other))
  if (mine.kind !== 'api') throw new Error('an API connection')
  forgetSavedConnection(mine)
  expect(everything()).not.toContain(secret)
  expect(readSavedConnection()).toEqual({ connection: other, remembered: true })
})

test('the app opens on the saved connection, on demo data when chosen, else on demo or nothing', () => {
  expect(startupConnection({ demoAvailable: false })).toBeNull()
  expect(startupConnection({ demoAvailable: true })).toMatchObject({
    kind: 'demo',
    plan: 'standard',
  })

  const saved = connection()
  saveConnection(saved, { remember: false })
  expect(startupConnection({ demoAvailable: true })).toEqual(saved)
  expect(startupConnection({ demoAvailable: false })).toEqual(saved)

  chooseDemoData({ plan: 'standard', remember: false })
  expect(startupConnection({ demoAvailable: true })).toMatchObject({ kind: 'demo' })
  // A build without demo data ignores the choice and keeps the real connection.
  expect(startupConnection({ demoAvailable: false })).toEqual(saved)

  saveConnection(saved, { remember: false })
  expect(startupConnection({ demoAvailable: true })).toEqual(saved)
})

test('the connection id is random, never derived from the key', () => {
  const first = connection()
  const second = connection()
  expect(first.id).not.toBe(second.id)
  expect(first.id).toMatch(/^api-[0-9a-f]{32}$/)
  expect(first.id).not.toContain(secret)
})

test.each([
  ['not JSON', '{'],
  ['another shape', JSON.stringify({ apiKey: secret })],
  [
    'a tampered base URL',
    JSON.stringify({
      v: 1,
      id: `api-${'0'.repeat(32)}`,
      root: 'http://evil.example.com',
      plan: 'pro',
      apiKey: secret,
    }),
  ],
  [
    'an unnormalised base URL',
    JSON.stringify({
      v: 1,
      id: `api-${'0'.repeat(32)}`,
      root: 'https://x.example.com/',
      plan: 'pro',
      apiKey: secret,
    }),
  ],
  [
    'an unknown plan',
    JSON.stringify({
      v: 1,
      id: `api-${'0'.repeat(32)}`,
      root: 'https://x.example.com',
      plan: 'gold',
      apiKey: secret,
    }),
  ],
  [
    'a key with a line break',
    JSON.stringify({
      v: 1,
      id: `api-${'0'.repeat(32)}`,
      root: 'https://x.example.com',
      plan: 'pro',
      apiKey: 'a\nb',
    }),
  ],
  [
    'another version',
    JSON.stringify({
      v: 2,
      id: `api-${'0'.repeat(32)}`,
      root: 'https://x.example.com',
      plan: 'pro',
      apiKey: secret,
    }),
  ],
  [
    'an id that is not one of ours',
    JSON.stringify({
      v: 1,
      id: secret,
      root: 'https://x.example.com',
      plan: 'pro',
      apiKey: secret,
    }),
  ],
  [
    'a plan named like an object property',
    JSON.stringify({
      v: 1,
      id: `api-${'0'.repeat(32)}`,
      root: 'https://x.example.com',
      plan: 'toString',
      apiKey: secret,
    }),
  ],
  ['null', 'null'],
])('a stored entry with %s is ignored and removed', (_, text) => {
  window.localStorage.setItem(CONNECTION_STORAGE_KEY, text)
  expect(readSavedConnection()).toBeNull()
  expect(window.localStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull()
})

test('storage that is unavailable or refuses writes is survived', () => {
  const refusing: Storage = Object.assign(Object.create(window.localStorage) as Storage, {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError')
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError')
    },
  })
  const stores: KeyStores = { session: refusing, local: null }
  expect(saveConnection(connection(), { remember: false }, stores)).toBe(false)
  expect(saveConnection(connection(), { remember: true }, stores)).toBe(false)
  expect(readSavedConnection(stores)).toBeNull()
  expect(() => {
    forgetSavedConnection(
      { id: 'api-x', root: 'https://invoices.example.com', apiKey: secret },
      stores,
    )
  }).not.toThrow()
  expect(startupConnection({ demoAvailable: false }, stores)).toBeNull()
  expect(browserStores().session).toBe(window.sessionStorage)
})

test('property: every root the base-URL rules accept is read back after saving', () => {
  const roots = fc.oneof(
    fc.webUrl({ withQueryParameters: false, withFragments: false }),
    fc
      .tuple(
        fc.constantFrom('http://localhost', 'http://127.0.0.1:8787', 'http://[::1]:3000'),
        fc.array(fc.constantFrom('/', 'billing', 'api', 'v1', '%2F', 'ü', '.')),
      )
      .map(([origin, path]) => origin + path.join('')),
  )
  fc.assert(
    fc.property(roots, (input) => {
      const checked = checkBaseUrl(input)
      if (!checked.ok) return
      const saved = apiConnection({ root: checked.root, apiKey: secret, plan: 'standard' })
      saveConnection(saved, { remember: false })
      expect(readSavedConnection()?.connection).toEqual(saved)
    }),
    { numRuns: 500 },
  )
})
