/**
 * What the invoice page's keyboard shortcuts do (the app renders the shortcuts themselves, a chunk of
 * their own): find the search or vendor field, turn the page, move along the rows.
 */
import type { RefObject } from 'react'

export interface InvoicePageActions {
  focusSearch: () => void
  nextPage: () => void
  previousPage: () => void
  nextRow: () => void
  previousRow: () => void
}

interface PageParts {
  /** The filter bar, whose vendor field "/" finds when there is no search box. */
  filterBar: RefObject<HTMLElement | null>
  /** The results section, whose rows the row keys move along. */
  results: HTMLElement | null
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

/**
 * The actions, reading the page's parts when a key is pressed: `parts` is called then, not when the
 * page renders, where refs and the document may not be read.
 */
export function pageShortcutActions(parts: () => PageParts): InvoicePageActions {
  return {
    focusSearch: () => {
      const field =
        document.querySelector<HTMLInputElement>('input[type="search"]') ??
        parts().filterBar.current?.querySelector<HTMLInputElement>(
          'input[type="text"], input:not([type])',
        )
      field?.focus()
    },
    nextPage: () => {
      const { canGoNext, stepPages } = parts()
      if (canGoNext) stepPages(1)
    },
    previousPage: () => {
      const { canGoBack, stepPages } = parts()
      if (canGoBack) stepPages(-1)
    },
    nextRow: () => {
      moveRowFocus(parts().results, 1)
    },
    previousRow: () => {
      moveRowFocus(parts().results, -1)
    },
  }
}
