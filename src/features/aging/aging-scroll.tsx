import type { ReactNode } from 'react'

interface AgingScrollProps {
  /** The id of the heading that names the table inside. */
  labelledBy: string
  children: ReactNode
}

/**
 * The box a wide table scrolls sideways in on a narrow screen: in the Tab order, so a keyboard
 * reaches it and scrolls it with the arrow keys (axe: scrollable-region-focusable), and named by
 * its table's heading. A group, not a region: the section around it is already the landmark of
 * that name.
 */
export function AgingScroll({ labelledBy, children }: AgingScrollProps) {
  return (
    <div
      className="aging-scroll scroll-shadows"
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard to be scrolled by it
      tabIndex={0}
    >
      {children}
    </div>
  )
}
