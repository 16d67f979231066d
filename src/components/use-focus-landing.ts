import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * Keeps a keyboard user's place when the control they used goes away: a button replaced by a
 * progress bar, the bar by its result, a button disabled once it has done its job. Put `container`
 * on an element that stays, and `landing` on whatever should take focus in the current state;
 * after each render, if focus was inside the container and fell to `<body>` (or sits on a control
 * just disabled), it moves to the landing. Focus a person moved elsewhere is left alone.
 */
export function useFocusLanding<Landing extends HTMLElement = HTMLElement>() {
  const landing = useRef<Landing>(null)
  const inside = useRef(false)

  const container = useCallback((node: HTMLElement | null) => {
    if (!node) return
    const onFocusIn = () => {
      inside.current = true
    }
    const onFocusOut = (event: FocusEvent) => {
      const { target, relatedTarget } = event
      if (relatedTarget instanceof Node && node.contains(relatedTarget)) return
      if (relatedTarget) {
        inside.current = false
        return
      }
      // Focus going nowhere: a click on the page's background, or (in browsers that say so) the
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

  return { container, landing }
}
