import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Each page's name, as its heading says it; any other path redirects to one of them. */
const pageNames: Readonly<Record<string, string>> = {
  '/invoices': 'Invoices',
  '/aging': 'Aging',
  '/settings': 'Connection',
}

/**
 * The document's title names the page on screen ("Aging · Invoice dashboard"), so a tab, the
 * history list and a screen reader's page announcement say where the user is.
 */
export function usePageTitle() {
  const { pathname } = useLocation()
  const name = pageNames[pathname]
  useEffect(() => {
    if (name) document.title = `${name} · Invoice dashboard`
  }, [name])
}
