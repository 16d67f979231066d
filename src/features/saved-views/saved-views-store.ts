/**
 * Saved views in localStorage under one versioned key. A view is what a link carries (filters, page
 * size, sort, search) plus the visible columns; never an API key or invoice data. Everything read
 * back is validated: a corrupt or old entry is dropped with a notice, never a crash.
 */
import * as z from 'zod/mini'
import { matchFilterNames } from '../../api/invoice-filters'
import { readDeviceItem, writeDeviceItem } from '../../lib/web-storage'

export const SAVED_VIEWS_STORAGE_KEY = 'invoice-dashboard.saved-views'
const VERSION = 1
export const MAX_SAVED_VIEWS = 50
export const MAX_VIEW_NAME_LENGTH = 60

/** The URL parameters a view keeps; anything else in the address is not part of a view. */
const viewParamNames = [...matchFilterNames, 'limit', 'sort', 'q'] as const

export interface SavedView {
  name: string
  /** The view's search params, e.g. `status=overdue&sort=-amount`. */
  search: string
  /** Visible column ids, in table order. */
  columns: string[]
}

const savedViewSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(MAX_VIEW_NAME_LENGTH)),
  search: z.string().check(z.maxLength(2_000)),
  columns: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(40)),
})

const storedSchema = z.object({ version: z.literal(VERSION), views: z.array(z.unknown()) })

export interface SavedViews {
  views: SavedView[]
  /** Said once when something stored could not be read and was dropped. */
  notice: string | null
}

/** Only the parameters a view keeps, in a fixed order, so one view has one spelling. */
export function viewSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of viewParamNames) {
    const value = params.get(name)
    if (value !== null && value !== '') kept.set(name, value)
  }
  return kept.toString()
}

const normaliseViewName = (name: string) =>
  name.replace(/\s+/gu, ' ').trim().slice(0, MAX_VIEW_NAME_LENGTH)

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0

export function readSavedViews(): SavedViews {
  const raw = readDeviceItem(SAVED_VIEWS_STORAGE_KEY)
  if (raw === null) return { views: [], notice: null }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    json = undefined
  }
  const stored = z.safeParse(storedSchema, json)
  if (!stored.success)
    return { views: [], notice: 'Your saved views could not be read and were cleared.' }
  const views: SavedView[] = []
  let dropped = 0
  for (const candidate of stored.data.views) {
    const view = z.safeParse(savedViewSchema, candidate)
    if (
      !view.success ||
      views.length >= MAX_SAVED_VIEWS ||
      views.some(({ name }) => sameName(name, view.data.name))
    ) {
      dropped += 1
      continue
    }
    // Only what a view may hold survives, whatever was stored.
    views.push({ ...view.data, search: viewSearch(new URLSearchParams(view.data.search)) })
  }
  const notice =
    dropped === 0
      ? null
      : `${dropped === 1 ? 'One saved view' : `${dropped} saved views`} could not be read and ${dropped === 1 ? 'was' : 'were'} removed.`
  return { views, notice }
}

/** True when stored; false when storage refused (the views then last for this tab only). */
export function writeSavedViews(views: readonly SavedView[]): boolean {
  return writeDeviceItem(SAVED_VIEWS_STORAGE_KEY, JSON.stringify({ version: VERSION, views }))
}

export type SaveOutcome =
  { ok: true; views: SavedView[] } | { ok: false; reason: 'empty-name' | 'exists' | 'full' }

/** Adds a view, or replaces one of the same name when `replace` is set. */
export function addView(
  views: readonly SavedView[],
  view: SavedView,
  { replace = false } = {},
): SaveOutcome {
  const name = normaliseViewName(view.name)
  if (name === '') return { ok: false, reason: 'empty-name' }
  const existing = views.findIndex((saved) => sameName(saved.name, name))
  if (existing >= 0 && !replace) return { ok: false, reason: 'exists' }
  if (existing < 0 && views.length >= MAX_SAVED_VIEWS) return { ok: false, reason: 'full' }
  const saved = { ...view, name }
  return {
    ok: true,
    views:
      existing >= 0
        ? views.map((old, index) => (index === existing ? saved : old))
        : [...views, saved],
  }
}

export function renameView(views: readonly SavedView[], from: string, to: string): SaveOutcome {
  const name = normaliseViewName(to)
  if (name === '') return { ok: false, reason: 'empty-name' }
  if (views.some((view) => sameName(view.name, name) && !sameName(view.name, from)))
    return { ok: false, reason: 'exists' }
  return {
    ok: true,
    views: views.map((view) => (sameName(view.name, from) ? { ...view, name } : view)),
  }
}

export const removeView = (views: readonly SavedView[], name: string) =>
  views.filter((view) => !sameName(view.name, name))
