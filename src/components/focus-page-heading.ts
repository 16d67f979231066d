/**
 * Puts focus on the page's `h1`, for when the control a person used is gone and nothing nearer
 * stands in for it: they start again at the top of the page's content instead of on `<body>`.
 */
export function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return
  // Focusable from script only: a heading is not a Tab stop.
  heading.tabIndex = -1
  heading.focus()
}
