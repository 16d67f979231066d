/**
 * What the invoice page's keyboard shortcuts do: find the search or vendor field, turn the page,
 * move along the rows. Built inside the shortcuts' own chunk, from the parts the page hands them, so
 * none of it is in the first page's code.
 */
import type { RefObject } from 'react'

/** What the page's keyboard shortcuts can do (the app renders the shortcuts themselves). */
export interface InvoicePageActions {
  focusSearch: () => void
  nextPage: () => void
  previousPage: () => void
  nextRow: () => void
  previousRow: () => void
}

/** The parts of the invoice page its shortcuts act on, and where focus goes after Back/Forward. */
export interface InvoicePageParts {
  /** The filter bar, whose vendor field "/" finds when there is no search box. */
  filterBar: RefObject<HTMLElement | null>
  /** The results section, whose rows the row keys move along (looked up when a key is pressed). */
  results: () => HTMLElement | null
  /** Focus on the table's top, where paging puts it. */
  focusResults: () => void
  canGoNext: boolean
  canGoBack: boolean
  stepPages: (pages: 1 | -1) => void
}

/** Moves focus along the rows' invoice-number buttons; from outside them, to the first or last. */
function moveRowFocus(container: HTMLElement | null, step: 1 | -1) {
  const buttons = [
    ...(container?.querySelectorAll<HTMLElement>('tbody .invoice-number-button') ?? []),
  ]
  if (buttons.length === 0) return
  const current = buttons.indexOf(document.activeElement as HTMLElement)
  const next = current < 0 ? (step === 1 ? 0 : buttons.length - 1) : current + step
  buttons[Math.min(buttons.length - 1, Math.max(0, next))]?.focus()
}

/** The shortcuts' actions on the page; refs and the document are read only when a key is pressed. */
export function pageShortcutActions(page: InvoicePageParts): InvoicePageActions {
  return {
    focusSearch: () => {
      const search = document.querySelector<HTMLInputElement>('input[type="search"]')
      if (search) {
        search.focus()
        return
      }
      const bar = page.filterBar.current
      const vendor = bar?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')
      // At phone widths the filters fold away behind their "Filters" toggle, and a field that is
      // not rendered cannot take focus: unfold them first, as a tap on the toggle would. React
      // renders the open panel after this key's handler (a microtask later), so the focus waits for
      // the next frame (flushSync would do it at once, but would bring react-dom's index, 0.24 KB,
      // into the first page's code).
      const toggle = bar?.querySelector<HTMLElement>('button[aria-expanded="false"]')
      if (vendor && toggle && vendor.getClientRects().length === 0) {
        toggle.click()
        requestAnimationFrame(() => {
          vendor.focus()
        })
        return
      }
      vendor?.focus()
    },
    nextPage: () => {
      if (page.canGoNext) page.stepPages(1)
    },
    previousPage: () => {
      if (page.canGoBack) page.stepPages(-1)
    },
    nextRow: () => {
      moveRowFocus(page.results(), 1)
    },
    previousRow: () => {
      moveRowFocus(page.results(), -1)
    },
  }
}
