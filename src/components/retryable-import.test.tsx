import { render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { expect, test, vi } from 'vitest'
import { CHUNK_LOAD_ERROR, retryableImport } from './retryable-import'

const chunk = { Greeting: () => <p>Hello</p> }

test('a chunk loaded before its first render is read in that render, with no fallback shown', async () => {
  const load = retryableImport(() => Promise.resolve(chunk))
  await load()
  function Reader() {
    const { Greeting } = use(load())
    return <Greeting />
  }
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Reader />
    </Suspense>,
  )
  expect(screen.getByText('Hello')).toBeInTheDocument()
  expect(screen.queryByText('Loading')).not.toBeInTheDocument()
})

test('loads once while it succeeds; a failure is named, and the next call loads again', async () => {
  const importer = vi
    .fn<() => Promise<typeof chunk>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(chunk)
  const load = retryableImport(importer)
  await expect(load()).rejects.toMatchObject({ name: CHUNK_LOAD_ERROR })
  await expect(load()).resolves.toBe(chunk)
  await expect(load()).resolves.toBe(chunk)
  expect(importer).toHaveBeenCalledTimes(2)
})
