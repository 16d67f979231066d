/**
 * Characters that change how text looks without showing themselves: bidirectional controls (a
 * right-to-left override makes "INV‮1234" read "INV4321") and zero-width characters (a vendor name
 * that looks like another). On screen they become visible markers such as "⟨U+202E⟩".
 */
const hiddenCharacter = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g

export type TextPart = { text: string } | { hidden: string }

const codePointLabel = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/** The text cut into plain runs and hidden characters, each named by its code point ("U+202E"). */
export function splitHiddenCharacters(value: string): TextPart[] {
  const parts: TextPart[] = []
  let start = 0
  for (const match of value.matchAll(hiddenCharacter)) {
    if (match.index > start) parts.push({ text: value.slice(start, match.index) })
    parts.push({ hidden: codePointLabel(match[0]) })
    start = match.index + match[0].length
  }
  if (start < value.length) parts.push({ text: value.slice(start) })
  return parts
}

/** The text with each hidden character written as its marker, for tooltips and plain strings. */
export function revealHiddenCharacters(value: string): string {
  return value.replace(hiddenCharacter, (character) => `⟨${codePointLabel(character)}⟩`)
}
