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

test('each connection gets its own session; switching drops the old one’s cache', () => {
  const store = createConnectionStore(demoConnection('standard'))
  const demo = store.session()
  expect(demo).toMatchObject({ id: 'demo-standard', requestsPerMinute: 100 })
  demo?.queryClient.setQueryData(['invoices', 'demo-standard'], ['a page'])

  store.set(demoConnection('standard'))
  expect(store.session()).toBe(demo)
  expect(demo?.queryClient.getQueryData(['invoices', 'demo-standard'])).toEqual(['a page'])

  store.set(apiConnection({ root: 'https://api.example.com', apiKey: 'sk_1', plan: 'pro' }))
  const real = store.session()
  expect(real).not.toBe(demo)
  expect(real?.queryClient).not.toBe(demo?.queryClient)
  expect(real?.rateLimit).not.toBe(demo?.rateLimit)
  expect(real).toMatchObject({ requestsPerMinute: 500, target: { apiKey: 'sk_1' } })
  expect(real?.queryClient.getQueryCache().getAll()).toHaveLength(0)
  expect(demo?.queryClient.getQueryCache().getAll()).toHaveLength(0)

  store.set(null)
  expect(store.session()).toBeNull()
})
