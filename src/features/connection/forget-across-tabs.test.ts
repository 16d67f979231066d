import { waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { apiConnection, demoConnection, type PersonalConnection } from './connection'
import { createConnectionStore } from './connection-store'
import {
  announceForget,
  followForgetInOtherTabs,
  FORGOTTEN_ELSEWHERE,
  listenForForget,
  type ForgottenTest,
} from './forget-across-tabs'
import { readSavedConnection } from './key-storage'
import { saveConnection } from './save-connection'

const real = (apiKey = 'sk_live_abc'): PersonalConnection =>
  apiConnection({ root: 'https://api.example.com', apiKey, plan: 'pro' })

test('another tab is told what was forgotten: the same id, or the same address and key', async () => {
  const told: ForgottenTest[] = []
  const stop = listenForForget((forgotten) => told.push(forgotten))
  const forgotten = real()
  await announceForget(forgotten)
  await waitFor(() => {
    expect(told).toHaveLength(1)
  })
  const [test] = told
  expect(await test?.(forgotten)).toBe(true)
  // Connected separately with the same key: another id, the same key.
  expect(await test?.(real())).toBe(true)
  expect(await test?.(real('sk_live_other'))).toBe(false)
  expect(await test?.({ ...forgotten, id: 'api-x', root: 'https://other.example.com' })).toBe(false)
  stop()
})

test('a tab connected with a forgotten key drops it and says why, when its screen opens', async () => {
  const connection = real()
  const store = createConnectionStore(connection)
  const stop = followForgetInOtherTabs(store)
  await announceForget(connection)
  await waitFor(() => {
    expect(store.get()).toBeNull()
  })
  expect(store.reason()).toBe(FORGOTTEN_ELSEWHERE)
  stop()
})

test('a tab showing demo data drops the key it kept for switching back', async () => {
  const connection = real()
  saveConnection(connection, { remember: false })
  const store = createConnectionStore(demoConnection('standard'))
  const stop = followForgetInOtherTabs(store)
  await announceForget(connection)
  await waitFor(() => {
    expect(readSavedConnection()).toBeNull()
  })
  expect(store.get()?.kind).toBe('demo')
  stop()
})
