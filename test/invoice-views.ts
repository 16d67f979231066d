/** Helpers for tests that move between invoice views: seeded rows, request searches, history. */
import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { MockInvoice } from '../src/mocks/invoice-factory'
import { invoiceDb } from '../src/mocks/invoice-db'
import { makeInvoice } from './invoice-fixtures'

/** `count` invoices, newest first by id order, each shaped by `shape(index)`. */
export function seedInvoices(
  count: number,
  shape: (index: number) => Partial<MockInvoice> = () => ({}),
): MockInvoice[] {
  const invoices = Array.from({ length: count }, (_, index) =>
    makeInvoice({
      id: `inv_${String(index).padStart(5, '0')}`,
      invoiceNumber: `N-${index}`,
      ...shape(index),
    }),
  )
  invoiceDb.seed(invoices)
  return invoices
}

/** The query strings of the recorded API requests, in the order they were sent. */
export const searchesOf = (requests: readonly URL[]) => requests.map((url) => url.search)

/**
 * Waits until the recorded requests are exactly `expected`, and checks they still are a task later.
 * Use it when the list ends with a prefetch: that leaves in an effect after its page shows, so it
 * may trail the rows by a tick.
 */
export async function waitForSearches(requests: readonly URL[], expected: readonly string[]) {
  await waitFor(() => {
    expect(searchesOf(requests)).toEqual(expected)
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(searchesOf(requests)).toEqual(expected)
}

/** Browser Back/Forward: jsdom moves through history asynchronously, then fires popstate. */
export async function goInHistory(delta: number) {
  await act(async () => {
    window.history.go(delta)
    await new Promise<void>((resolve) => {
      const done = () => {
        window.removeEventListener('popstate', done)
        resolve()
      }
      window.addEventListener('popstate', done)
    })
  })
}
