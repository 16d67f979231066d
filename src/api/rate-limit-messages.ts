/**
 * What tabs open on the same connection tell each other about its rate limit (rate-limit-store.ts
 * shares readings, spending and cooldowns with them): the channel's name and the messages' shapes.
 */
import * as z from 'zod/mini'

const time = z.number().check(z.nonnegative())
const count = z.int().check(z.nonnegative())

/**
 * What tabs tell each other, checked at the boundary like any other input: a bad message is dropped,
 * never half-applied. Each tab applies a peer's event exactly as if it had happened locally. The
 * fields are listed by `type` and dispatched by hand: zod's discriminated unions and literals would
 * add their code to the initial bundle for this one message.
 */
const peerMessageFields = {
  sent: z.object({ at: time }),
  answered: z.object({
    at: time,
    remaining: z.nullable(count),
    retryAfterSeconds: z.optional(time),
  }),
  hello: z.object({}),
  state: z.object({
    remaining: z.nullable(count),
    readAt: z.nullable(time),
    windowResetAt: z.nullable(time),
    cooldownUntil: z.nullable(time),
  }),
}
type PeerMessageType = keyof typeof peerMessageFields
type PeerFields<T extends PeerMessageType> = z.infer<(typeof peerMessageFields)[T]>
/** Each `type` with its fields (`hello` has none: its index signature is dropped). */
export type PeerMessage = {
  [T in PeerMessageType]: { type: T } & {
    [K in keyof PeerFields<T> as string extends K ? never : K]: PeerFields<T>[K]
  }
}[PeerMessageType]

export function readPeerMessage(data: unknown): PeerMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const type: unknown = Reflect.get(data, 'type')
  if (typeof type !== 'string' || !Object.hasOwn(peerMessageFields, type)) return null
  const fields = z.safeParse(peerMessageFields[type as PeerMessageType], data)
  // The fields were checked against the schema of this very `type`.
  return fields.success ? ({ ...fields.data, type } as PeerMessage) : null
}

export function rateLimitChannelName(connectionId: string): string {
  return `invoice-dashboard:rate-limit:${connectionId}`
}
