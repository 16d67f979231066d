/**
 * The shapes the server sends, parsed tolerantly: only `id` is relied on, and a bad field becomes
 * `null` in its own cell instead of rejecting the row or the page. Uses zod's mini build, which
 * tree-shakes to a fraction of the classic API's size in the initial bundle.
 */
import * as z from 'zod/mini'
import { readDecimalAmount } from '../lib/decimal-amount'

/** A field that degrades to `null` when missing or of the wrong type. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), null)

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * A value read by hand into a field. The unions, refinements and length checks zod would spell these
 * with add their code to the initial bundle; one transform reads the same.
 */
const readWith = <T>(read: (value: unknown) => T | null) => z.pipe(z.unknown(), z.transform(read))

/** A number, or a decimal string ("1234.50") read exactly; anything else is a bad value (null). */
const amount = readWith((value) => {
  if (isFiniteNumber(value)) return value
  return typeof value === 'string' ? readDecimalAmount(value) : null
})

const tagList = readWith((tags) =>
  Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : null,
)

/** A non-empty string, or a finite number written as a string; `null` when neither. */
const readUsableId = (value: unknown) => {
  if (typeof value === 'string') return value.length > 0 ? value : null
  return isFiniteNumber(value) ? String(value) : null
}

/** An invoice as the app holds it: its `id` already usable (see `invoiceRowSchema`). */
export const invoiceSchema = z.object({
  id: z.string(),
  vendor: lenient(z.string()),
  amount: lenient(amount),
  currency: lenient(z.string()),
  invoiceNumber: lenient(z.string()),
  invoiceDate: lenient(z.string()),
  dueDate: lenient(z.string()),
  /** Any string: values beyond pending/paid/overdue are shown as they are. */
  status: lenient(z.string()),
  tags: lenient(tagList),
  emailId: lenient(z.string()),
  attachmentUrl: lenient(z.string()),
  createdAt: lenient(z.string()),
  updatedAt: lenient(z.string()),
})
export type Invoice = z.infer<typeof invoiceSchema> & {
  /**
   * Set by the client, never read from the server: the row came without a usable `id`, so `id` is a
   * key generated from its position. Such a row is shown and marked, never dropped.
   */
  idMissing?: true
}

/** A row as received: the same fields, with an `id` that may be unusable (`null`). */
export const invoiceRowSchema = z.object({
  ...invoiceSchema.shape,
  id: lenient(readWith(readUsableId)),
})

const count = z.int().check(z.nonnegative())

/** The envelope: `invoices` must be an array; the numbers fall back to what was asked for. */
export const invoicePageEnvelopeSchema = z.object({
  invoices: z.array(z.unknown()),
  total: lenient(count),
  limit: lenient(count),
  offset: lenient(count),
})
