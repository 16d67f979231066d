/**
 * Which optional columns are shown, remembered on this device. localStorage is read defensively
 * (anything unexpected falls back to the defaults) and a failed write keeps the choice for the tab.
 */
import { useSyncExternalStore } from 'react'
import type { ColumnVisibilityState, Updater } from '@tanstack/react-table'
import { invoiceColumnHeaders, rowHeaderColumnId, type InvoiceColumnId } from './invoice-columns'
import { readDeviceItem, writeDeviceItem } from '../../../lib/web-storage'

export type InvoiceColumnVisibility = Readonly<Record<InvoiceColumnId, boolean>>

export const INVOICE_COLUMNS_STORAGE_KEY = 'invoice-dashboard:invoice-columns'

export const defaultInvoiceColumnVisibility: InvoiceColumnVisibility = {
  invoiceNumber: true,
  vendor: true,
  amount: true,
  invoiceDate: true,
  dueDate: true,
  status: true,
  tags: true,
  attachmentUrl: true,
  id: false,
  emailId: false,
  createdAt: false,
  updatedAt: false,
}

/** Every column id, in table order. */
export const invoiceColumnIds = Object.keys(invoiceColumnHeaders).filter(
  (id): id is InvoiceColumnId => id in defaultInvoiceColumnVisibility,
)

/**
 * Known columns with a boolean take the stored value; the row header is always shown. Checked by
 * hand: a zod record schema here would put zod's record code in the initial bundle for one test.
 */
function sanitize(candidate: unknown): InvoiceColumnVisibility {
  const isObject = typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate)
  const stored: object = isObject ? candidate : {}
  const result = { ...defaultInvoiceColumnVisibility }
  for (const id of invoiceColumnIds) {
    const value: unknown = Object.hasOwn(stored, id) ? Reflect.get(stored, id) : undefined
    if (typeof value === 'boolean' && id !== rowHeaderColumnId) result[id] = value
  }
  return result
}

export function parseInvoiceColumnVisibility(raw: string | null): InvoiceColumnVisibility {
  if (raw === null) return defaultInvoiceColumnVisibility
  try {
    return sanitize(JSON.parse(raw))
  } catch {
    return defaultInvoiceColumnVisibility
  }
}

const listeners = new Set<() => void>()
/** Set when storage refused a write (private mode, quota): this tab keeps the choice anyway. */
let unsaved: string | null = null
let snapshot: { raw: string | null; value: InvoiceColumnVisibility } | null = null

function readRaw(): string | null {
  return unsaved ?? readDeviceItem(INVOICE_COLUMNS_STORAGE_KEY)
}

function getSnapshot(): InvoiceColumnVisibility {
  const raw = readRaw()
  if (snapshot?.raw !== raw) snapshot = { raw, value: parseInvoiceColumnVisibility(raw) }
  return snapshot.value
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab changed the columns: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === INVOICE_COLUMNS_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function setInvoiceColumnVisibility(updater: Updater<ColumnVisibilityState>) {
  const current = getSnapshot()
  const next = sanitize(typeof updater === 'function' ? updater({ ...current }) : updater)
  const raw = JSON.stringify(next)
  unsaved = writeDeviceItem(INVOICE_COLUMNS_STORAGE_KEY, raw) ? null : raw
  for (const listener of listeners) listener()
}

export function useInvoiceColumnVisibility(): InvoiceColumnVisibility {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/** The ids of the columns shown, in table order: what a saved view keeps. */
export const visibleInvoiceColumnIds = (visibility: InvoiceColumnVisibility): string[] =>
  invoiceColumnIds.filter((id) => visibility[id])

/** Shows exactly these columns (unknown ids are ignored; the row header always shows). */
export function showInvoiceColumns(ids: readonly string[]) {
  setInvoiceColumnVisibility(
    Object.fromEntries(invoiceColumnIds.map((id) => [id, ids.includes(id)])),
  )
}
