import type { AnchorHTMLAttributes } from 'react'
import { Link, useLinkClickHandler } from 'react-router'

interface TransitionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
}

/**
 * A link whose navigation is a transition: the current screen stays until the next one is ready
 * (a lazy screen's chunk has arrived) instead of giving way to a loading line. The router's own
 * navigations are urgent, so that the invoice page can show a cached view within the click.
 */
export function TransitionLink({ to, onClick, ...props }: TransitionLinkProps) {
  const navigate = useLinkClickHandler(to, { useTransitions: true })
  return (
    <Link
      to={to}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        // A plain click navigates here and is marked handled, so the Link does not navigate again.
        if (!event.defaultPrevented) navigate(event)
      }}
    />
  )
}
