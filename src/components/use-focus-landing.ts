import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * Keeps a keyboard user's place when the control they used goes away: a button replaced by a
 * progress bar, the bar by its result, a button disabled once it has done its job. Put `containerRef`
 * on an element that stays and `landingRef` on whatever should take focus in the current state; after
 * each render, if focus was inside the container and fell to `<body>` (or sits on a control just
 * disabled), it moves to the landing. Focus a person moved elsewhere is left alone.
 */
export function useFocusLanding() {
  const landing = useRef<HTMLElement | null>(null)
  const inside = useRef(false)

  // A callback, so any kind of element can be the landing.
  const landingRef = useCallback((node: HTMLElement | null) => {
    landing.current = node
  }, [])
  const containerRef = useCallback((node: HTMLElement | null) => {
    if (!node) return
    const onFocusIn = () => {
      inside.current = true
    }
    const onFocusOut = ({ target, relatedTarget }: FocusEvent) => {
      if (relatedTarget instanceof Node && node.contains(relatedTarget)) return
      if (relatedTarget) {
        inside.current = false
        return
      }
      // Focus going nowhere: a click on the page's background, or (in browsers that report it) the
      // focused element being removed. Only the first leaves the element in the document.
      queueMicrotask(() => {
        if (target instanceof Node && target.isConnected) inside.current = false
      })
    }
    node.addEventListener('focusin', onFocusIn)
    node.addEventListener('focusout', onFocusOut)
    return () => {
      node.removeEventListener('focusin', onFocusIn)
      node.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  useLayoutEffect(() => {
    if (!inside.current) return
    const active = document.activeElement
    if (active && active !== document.body && !active.matches(':disabled')) return
    landing.current?.focus()
  })

  return { containerRef, landingRef }
}
