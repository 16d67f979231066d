/**
 * jsdom has `<dialog>` but not its methods. This stands in for the browser's behaviour that our
 * components rely on, synchronously so React updates stay inside `act`: showModal() opens and moves
 * focus in, close() fires `close`, Escape fires a cancelable `cancel` and then closes the topmost
 * modal, and while a modal is open the rest of the page is inert: focus() on anything outside it does
 * nothing, as in a browser (a caller that puts focus back before the dialog has closed loses it).
 * Playwright checks the real thing in Chromium.
 */

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = []

  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true
  }

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (modals.includes(this) && this.open) return
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError')
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected.', 'InvalidStateError')
    this.open = true
    modals.push(this)
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable)
    target?.focus()
  }

  HTMLDialogElement.prototype.close = function close(
    this: HTMLDialogElement,
    returnValue?: string,
  ) {
    if (!this.open) return
    this.open = false
    modals.splice(modals.indexOf(this), 1)
    if (returnValue !== undefined) this.returnValue = returnValue
    this.dispatchEvent(new Event('close'))
  }

  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its element
  const focus = HTMLElement.prototype.focus
  HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options) {
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1)
    if (top && !top.contains(this)) return
    focus.call(this, options)
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1)
    if (!top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
