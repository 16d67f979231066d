/** Takes the browser off line or back, as jsdom cannot: `navigator.onLine` and its window event. */
import { act } from '@testing-library/react'
import { vi } from 'vitest'

export function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}
