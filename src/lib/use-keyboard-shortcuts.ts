/**
 * Single-key shortcuts for the whole page. They are additions for people who use the keyboard a
 * lot, never the only way to do something, so they stand aside whenever a key could mean something
 * else: while typing in a field, inside an open dialog, and with Ctrl, Cmd or Alt held.
 */
import { useEffect, useRef } from 'react'

export type ShortcutHandlers = Partial<Record<string, () => void>>

const typingTargets = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'

/** True when a key press is the page's to take as a shortcut. */
function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false
  if (event.ctrlKey || event.metaKey || event.altKey) return false
  const target = event.target instanceof Element ? event.target : null
  if (target?.closest(typingTargets)) return false
  if (target?.closest('dialog[open]') || document.querySelector('dialog[open]')) return false
  return true
}

export function useKeyboardShortcuts(handlers: ShortcutHandlers) {
  // The latest handlers without re-adding the listener on every render.
  const current = useRef(handlers)
  useEffect(() => {
    current.current = handlers
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const handler = current.current[event.key]
      if (!handler || !isShortcutEvent(event)) return
      event.preventDefault()
      handler()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])
}
