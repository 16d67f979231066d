/**
 * The build's loader adds a chunk's stylesheet as a `<link>` once and never again, even when it
 * failed: a chunk loaded after a failure would then come up unstyled. A stylesheet whose rules
 * cannot be read is one that failed (Chromium leaves an empty, sealed sheet) or is still on its way
 * (the page's policy allows only our own, so none is unreadable for being foreign): a fresh copy of
 * its link fetches it again.
 */
export function reloadFailedStylesheets(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
  return Promise.all(
    [...links].filter(isUnreadable).map(
      (link) =>
        new Promise((resolve, reject) => {
          const fresh = link.cloneNode() as HTMLLinkElement
          fresh.onload = resolve
          fresh.onerror = reject
          link.replaceWith(fresh)
        }),
    ),
  )
}

function isUnreadable(link: HTMLLinkElement): boolean {
  try {
    return !link.sheet?.cssRules
  } catch {
    return true
  }
}
