import { useTransition, type AnchorHTMLAttributes } from 'react'
import { Link, useLinkClickHandler, useLocation } from 'react-router'

interface TransitionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
}

/**
 * A link whose navigation is a transition: the current screen stays until the next one is ready
 * (a lazy screen's chunk has arrived) instead of giving way to a loading line, and the link says it
 * is busy meanwhile. The router's own navigations are urgent, so that the invoice page can show a
 * cached view within the click. A link to the page on screen says so (`aria-current`), which the
 * header's links show (app.css).
 */
export function TransitionLink({ to, target, onClick, ...props }: TransitionLinkProps) {
  const [isPending, startTransition] = useTransition()
  const navigate = useLinkClickHandler(to, { target })
  const { pathname } = useLocation()
  return (
    <Link
      to={to}
      target={target}
      aria-busy={isPending || undefined}
      aria-current={pathname === to ? 'page' : undefined}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        // Another click while the first is under way would add a second history entry.
        if (isPending) {
          event.preventDefault()
          return
        }
        // A plain click navigates here and is marked handled, so the Link does not navigate again;
        // a modified click (new tab, new window) is left to the browser.
        startTransition(() => {
          navigate(event)
        })
      }}
    />
  )
}
