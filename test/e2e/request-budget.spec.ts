/**
 * The request budget of the scripted sessions (the ones `npm run bench` reports), as exact lists:
 * a missing prefetch, an extra request or a refetch on the way back each fail it.
 */
import { expect, test } from './guards'
import { expectedRequests, runScriptedSession, scriptedSessions } from './scripted-sessions'

for (const session of scriptedSessions) {
  const expected = expectedRequests(session)
  test(`${session.name} sends exactly ${expected.length} requests, in order`, async ({ page }) => {
    const sent = await runScriptedSession(page, session, '/invoices')
    expect(sent).toEqual(expected)
  })
}
