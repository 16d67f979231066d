import { renderHook, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { expect, test } from 'vitest'
import { useWalkRun, type Walk } from './use-walk-run'

const noBudget = {}
const describeFailure = (error: unknown) => `Failed: ${String(error)}`

test('a walk still running when its component goes is aborted', async () => {
  let seen: AbortSignal | null = null
  const walk: Walk = (signal) => {
    seen = signal
    return new Promise(() => undefined)
  }
  const { result, unmount } = renderHook(() => useWalkRun(noBudget, { describeFailure }))
  void result.current.start(walk)
  await waitFor(() => {
    expect(result.current.state.step).toBe('running')
  })
  expect(seen).not.toBeNull()
  unmount()
  expect(seen).toHaveProperty('aborted', true)
})

test('under StrictMode the opening walk runs once, and its rehearsed unmount is not a cancel', async () => {
  let runs = 0
  const walk: Walk = async () => {
    runs += 1
    await Promise.resolve()
    return { message: 'Loaded.' }
  }
  const { result } = renderHook(
    () => useWalkRun(noBudget, { describeFailure, opening: () => walk }),
    {
      wrapper: StrictMode,
    },
  )
  await waitFor(() => {
    expect(result.current.state).toEqual({ step: 'idle', message: 'Loaded.' })
  })
  expect(runs).toBe(1)
})
