import { expect, test } from 'vitest'
import { checkApiKey, isPlan } from './connection'

test('an API key is trimmed of paste artefacts and otherwise kept exactly', () => {
  expect(checkApiKey('  sk_live_AbC-123.x/y+z=  ')).toEqual({
    ok: true,
    apiKey: 'sk_live_AbC-123.x/y+z=',
  })
})

test.each(['', '   ', 'two words', 'line\nbreak', 'tab\there', 'ключ', 'x'.repeat(4097)])(
  'a key that cannot travel in an Authorization header is refused: %j',
  (input) => {
    const result = checkApiKey(input)
    expect(result.ok).toBe(false)
    if (!result.ok && input.trim() !== '') expect(result.message).not.toContain(input.trim())
  },
)

test('plans are known by name only', () => {
  expect(isPlan('standard')).toBe(true)
  expect(isPlan('pro')).toBe(true)
  expect(isPlan('toString')).toBe(false)
  expect(isPlan(null)).toBe(false)
})
