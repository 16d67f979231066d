import { act, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { RateLimitMeter } from './rate-limit-meter'
import { createRateLimitStore } from '../../api/rate-limit-store'

function renderMeter(limit = 100) {
  const store = createRateLimitStore(limit)
  render(<RateLimitMeter store={store} />)
  return {
    store,
    read: (remaining: number | null) => {
      act(() => {
        store.observe({ remaining })
      })
    },
  }
}

test('before any reading the limit is unknown: words, and no meter', () => {
  renderMeter()
  expect(screen.getByText('Requests left this minute: unknown')).toBeInTheDocument()
  expect(screen.queryByRole('meter')).not.toBeInTheDocument()
})

test('a reading shows as a meter against the plan, with the numbers in words', () => {
  const { read } = renderMeter()
  read(87)
  const meter = screen.getByRole('meter', { name: 'API requests left this minute' })
  expect(meter).toHaveAttribute('aria-valuenow', '87')
  expect(meter).toHaveAttribute('aria-valuemin', '0')
  expect(meter).toHaveAttribute('aria-valuemax', '100')
  expect(meter).toHaveAttribute('aria-valuetext', '87 of 100 requests left this minute')
  expect(screen.getByText('87 of 100 requests left this minute')).toBeInTheDocument()
})

test.each([
  [100, 50, null],
  [100, 49, 'Low'],
  [100, 10, 'Low'],
  [100, 9, 'Very low'],
  [100, 1, 'Very low'],
  [100, 0, 'None left'],
  [500, 249, 'Low'],
  [500, 49, 'Very low'],
])('on a plan of %i, %i left says %s in words, not colour alone', (limit, remaining, word) => {
  const { read } = renderMeter(limit)
  read(remaining)
  const meter = screen.getByRole('meter', { name: 'API requests left this minute' })
  for (const other of ['Low', 'Very low', 'None left']) {
    if (other === word) expect(screen.getByText(other)).toBeInTheDocument()
    else expect(screen.queryByText(other)).not.toBeInTheDocument()
  }
  if (word) expect(meter.getAttribute('aria-valuetext')).toContain(word.toLowerCase())
})

test('a reading never turns back into unknown or 0 because a later response lacked the header', () => {
  const { read } = renderMeter()
  read(42)
  read(null)
  expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '42')
})

test('a reading beyond the plan says the plan looks wrong instead of drawing a meter', () => {
  const { read } = renderMeter(100)
  read(100_000)
  expect(screen.queryByRole('meter')).not.toBeInTheDocument()
  expect(
    screen.getByText(
      'The server reports 100,000 requests left this minute, more than the plan’s 100: the plan chosen in the connection settings looks wrong.',
    ),
  ).toBeInTheDocument()
})

test('a 429 reads as none left, even when its response carried no count', () => {
  const { store, read } = renderMeter(100)
  read(2)
  act(() => {
    store.observe({ remaining: null, retryAfterSeconds: 55 })
  })
  expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0')
  expect(screen.getByText('None left')).toBeInTheDocument()
})

test('while requests are held for the next window the meter says 0, as the notice does', async () => {
  const { store, read } = renderMeter(3)
  read(1)
  // Three requests go out on one reading of 1: the budget holds the fourth, and the meter agrees.
  await store.acquire()
  const held = new AbortController()
  const waiting = store.acquire(held.signal).catch(() => undefined)
  await act(async () => {
    await Promise.resolve()
  })
  expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0')
  held.abort()
  await waiting
})
