import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { callPluginHook } from '../../test/vite-plugin-hook'
import { contentSecurityPolicy, contentSecurityPolicyMeta } from './content-security-policy'

const transform = (isDemo: boolean, html: string) =>
  callPluginHook(contentSecurityPolicyMeta(isDemo).transformIndexHtml, undefined, html) as string

describe('contentSecurityPolicyMeta', () => {
  it('puts the policy right after the charset, before anything it governs', () => {
    const html = transform(false, '<head>\n    <meta charset="UTF-8" />\n    <title>x</title>')
    expect(html).toBe(
      '<head>\n    <meta charset="UTF-8" />\n' +
        `    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(false)}" />\n` +
        '    <title>x</title>',
    )
  })

  it("lets only demo builds run MSW's service worker", () => {
    expect(transform(false, '<meta charset="UTF-8">')).toContain("worker-src 'none'")
    expect(transform(true, '<meta charset="UTF-8">')).toContain("worker-src 'self'")
  })

  it('refuses a page without a charset to anchor the policy', () => {
    expect(() => transform(false, '<head><title>x</title></head>')).toThrow(/meta charset/)
  })
})

describe('the header in deploy/nginx.conf', () => {
  it('is the built policy plus frame-ancestors, with connect-src left to the deployment', () => {
    const config = readFileSync('deploy/nginx.conf', 'utf8')
    const header = /add_header Content-Security-Policy "([^"]+)" always;/.exec(config)?.[1]
    const connectSrc = /connect-src ([^;]+)/.exec(contentSecurityPolicy(false))?.[1] ?? ''
    expect(header?.replace('${CONNECT_SRC}', connectSrc)).toBe(
      `${contentSecurityPolicy(false)}; frame-ancestors 'none'`,
    )
  })
})
