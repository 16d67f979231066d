/**
 * jsdom has no layout, so no `ResizeObserver`: this one observes and never reports, as nothing in
 * jsdom ever changes size. Playwright checks the real thing in Chromium.
 */
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
