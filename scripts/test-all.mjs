/**
 * `npm test`: every check CI runs, in order, each runner printing its own summary. Steps after a
 * failure still run where they can, so one red step does not hide another; the exit code is non-zero
 * if any step failed.
 */
import { spawnSync } from 'node:child_process'

const steps = [
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'format', command: 'npm run -s format:check' },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'unit and component tests', command: 'npx vitest run' },
  { name: 'production build', command: 'npx vite build --logLevel warn' },
  {
    name: 'bundle budget (production)',
    command: 'node scripts/bundle-budget.mjs dist',
    needs: 'production build',
  },
  { name: 'demo build', command: 'npx vite build --mode demo --logLevel warn' },
  {
    name: 'bundle budget (demo)',
    command: 'node scripts/bundle-budget.mjs dist-demo --demo',
    needs: 'demo build',
  },
  {
    name: 'browser tests (Chromium)',
    command: 'npx playwright test',
    needs: ['production build', 'demo build'],
  },
]

const results = []
for (const step of steps) {
  const blockedBy = [step.needs ?? []]
    .flat()
    .filter((need) => results.some((result) => result.name === need && !result.ok))
  if (blockedBy.length > 0) {
    results.push({ name: step.name, ok: false, note: `not run: ${blockedBy.join(', ')} failed` })
    continue
  }
  console.log(`\n▶ ${step.name}: ${step.command}`)
  const started = Date.now()
  const { status } = spawnSync(step.command, { stdio: 'inherit', shell: true })
  results.push({
    name: step.name,
    ok: status === 0,
    note: `${((Date.now() - started) / 1000).toFixed(1)} s`,
  })
}

console.log('\nSummary')
for (const result of results)
  console.log(`  ${result.ok ? '✓' : '✗'} ${result.name} (${result.note})`)
const failed = results.filter((result) => !result.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
