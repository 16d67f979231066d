/**
 * "Rows per page" remembered on this device. How it meets the URL (the URL always wins):
 * - a link that names any filter or position is shown exactly as written, so a shared link opens
 *   the same view for everyone; no `limit` there means the API's default, 50;
 * - only when the page is entered at a bare `/invoices` (no filter parameters at all) does the
 *   remembered size fill in, and it is written into the URL at once (replace), so what is on screen
 *   is always what a copied link reopens;
 * - it is remembered when the user picks a size, never when a link carries one.
 */
import { readDeviceItem, writeDeviceItem } from '../../../lib/web-storage'
import { DEFAULT_LIMIT, isPageSize } from '../../../api/invoice-filters'

export const ROWS_PER_PAGE_STORAGE_KEY = 'invoice-dashboard.rows-per-page'

/** The remembered size, or the default when none is stored or storage is unavailable. */
export function rememberedPageSize(): number {
  const stored = readDeviceItem(ROWS_PER_PAGE_STORAGE_KEY) ?? ''
  const size = /^\d{1,3}$/.test(stored) ? Number(stored) : DEFAULT_LIMIT
  return isPageSize(size) ? size : DEFAULT_LIMIT
}

export function rememberPageSize(size: number): void {
  if (!isPageSize(size)) return
  // Not remembering (storage refused) is harmless: the URL still carries the size.
  writeDeviceItem(ROWS_PER_PAGE_STORAGE_KEY, String(size))
}
