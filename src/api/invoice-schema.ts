/**
 * The shapes the server sends, parsed tolerantly: only `id` is relied on, and a bad field becomes
 * `null` in its own cell instead of rejecting the row or the page. Uses zod's mini build, which
 * tree-shakes to a fraction of the classic API's size in the initial bundle.
 */
import * as z from 'zod/mini'
import { readDecimalAmount } from '../lib/decimal-amount'

/** A field that degrades to `null` when missing or of the wrong type. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), null)

const finiteNumber = z.number().check(z.refine(Number.isFinite))

/** A number, or a decimal string ("1234.50") read exactly; anything else is a bad value (null). */
const amount = z.union([finiteNumber, z.pipe(z.string(), z.transform(readDecimalAmount))])

const tagList = z.pipe(
  z.array(z.unknown()),
  z.transform((tags) => tags.filter((tag): tag is string => typeof tag === 'string')),
)

const usableId = z.union([
  z.string().check(z.minLength(1)),
  z.pipe(finiteNumber, z.transform(String)),
])

export const invoiceSchema = z.object({
  id: usableId,
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
export const invoiceRowSchema = z.object({ ...invoiceSchema.shape, id: lenient(usableId) })

const count = z.int().check(z.nonnegative())

/** The envelope: `invoices` must be an array; the numbers fall back to what was asked for. */
export const invoicePageEnvelopeSchema = z.object({
  invoices: z.array(z.unknown()),
  total: lenient(count),
  limit: lenient(count),
  offset: lenient(count),
})
