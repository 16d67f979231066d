import { expect, test, vi } from 'vitest'
import { apiConnection, demoConnection } from './connection'
import { createConnectionStore } from './connection-store'

test('the same connection chosen again is no change; another one is', () => {
  const demo = demoConnection('standard')
  const store = createConnectionStore(demo)
  const listener = vi.fn()
  store.subscribe(listener)

  store.set(demoConnection('standard'))
  expect(store.get()).toBe(demo)
  expect(listener).not.toHaveBeenCalled()

  const real = apiConnection({ root: 'https://api.example.com', apiKey: 'sk_1', plan: 'pro' })
  store.set(real)
  expect(store.get()).toBe(real)
  store.set(null)
  expect(store.get()).toBeNull()
  expect(listener).toHaveBeenCalledTimes(2)
})
