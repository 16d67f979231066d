/**
 * jsdom lays nothing out, so it has no `scrollIntoView`: this one does nothing, as scrolling a page
 * with no layout would (the browser tests check where things land).
 */
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined
}
