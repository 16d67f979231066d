import { KeyboardShortcuts } from '../features/shortcuts/keyboard-shortcuts'
import {
  pageShortcutActions,
  type InvoicePageParts,
} from '../features/invoices/page-shortcut-actions'
import { useFocusAfterHistory } from '../features/invoices/view/use-focus-after-history'

/**
 * What the invoice page does for the keyboard beyond its controls: the shortcuts, with what the keys
 * do there, and focus kept in the page after Back and Forward. A chunk of its own.
 */
export function InvoicePageShortcuts({ page }: { page: InvoicePageParts }) {
  useFocusAfterHistory(page)
  return <KeyboardShortcuts actions={pageShortcutActions(page)} />
}
