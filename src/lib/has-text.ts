/**
 * A string with something in it besides whitespace. The API's text fields may be missing, null,
 * blank or not strings at all, and each of those shows the same way.
 */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}
