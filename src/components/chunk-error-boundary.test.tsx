import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, type ComponentType } from 'react'
import { expect, test, vi } from 'vitest'
import { ChunkErrorBoundary } from './chunk-error-boundary'
import { lazyWithRetry } from './lazy-with-retry'
import { retryableImport } from './retryable-import'

function Details() {
  return <p>Invoice details</p>
}

/**
 * A chunk that fails to load while `offline` is true, as `import()` does without a network: a plain
 * loader, as the app's lazy parts pass one.
 */
function flakyChunk() {
  const network = { offline: true }
  const load = vi.fn(() =>
    network.offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Details),
  )
  return { network, load, LazyDetails: lazyWithRetry(load) }
}

const renderPage = (LazyDetails: ComponentType) =>
  render(
    <>
      <button type="button">Next page</button>
      <ChunkErrorBoundary what="the invoice details">
        <Suspense fallback={null}>
          <LazyDetails />
        </Suspense>
      </ChunkErrorBoundary>
    </>,
    // React reports errors its boundaries caught; here the failure is the point.
    { onCaughtError: () => undefined },
  )

test('a chunk that fails to load fails only its spot, and loads when back online', async () => {
  const { network, load, LazyDetails } = flakyChunk()
  renderPage(LazyDetails)

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not load the invoice details. It will load again when you are back online.',
  )
  expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument()

  network.offline = false
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
  expect(await screen.findByText('Invoice details')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('"Try again" loads the chunk again, and says so again while it still fails', async () => {
  const user = userEvent.setup()
  const { network, load, LazyDetails } = flakyChunk()
  renderPage(LazyDetails)

  await user.click(await screen.findByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the invoice details.')
  expect(load).toHaveBeenCalledTimes(2)

  network.offline = false
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Invoice details')).toBeInTheDocument()
})

test('a spot that comes up already failed while online tries again a few seconds later', async () => {
  const { network, load, LazyDetails } = flakyChunk()
  const first = renderPage(LazyDetails)
  expect(await screen.findByRole('alert')).toBeInTheDocument()
  first.unmount()

  // Shown again (React may also mount a spot afresh when a try fails): it fails at once, mounted so.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    renderPage(LazyDetails)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the invoice details.')
    network.offline = false
    await act(() => vi.advanceTimersByTimeAsync(3_000))
  } finally {
    vi.useRealTimers()
  }
  expect(await screen.findByText('Invoice details')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a failed spot that can be given up offers "Close"', async () => {
  const user = userEvent.setup()
  const onDismiss = vi.fn()
  const { LazyDetails } = flakyChunk()
  render(
    <ChunkErrorBoundary what="the invoice details" onDismiss={onDismiss}>
      <Suspense fallback={null}>
        <LazyDetails />
      </Suspense>
    </ChunkErrorBoundary>,
    { onCaughtError: () => undefined },
  )
  await user.click(await screen.findByRole('button', { name: 'Close' }))
  expect(onDismiss).toHaveBeenCalledOnce()
})

test('a loaded chunk is fetched once, however often it is asked for', async () => {
  const load = vi.fn(() => Promise.resolve(Details))
  const loadOnce = retryableImport(load)
  await Promise.all([loadOnce(), loadOnce()])
  await loadOnce()
  expect(load).toHaveBeenCalledOnce()
})
