import { expect, test, vi } from 'vitest'
import {
  rememberedPageSize,
  rememberPageSize,
  ROWS_PER_PAGE_STORAGE_KEY,
} from './rows-per-page-preference'

test('nothing remembered means the default of 50', () => {
  expect(rememberedPageSize()).toBe(50)
})

test('a picked size is remembered; anything else in storage is ignored', () => {
  rememberPageSize(25)
  expect(rememberedPageSize()).toBe(25)
  rememberPageSize(33)
  expect(rememberedPageSize()).toBe(25)
  window.localStorage.setItem(ROWS_PER_PAGE_STORAGE_KEY, '1e2')
  expect(rememberedPageSize()).toBe(50)
})

test('storage that throws is not an error', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })
  expect(() => {
    rememberPageSize(10)
  }).not.toThrow()
  expect(rememberedPageSize()).toBe(50)
})
