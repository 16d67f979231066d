import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '../mocks/node'
import { readTeamPlan } from './read-team-plan'

const configRoute = '*/config.json'

test('the deployment’s /config.json turns team mode on, with its plan', async () => {
  server.use(http.get(configRoute, () => HttpResponse.json({ apiMode: 'team', plan: 'pro' })))
  expect(await readTeamPlan()).toBe('pro')
})

test('a team setting without a usable plan is the Standard plan', async () => {
  server.use(http.get(configRoute, () => HttpResponse.json({ apiMode: 'team', plan: 'gold' })))
  expect(await readTeamPlan()).toBe('standard')
})

test.each([
  ['nothing, as deploy/nginx.conf answers', () => new HttpResponse(null, { status: 204 })],
  ['no file', () => new HttpResponse(null, { status: 404 })],
  ['the SPA fallback page', () => HttpResponse.html('<!doctype html><title>Invoices</title>')],
  ['another mode', () => HttpResponse.json({ apiMode: 'personal' })],
  ['not an object', () => HttpResponse.json('team')],
  ['a network failure', () => HttpResponse.error()],
])('%s means personal mode, as before', async (_, answer) => {
  server.use(http.get(configRoute, answer))
  expect(await readTeamPlan()).toBeNull()
})
