import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageShortcutActions, type InvoicePageParts } from './page-shortcut-actions'

function renderPage({ searchBox = false } = {}) {
  document.body.innerHTML = `
    <div id="bar"><label>Vendor <input type="text" id="vendor"></label></div>
    ${searchBox ? '<input type="search" id="search" aria-label="Search invoices">' : ''}
    <section id="results"><table><tbody>
      <tr><td><button class="invoice-number-button">INV-1</button></td></tr>
      <tr><td><button class="invoice-number-button">INV-2</button></td></tr>
      <tr><td><button class="invoice-number-button">INV-3</button></td></tr>
    </tbody></table></section>`
  const stepPages = vi.fn<(pages: 1 | -1) => void>()
  const parts: InvoicePageParts = {
    filterBar: { current: document.getElementById('bar') },
    results: () => document.getElementById('results'),
    focusResults: () => undefined,
    canGoNext: true,
    canGoBack: false,
    stepPages,
  }
  return { parts, stepPages }
}

const focusedText = () => document.activeElement?.textContent

afterEach(() => {
  document.body.innerHTML = ''
})

describe('pageShortcutActions', () => {
  it('moves along the rows, from outside them to the first or the last, and stops at either end', () => {
    const { parts } = renderPage()
    const actions = pageShortcutActions(parts)
    actions.nextRow()
    expect(focusedText()).toBe('INV-1')
    actions.nextRow()
    actions.nextRow()
    actions.nextRow()
    expect(focusedText()).toBe('INV-3')
    actions.previousRow()
    expect(focusedText()).toBe('INV-2')
    ;(document.getElementById('vendor') as HTMLElement).focus()
    actions.previousRow()
    expect(focusedText()).toBe('INV-3')
  })

  it('finds the search box when there is one, and the vendor field when there is not', () => {
    const withoutSearch = renderPage()
    pageShortcutActions(withoutSearch.parts).focusSearch()
    expect(document.activeElement?.id).toBe('vendor')
    const withSearch = renderPage({ searchBox: true })
    pageShortcutActions(withSearch.parts).focusSearch()
    expect(document.activeElement?.id).toBe('search')
  })

  it('turns the page only where the pager can go', () => {
    const { parts, stepPages } = renderPage()
    const actions = pageShortcutActions(parts)
    actions.previousPage()
    expect(stepPages).not.toHaveBeenCalled()
    actions.nextPage()
    expect(stepPages).toHaveBeenCalledExactlyOnceWith(1)
  })

  it('does nothing to the rows when the page has none', () => {
    const { parts } = renderPage()
    document.querySelector('tbody')?.replaceChildren()
    pageShortcutActions(parts).nextRow()
    expect(document.activeElement).toBe(document.body)
  })
})
