import fc from 'fast-check'
import { expect, test } from 'vitest'
import { revealHiddenCharacters, splitHiddenCharacters } from './hidden-characters'

test('bidirectional controls and zero-width characters become markers', () => {
  expect(revealHiddenCharacters('INV\u202E1234')).toBe('INV⟨U+202E⟩1234')
  expect(revealHiddenCharacters('Ac\u200Bme\uFEFF')).toBe('Ac⟨U+200B⟩me⟨U+FEFF⟩')
  expect(revealHiddenCharacters('\u2066x\u2069\u200E\u200F\u061C\u2060\u202A')).toBe(
    '⟨U+2066⟩x⟨U+2069⟩⟨U+200E⟩⟨U+200F⟩⟨U+061C⟩⟨U+2060⟩⟨U+202A⟩',
  )
  expect(splitHiddenCharacters('INV\u202E1234')).toEqual([
    { text: 'INV' },
    { hidden: 'U+202E' },
    { text: '1234' },
  ])
})

test('ordinary text, right-to-left scripts included, is left as it is', () => {
  expect(revealHiddenCharacters('Société Générale · 株式会社サンプル · شركة')).toBe(
    'Société Générale · 株式会社サンプル · شركة',
  )
  expect(splitHiddenCharacters('Acme')).toEqual([{ text: 'Acme' }])
  expect(splitHiddenCharacters('')).toEqual([])
})

test('property: the parts put back together are the text, with nothing hidden left in them', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom('a', 'ب', '\u202E', '\u200B', '\uFEFF', '\u2067', ' ') }),
      (value) => {
        const parts = splitHiddenCharacters(value)
        const joined = parts
          .map((part) =>
            'text' in part
              ? part.text
              : String.fromCodePoint(Number.parseInt(part.hidden.slice(2), 16)),
          )
          .join('')
        expect(joined).toBe(value)
        expect(revealHiddenCharacters(value)).not.toMatch(/[\u202E\u200B\uFEFF\u2067]/)
      },
    ),
  )
})
