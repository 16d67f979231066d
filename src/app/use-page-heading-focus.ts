import { useEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'
import { focusPageHeading } from '../components/focus-page-heading'

/**
 * After a move to another page that took focus with it (the connection screen's "Use demo data" or
 * "Save and connect" open the invoices, and their button is gone), focus goes to the new page's
 * `h1`, so a keyboard or screen-reader user starts at its top instead of on `<body>`. Focus that is
 * still somewhere (a header link that stays) is left alone, and so is the first page shown, even
 * when a redirect (`/` to `/invoices`) brought it: a redirect replaces the entry, nobody moved.
 */
export function usePageHeadingFocus() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (navigationType === NavigationType.Replace) return
    const active = document.activeElement
    if (active && active !== document.body) return
    focusPageHeading()
  }, [pathname, navigationType])
}
