import type { Locator } from '@playwright/test'

/**
 * True while a date input shows typed text it cannot read as a date (February 30th, half a date):
 * its value then reads ''.
 */
export const holdsUnreadableText = (input: Locator) =>
  input.evaluate((element: HTMLInputElement) => element.validity.badInput)
