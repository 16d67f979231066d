import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

interface AgingScrollProps {
  /** The id of the heading that names the table inside. */
  labelledBy: string
  children: ReactNode
}

/**
 * The box a wide table scrolls sideways in on a narrow screen: named by its table's heading, and in
 * the Tab order while it has something to scroll, so a keyboard reaches it and scrolls it with the
 * arrow keys (axe: scrollable-region-focusable); where the table fits it is no stop of its own. A
 * group, not a region: the section around it is already the landmark of that name. A control
 * focused inside it is scrolled fully into sight: Chromium leaves one that is partly in view, its
 * amount and focus ring cut at the box's edge.
 */
export function AgingScroll({ labelledBy, children }: AgingScrollProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(true)
  useLayoutEffect(() => {
    const box = boxRef.current
    if (!box) return
    // A box that has focus stays a stop until it is left (measured again then): taken out of the
    // order under focus, it would drop focus to <body> (the window widened, a phone turned).
    const measure = () => {
      setScrolls(box.scrollWidth > box.clientWidth || document.activeElement === box)
    }
    const bringIntoSight = ({ target }: FocusEvent) => {
      if (target !== box && target instanceof Element)
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    }
    measure()
    // The box's width follows the window's; the table's follows its rows.
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    box.addEventListener('focusin', bringIntoSight)
    box.addEventListener('focusout', measure)
    return () => {
      observer.disconnect()
      box.removeEventListener('focusin', bringIntoSight)
      box.removeEventListener('focusout', measure)
    }
  }, [])
  return (
    <div
      ref={boxRef}
      className="aging-scroll scroll-shadows"
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard to be scrolled by it
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  )
}
