/**
 * jsdom has no `matchMedia`: this one matches no media query and never reports a change, as jsdom's
 * window never changes size. Playwright checks the real thing in Chromium.
 */
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
    })
}
