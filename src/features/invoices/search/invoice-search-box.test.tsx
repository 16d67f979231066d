import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { InvoiceSearchBox, SEARCH_PAUSE_MS } from './invoice-search-box'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** The box over a page that shows each key at once and counts what it settles. */
function renderBox() {
  const settled: string[] = []
  function Page() {
    const [query, setQuery] = useState('')
    return (
      <InvoiceSearchBox
        query={query}
        onQueryChange={setQuery}
        onSettle={() => settled.push(query)}
        matches={0}
        sort={null}
      />
    )
  }
  render(<Page />)
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search invoices' })
  /**
   * Types on to `text` a key at a time, from what the box holds: keys as events, not user-event,
   * whose waits would run on the timers faked here.
   */
  const type = (text: string) => {
    for (let end = box.value.length + 1; end <= text.length; end += 1)
      fireEvent.change(box, { target: { value: text.slice(0, end) } })
  }
  const wait = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms)
    })
  }
  return { settled, type, wait, box }
}

test('what is typed settles once typing pauses, not on every key nor on its own', () => {
  const { settled, type, wait } = renderBox()
  wait(SEARCH_PAUSE_MS * 2)
  expect(settled).toEqual([])
  type('ac')
  wait(SEARCH_PAUSE_MS - 100)
  type('acme')
  wait(SEARCH_PAUSE_MS - 1)
  expect(settled).toEqual([])
  wait(1)
  expect(settled).toEqual(['acme'])
})

test('leaving the box settles what was typed at once', () => {
  const { settled, type, box } = renderBox()
  type('inv')
  fireEvent.blur(box)
  expect(settled).toEqual(['inv'])
})
