/**
 * The production build against the mock API's hostile scenarios: a base URL of its own per test, the
 * connection made through the settings screen, and the requests counted where they land, at the mock
 * API (`<base URL>/requests`), so a flood or a loop shows whatever the page says.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './guards'
import { E2E_API_KEY, MOCK_API_URL } from './servers'

/** A base URL of its own per test, so its state and its request log start empty. */
export const hostileBase = (scenario: string) =>
  `${MOCK_API_URL}/scenario/${scenario}/${test.info().testId}-${String(Date.now())}`

/** Connects the dashboard to `baseUrl` and waits for the invoices page to say `shown`. */
export async function connect(page: Page, baseUrl: string, shown: string | RegExp) {
  await page.goto('/settings')
  await page.getByRole('textbox', { name: 'API base URL' }).fill(baseUrl)
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY)
  await page.getByRole('button', { name: 'Save and connect' }).click()
  await expect(page.getByText(shown)).toBeVisible()
}

/** The query string of every invoice request the mock API answered for this base URL, in order. */
export async function requestsAt(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/requests`)
  return ((await response.json()) as { requests: string[] }).requests
}
