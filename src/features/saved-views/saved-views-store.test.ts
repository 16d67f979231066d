import { expect, test } from 'vitest'
import {
  addView,
  MAX_SAVED_VIEWS,
  readSavedViews,
  removeView,
  renameView,
  SAVED_VIEWS_STORAGE_KEY,
  viewSearch,
  writeSavedViews,
  type SavedView,
} from './saved-views-store'

const view = (name: string, search = 'status=overdue'): SavedView => ({
  name,
  search,
  columns: ['invoiceNumber', 'vendor'],
})

test('views survive a round trip through storage', () => {
  writeSavedViews([view('Overdue'), view('Acme', 'vendor=acme&sort=-amount')])
  expect(readSavedViews()).toEqual({
    views: [view('Overdue'), view('Acme', 'vendor=acme&sort=-amount')],
    notice: null,
  })
})

test('corrupt storage is cleared with a notice, never a crash', () => {
  for (const raw of ['{not json', 'null', '[]', '{"version":0,"views":[]}', '{"version":1}']) {
    window.localStorage.setItem(SAVED_VIEWS_STORAGE_KEY, raw)
    expect(readSavedViews()).toEqual({
      views: [],
      notice: 'Your saved views could not be read and were cleared.',
    })
  }
})

test('a bad entry is dropped with a notice and the good ones kept', () => {
  window.localStorage.setItem(
    SAVED_VIEWS_STORAGE_KEY,
    JSON.stringify({ version: 1, views: [view('Good'), { name: '' }, 42, view('good')] }),
  )
  expect(readSavedViews()).toEqual({
    views: [view('Good')],
    notice: '3 saved views could not be read and were removed.',
  })
})

test('a view keeps only what a link carries: no key, no paging position, nothing unknown', () => {
  expect(
    viewSearch(
      new URLSearchParams('q=inv+42&offset=200&apiKey=sk_live&status=paid&sort=-amount&x=1'),
    ),
  ).toBe('status=paid&sort=-amount&q=inv+42')
  window.localStorage.setItem(
    SAVED_VIEWS_STORAGE_KEY,
    JSON.stringify({ version: 1, views: [view('Sneaky', 'key=sk_live&status=paid')] }),
  )
  expect(readSavedViews().views[0]?.search).toBe('status=paid')
})

test('a duplicate name asks first, then replaces; names compare without case', () => {
  const views = [view('Overdue')]
  expect(addView(views, view('overdue ', 'status=paid'))).toEqual({ ok: false, reason: 'exists' })
  expect(addView(views, view('OVERDUE', 'status=paid'), { replace: true })).toEqual({
    ok: true,
    views: [view('OVERDUE', 'status=paid')],
  })
  expect(addView(views, view('   '))).toEqual({ ok: false, reason: 'empty-name' })
})

test('at most 50 views; replacing one still works when full', () => {
  const full = Array.from({ length: MAX_SAVED_VIEWS }, (_, index) => view(`View ${index}`))
  expect(addView(full, view('One more'))).toEqual({ ok: false, reason: 'full' })
  expect(addView(full, view('View 3', 'status=paid'), { replace: true }).ok).toBe(true)
})

test('renaming keeps the view and refuses a name another view has', () => {
  const views = [view('A'), view('B')]
  expect(renameView(views, 'A', 'C')).toEqual({ ok: true, views: [view('C'), view('B')] })
  expect(renameView(views, 'A', 'b')).toEqual({ ok: false, reason: 'exists' })
  expect(renameView(views, 'A', 'a')).toEqual({ ok: true, views: [view('a'), view('B')] })
  expect(removeView(views, 'a')).toEqual([view('B')])
})
