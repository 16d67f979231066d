import { useEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'
import { focusPageHeading } from '../components/focus-page-heading'

/**
 * After a move to another page that took focus with it (the connection screen's "Use demo data" or
 * "Save and connect" open the invoices, and their button is gone; a key forgotten in another tab
 * sends this one to the connection screen), focus goes to the new page's `h1`, so a keyboard or
 * screen-reader user starts at its top instead of on `<body>`. Focus that is still somewhere (a
 * header link that stays) is left alone, and so is the first page shown, even when a redirect on
 * the way in (`/` to `/invoices`) brought it: nobody moved yet.
 */
export function usePageHeadingFocus() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const previous = useRef(pathname)
  /** Whether the first page has been shown: until then, a redirect only finds it. */
  const arrived = useRef(false)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const onTheWayIn = !arrived.current && navigationType === NavigationType.Replace
    arrived.current = true
    if (onTheWayIn) return
    const active = document.activeElement
    if (active && active !== document.body) return
    focusPageHeading()
  }, [pathname, navigationType])
}
