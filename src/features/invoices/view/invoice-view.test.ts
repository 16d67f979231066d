import fc from 'fast-check'
import { expect, test } from 'vitest'
import { defaultInvoiceFilters } from '../../../api/invoice-filters'
import {
  clampToTotal,
  clearFilters,
  followServerPageSize,
  hasActiveFilters,
  invoiceViewSearchParams,
  lastPageOffset,
  pageAt,
  parseInvoiceView,
  patchFilters,
  readNavigationState,
  resizePage,
  searchView,
  sortView,
  type InvoiceView,
} from './invoice-view'

const at = (search: string) => parseInvoiceView(new URLSearchParams(search)).view
const searchOf = (view: InvoiceView | undefined) =>
  view ? invoiceViewSearchParams(view).toString() : null

test('a view reads the filters, then sort and q, and writes them back in that order', () => {
  const { view, corrections } = parseInvoiceView(
    new URLSearchParams('q=acme&sort=-amount&status=paid&offset=50'),
  )
  expect(corrections).toEqual([])
  expect(view.filters).toMatchObject({ status: 'paid', offset: 50 })
  expect(view.local).toEqual({ sort: { key: 'amount', descending: true }, query: 'acme' })
  expect(searchOf(view)).toBe('status=paid&offset=50&sort=-amount&q=acme')
})

test('an unknown sort is dropped with a note after the filters’ own notes', () => {
  const { view, corrections } = parseInvoiceView(new URLSearchParams('sort=colour&status=bogus'))
  expect(view.local.sort).toBeNull()
  expect(corrections).toEqual([
    'Unknown status "bogus" was ignored.',
    'Unknown sort "colour" was ignored.',
  ])
})

test('a remembered page size replaces the parsed one', () => {
  const { view } = parseInvoiceView(new URLSearchParams(''), 10)
  expect(view.filters.limit).toBe(10)
  expect(searchOf(view)).toBe('limit=10')
})

test('parsing never throws, and what it writes reads back as itself', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.tuple(
          fc.constantFrom(
            'status',
            'vendor',
            'startDate',
            'endDate',
            'limit',
            'offset',
            'sort',
            'q',
          ),
          fc.string(),
        ),
      ),
      (pairs) => {
        const { view } = parseInvoiceView(new URLSearchParams(pairs))
        const again = parseInvoiceView(invoiceViewSearchParams(view))
        expect(again.corrections).toEqual([])
        expect(again.view).toEqual(view)
      },
    ),
  )
})

test('a filter change goes back to the first page; the same filter again is no change', () => {
  const view = at('status=paid&offset=100&sort=vendor')
  expect(searchOf(patchFilters(view, { vendor: 'Acme' })?.next)).toBe(
    'status=paid&vendor=Acme&sort=vendor',
  )
  expect(patchFilters(view, { status: 'paid' })).toBeNull()
})

test('clearing keeps rows per page and the sort, drops the search, and marks the entry', () => {
  const navigation = clearFilters(at('status=paid&limit=10&sort=vendor&q=x'))
  expect(searchOf(navigation.next)).toBe('limit=10&sort=vendor')
  expect(navigation).toMatchObject({ replace: false, state: { clearedFilters: true } })
  // Nothing to clear: the entry is replaced (drafts still reset), not duplicated.
  expect(clearFilters(at('limit=10'))).toMatchObject({ replace: true })
})

test('search as typed starts from the first page; sort and paging push an entry', () => {
  const view = at('offset=50&sort=vendor')
  expect(searchOf(searchView(view, 'a'))).toBe('sort=vendor&q=a')
  const sorted = sortView(view, { key: 'amount', descending: false })
  expect(sorted.replace).toBe(false)
  expect(searchOf(sorted.next)).toBe('sort=amount')
  expect(pageAt(view, 50)).toBeNull()
  expect(searchOf(pageAt(view, 100)?.next)).toBe('offset=100&sort=vendor')
})

test('a new page size keeps the first row on screen in view', () => {
  const view = at('offset=70&limit=10')
  expect(searchOf(resizePage(view, 25)?.next)).toBe('limit=25&offset=50')
  expect(resizePage(view, 10)).toBeNull()
})

test('a position between page boundaries opens at the start of its page, with a notice', () => {
  const { view, corrections } = parseInvoiceView(new URLSearchParams('offset=30&limit=100'))
  expect(searchOf(view)).toBe('limit=100')
  expect(corrections).toEqual(['The page position was tidied.'])
})

test('a server page size below the asked one keeps the first row in view, on a page start', () => {
  expect(followServerPageSize(at('offset=50'), 30)).toEqual({
    next: at('limit=30&offset=30'),
    replace: true,
    state: { notice: ['The server sends at most 30 invoices a page; rows per page follow it.'] },
  })
  expect(searchOf(followServerPageSize(at('offset=100'), 20)?.next)).toBe('limit=20&offset=100')
  expect(followServerPageSize(at('offset=50'), 50)).toBeNull()
})

test('a total below the position clamps to the last page with rows, with a notice', () => {
  const view = at('offset=200')
  expect(clampToTotal(view, 201)).toBeNull()
  expect(clampToTotal(view, 120)).toEqual({
    next: at('offset=100'),
    replace: true,
    state: { notice: ['That page no longer exists; showing the last page.'] },
  })
  expect(clampToTotal(view, 0)?.state).toEqual({
    notice: ['That page no longer exists; showing the first page.'],
  })
  expect(clampToTotal(at(''), 0)).toBeNull()
  expect(lastPageOffset(0, 50)).toBe(0)
  expect(lastPageOffset(0, 1)).toBe(0)
  expect(lastPageOffset(100, 50)).toBe(50)
  expect(lastPageOffset(101, 50)).toBe(100)
})

test('only the four filters count as active, and history state is read defensively', () => {
  expect(hasActiveFilters({ ...defaultInvoiceFilters, limit: 10, offset: 20 })).toBe(false)
  expect(hasActiveFilters({ ...defaultInvoiceFilters, endDate: '2026-01-01' })).toBe(true)
  expect(readNavigationState(null)).toEqual({})
  expect(readNavigationState({ notice: ['a', 1], clearedFilters: 'yes' })).toEqual({
    notice: ['a'],
  })
})
