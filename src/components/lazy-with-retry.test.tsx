import { act, render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
import { expect, test } from 'vitest'
import { lazyWithRetry } from './lazy-with-retry'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

function showIn(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  )
}

test('loaded ahead, it renders in the same commit as what shows it, with no fallback', async () => {
  const LazyGreeting = lazyWithRetry(() => Promise.resolve(Greeting))
  LazyGreeting.preload()
  await act(() => Promise.resolve())
  showIn(LazyGreeting)
  expect(screen.getByText('Hello Ada')).toBeInTheDocument()
  expect(screen.queryByText('Loading')).not.toBeInTheDocument()
})

test('not loaded ahead, it shows the fallback first, then itself', async () => {
  const LazyGreeting = lazyWithRetry(() => Promise.resolve(Greeting))
  showIn(LazyGreeting)
  expect(screen.getByText('Loading')).toBeInTheDocument()
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
})
