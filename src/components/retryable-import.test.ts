import { expect, test, vi } from 'vitest'
import { CHUNK_LOAD_ERROR, retryableImport } from './retryable-import'

const chunk = { name: 'chunk' }

test('loads once while it succeeds; a failure is named, and the next call loads again', async () => {
  const importer = vi
    .fn<() => Promise<typeof chunk>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(chunk)
  const load = retryableImport(importer)
  await expect(load()).rejects.toMatchObject({ name: CHUNK_LOAD_ERROR })
  const again = load()
  expect(load()).toBe(again)
  await expect(again).resolves.toBe(chunk)
  expect(load()).toBe(again)
  expect(importer).toHaveBeenCalledTimes(2)
})
