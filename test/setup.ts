import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { invoiceDb } from '../src/mocks/invoice-db'
import { mockRateLimiter, server } from '../src/mocks/node'
import './dialog-polyfill'
import './match-media-stand-in'
import './resize-observer-stand-in'
import './scroll-into-view-stand-in'

// findBy* waits up to 3 s: room for a loaded 2-core CI machine, still quick to fail.
configure({ asyncUtilTimeout: 3_000 })

// An unhandled request is a test bug: the mock must describe every call the app makes.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  server.close()
})

beforeEach(() => {
  invoiceDb.seed([])
  mockRateLimiter.reset()
  // A React warning or any logged error fails the test that caused it.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  // A test that faked the clock or recorded requests gets both undone even when it fails midway.
  vi.useRealTimers()
  server.events.removeAllListeners()
  cleanup()
  server.resetHandlers()
  window.sessionStorage.clear()
  window.localStorage.clear()
})
