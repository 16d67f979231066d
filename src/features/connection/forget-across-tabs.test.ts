import { expect, test } from 'vitest'
import { apiConnection, demoConnection } from './connection'
import { createConnectionStore } from './connection-store'
import { announceForget, followForgetInOtherTabs } from './forget-across-tabs'
import { readSavedConnection, saveConnection } from './key-storage'

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

test('a tab showing demo data drops the key it kept for switching back', async () => {
  const real = apiConnection({
    root: 'https://api.example.com',
    apiKey: 'sk_live_abc',
    plan: 'pro',
  })
  saveConnection(real, { remember: false })
  const store = createConnectionStore(demoConnection('standard'))
  const stop = followForgetInOtherTabs(store)

  announceForget(real.id)
  await settle()
  expect(readSavedConnection()).toBeNull()
  expect(store.get()?.kind).toBe('demo')
  stop()
})
