import { KeyboardShortcuts } from '../features/shortcuts/keyboard-shortcuts'
import {
  pageShortcutActions,
  type InvoicePageParts,
} from '../features/invoices/page-shortcut-actions'

/** The keyboard shortcuts on the invoice page: a chunk of its own, with what the keys do there. */
export function InvoicePageShortcuts({ page }: { page: InvoicePageParts }) {
  return <KeyboardShortcuts actions={pageShortcutActions(page)} />
}
