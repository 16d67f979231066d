/**
 * The API base URL rules (docs/api-contract.md, Endpoint): what the user typed becomes the server
 * root every request is resolved against, or a reason it is refused before anything is sent. Pure;
 * never throws.
 */
import { INVOICES_PATH } from '../../api/invoice-api-url'
import { isAllowedTransport } from '../../lib/http-client'
import { hasUserInfo } from '../../lib/safe-http-url'

export const MAX_BASE_URL_LENGTH = 2048

/** `/api/v1`: the version segment the spec's `{base_url}` may already end with. */
const VERSION_PATH = INVOICES_PATH.slice(0, INVOICES_PATH.lastIndexOf('/'))

export type BaseUrlProblem =
  | 'empty'
  | 'too-long'
  | 'whitespace'
  | 'script'
  | 'no-scheme'
  | 'scheme'
  | 'insecure'
  | 'credentials'
  | 'query-or-fragment'
  | 'not-a-url'

export type BaseUrlCheck =
  | {
      ok: true
      /** Origin and path, without a trailing slash or the `/api/v1` segment. */ root: string
    }
  | { ok: false; problem: BaseUrlProblem; message: string }

const messages: Record<BaseUrlProblem, string> = {
  empty: 'Enter the API base URL.',
  'too-long': 'This address is too long.',
  whitespace: 'An address cannot contain spaces or line breaks.',
  script: 'Script addresses (javascript:) are never allowed.',
  'no-scheme': 'Start the address with https:// (or http:// for localhost).',
  scheme: 'Only https:// addresses are allowed (http:// only for localhost or 127.0.0.1).',
  insecure:
    'http:// is allowed only for localhost and 127.0.0.1: use https:// for any other server.',
  credentials:
    'Remove the user name and password from the address: the key goes in "API key" instead.',
  'query-or-fragment': 'The base URL cannot contain "?" or "#".',
  'not-a-url': 'This is not a valid web address.',
}

const refuse = (problem: BaseUrlProblem): BaseUrlCheck => ({
  ok: false,
  problem,
  message: messages[problem],
})

// Control characters are what URL parsing silently drops, so they are refused rather than "fixed".
// eslint-disable-next-line no-control-regex
const spaceOrControl = /[\s\u0000-\u001f\u007f]/
const schemePrefix = /^([a-z][a-z\d+.-]*):/i
const webScheme = /^https?:\/\//i

export function checkBaseUrl(input: string): BaseUrlCheck {
  const text = input.trim()
  if (text === '') return refuse('empty')
  const scheme = schemePrefix.exec(text)?.[1]?.toLowerCase()
  if (scheme === 'javascript' || scheme === 'vbscript') return refuse('script')
  if (text.length > MAX_BASE_URL_LENGTH) return refuse('too-long')
  if (spaceOrControl.test(text)) return refuse('whitespace')
  if (!webScheme.test(text)) {
    // `localhost:8787` parses as the scheme "localhost:", so "no scheme" is judged by the `//`.
    if (scheme === undefined || !text.slice(scheme.length + 1).startsWith('//'))
      return refuse('no-scheme')
    return refuse('scheme')
  }

  let url: URL
  try {
    url = new URL(text)
  } catch {
    return refuse('not-a-url')
  }
  // The parser accepts `https:\\host` and friends; only the plain form is predictable to the user.
  if (!url.host || !/^https?:\/\/[^\\]*$/i.test(text)) return refuse('not-a-url')
  if (hasUserInfo(url)) return refuse('credentials')
  if (!isAllowedTransport(url)) return refuse('insecure')
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(text)) return refuse('query-or-fragment')

  return { ok: true, root: url.origin + rootPath(url.pathname) }
}

/** Drops trailing slashes and any `/api/v1` (or `/api/v1/invoices`) ending, so it is never doubled. */
function rootPath(pathname: string): string {
  const endings = [INVOICES_PATH, VERSION_PATH]
  let path = pathname.replace(/\/+$/, '')
  for (;;) {
    const ending = endings.find((candidate) => path.endsWith(candidate))
    if (ending === undefined) return path
    path = path.slice(0, -ending.length).replace(/\/+$/, '')
  }
}
