import { expect, test } from 'vitest'
import { apiConnection } from './connection'
import { createConnectionStore } from './connection-store'
import { announceForget, followForgetInOtherTabs } from './forget-across-tabs'

const settle = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 20)
  })

test('only the connection another tab forgot is dropped, and only once told', async () => {
  const real = apiConnection({
    root: 'https://api.example.com',
    apiKey: 'sk_live_abc',
    plan: 'pro',
  })
  const store = createConnectionStore(real)
  const stop = followForgetInOtherTabs(store)

  announceForget('api-00000000000000000000000000000000')
  await settle()
  expect(store.get()).toBe(real)

  announceForget(real.id)
  await settle()
  expect(store.get()).toBeNull()
  stop()
})
