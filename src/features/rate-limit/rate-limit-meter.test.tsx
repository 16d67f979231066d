import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
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

describe('once the window a reading came from must have ended', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2026-11-22T10:42:05'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })

  test('the old count is no longer claimed: the limit is unknown, with what was read and when', () => {
    const { read } = renderMeter()
    const readAt = Date.now()
    read(73)
    act(() => {
      vi.advanceTimersByTime(59_999)
    })
    expect(screen.getByRole('meter', { name: 'API requests left this minute' })).toHaveAttribute(
      'aria-valuenow',
      '73',
    )
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByRole('meter')).not.toBeInTheDocument()
    expect(screen.getByText('Requests left this minute: unknown')).toBeInTheDocument()
    expect(screen.getByText(`(73 left as of ${clock.format(readAt)})`)).toBeInTheDocument()

    // An hour later it says no more than that, and the next answer's count replaces it.
    act(() => {
      vi.advanceTimersByTime(3_600_000)
    })
    expect(screen.getByText('Requests left this minute: unknown')).toBeInTheDocument()
    read(99)
    expect(screen.getByRole('meter', { name: 'API requests left this minute' })).toHaveAttribute(
      'aria-valuetext',
      '99 of 100 requests left this minute',
    )
    expect(screen.queryByText(/ left as of /)).not.toBeInTheDocument()
  })

  test('the window ends a minute after its first reading, not its last', () => {
    const { read } = renderMeter()
    read(99)
    act(() => {
      vi.advanceTimersByTime(50_000)
    })
    read(73)
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(screen.queryByRole('meter')).not.toBeInTheDocument()
    expect(screen.getByText('Requests left this minute: unknown')).toBeInTheDocument()
  })

  test('"Try now" after a 429 ends the window the refusal spoke for: its 0 is no longer claimed', () => {
    const { store, read } = renderMeter()
    read(5)
    act(() => {
      store.observe({ remaining: 0, retryAfterSeconds: 30 })
    })
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0')
    act(() => {
      store.endCooldown()
    })
    act(() => {
      vi.advanceTimersByTime(0)
    })
    expect(screen.queryByRole('meter')).not.toBeInTheDocument()
    expect(screen.getByText('Requests left this minute: unknown')).toBeInTheDocument()
  })
})
