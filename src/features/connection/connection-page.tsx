/**
 * The connection screen (`/settings`): base URL, key and plan, one test request on "Save and
 * connect", and the way back to demo data. Loaded lazily: most visits never open it.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { Link, useNavigate } from 'react-router'
import { isApiError } from '../../lib/api-error'
import { formatWait } from '../../lib/format-duration'
import { REQUEST_TIMEOUT_MS } from '../../lib/http-client'
import { DEFAULT_RETRY_AFTER_SECONDS } from '../../lib/rate-limit-headers'
import { invoicesEndpoint, listInvoices } from '../../api/invoice-api'
import { defaultInvoiceFilters } from '../../api/invoice-filters'
import { checkBaseUrl } from './base-url'
import {
  apiConnection,
  checkApiKey,
  demoConnection,
  isPlan,
  plans,
  type Connection,
  type Plan,
} from './connection'
import { useConnection, type ConnectionStore } from './connection-store'
import {
  chooseDemoData,
  forgetSavedConnection,
  readSavedConnection,
  saveConnection,
  type SavedConnection,
} from './key-storage'
import { TeamConnectionNotice } from './team-connection-notice'
import './connection-page.css'
import { formatCountOf } from '../../lib/format-count'

export interface ConnectionEnvironment {
  /** Starts the demo's mock API; absent in builds without demo data. */
  startDemo?: (() => Promise<void>) | undefined
  /** A non-secret preset for "API base URL" (`VITE_API_BASE_URL`). */
  defaultBaseUrl?: string | undefined
  /** How long "Connected" stays on screen before the invoices open. */
  successDelayMs?: number | undefined
}

interface ConnectionPageProps {
  store: ConnectionStore
  environment: ConnectionEnvironment
  invoicesPath: string
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' | 'done' | 'info'; message: string }
  | { kind: 'failed'; message: string }

interface FormValues {
  baseUrl: string
  apiKey: string
  plan: Plan
  remember: boolean
}

const DEFAULT_SUCCESS_DELAY_MS = 1200

function initialValues(
  current: Connection | null,
  saved: SavedConnection | null,
  defaultBaseUrl: string | undefined,
): FormValues {
  const real = current?.kind === 'api' ? current : saved?.connection
  if (real) {
    return {
      baseUrl: real.root,
      apiKey: real.apiKey,
      plan: real.plan,
      remember: saved?.connection.id === real.id && saved.remembered,
    }
  }
  return {
    baseUrl: defaultBaseUrl?.trim() ?? '',
    apiKey: '',
    plan: current?.plan ?? 'standard',
    remember: false,
  }
}

/**
 * Notes whether the page's Content-Security-Policy blocked a request to `origin`: the browser reports
 * that as a plain network failure, the same as a server that is down.
 */
function watchPolicyBlocks(origin: string) {
  let blocked = false
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) blocked = true
  }
  document.addEventListener('securitypolicyviolation', onViolation)
  return {
    /** Violation reports arrive as queued tasks: give them a turn before reading. */
    blocked: () =>
      new Promise<boolean>((resolve) => {
        window.setTimeout(() => {
          resolve(blocked)
        }, 0)
      }),
    stop: () => {
      document.removeEventListener('securitypolicyviolation', onViolation)
    },
  }
}

const blockedByPolicyMessage =
  'Could not connect: this site’s Content-Security-Policy does not allow requests to this address. ' +
  'Its connect-src must list the API (an IPv6 address such as [::1] cannot be listed: use ' +
  'localhost or 127.0.0.1).'

/** What went wrong, in the user's terms; never the key, never the server's own words. */
function describeFailure(error: unknown): string {
  if (!isApiError(error)) return 'Could not connect: something unexpected went wrong. Try again.'
  const http = error.status === undefined ? '' : ` (HTTP ${error.status})`
  switch (error.kind) {
    case 'unauthorized':
      return `Could not connect: the API key was rejected${http}. Check the key.`
    case 'rate-limited':
      return `Could not connect: the server's rate limit is reached${http}. Try again in ${formatWait(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS)}.`
    case 'invalid':
      return error.status === 404
        ? `Could not connect: not an invoice API${http}. Nothing answers at this endpoint: check the base URL.`
        : `Could not connect: the server refused the test request${http}.`
    case 'server':
      return `Could not connect: the server had a problem${http}. Try again later.`
    case 'timeout':
      return `Could not connect: the server did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds.`
    case 'malformed':
      return 'Could not connect: not an invoice API. The server answered, but not with a list of invoices: check the base URL.'
    case 'network':
      return (
        'Could not connect: the server was unreachable, does not allow requests from this site (CORS), ' +
        'or redirected the request. Redirects are refused so the key is never sent to another ' +
        'address: use the final address.'
      )
  }
}

interface Attempt {
  controller: AbortController
  /** The move to the invoices after a successful test. */
  timer?: number
}

/** Stops a test request in flight and the pending move to the invoices. */
function cancelAttempt(pending: RefObject<Attempt | null>) {
  pending.current?.controller.abort()
  window.clearTimeout(pending.current?.timer)
  pending.current = null
}

function connectedMessage(total: number | null): string {
  const answer = total === null ? 'answered' : `answered with ${formatCountOf(total, 'invoice')}`
  return `Connected: the API ${answer}. Opening the invoices…`
}

export function ConnectionPage({ store, environment, invoicesPath }: ConnectionPageProps) {
  const { startDemo, defaultBaseUrl, successDelayMs = DEFAULT_SUCCESS_DELAY_MS } = environment
  const navigate = useNavigate()
  const ids = useId()
  const fieldId = (name: string) => `${ids}-${name}`

  const [saved, setSaved] = useState(() => readSavedConnection())
  const [values, setValues] = useState(() => initialValues(store.get(), saved, defaultBaseUrl))
  const [showKey, setShowKey] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  const baseUrlInput = useRef<HTMLInputElement>(null)
  const apiKeyInput = useRef<HTMLInputElement>(null)
  const pending = useRef<Attempt | null>(null)
  // Leaving the page stops a test request in flight and the pending move to the invoices.
  useEffect(
    () => () => {
      cancelAttempt(pending)
    },
    [],
  )

  const baseCheck = checkBaseUrl(values.baseUrl)
  const keyCheck = checkApiKey(values.apiKey)
  // Errors wait for the first "Save and connect", then follow the typing. Not on blur: an error
  // appearing as the field loses focus moves the buttons under the pointer and eats the click.
  const baseUrlError = submitted && !baseCheck.ok ? baseCheck.message : null
  const apiKeyError = submitted && !keyCheck.ok ? keyCheck.message : null
  const busy = status.kind === 'busy'
  const current = useConnection(store)

  const update = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }))
  }

  async function handleSubmit() {
    if (busy) return
    setSubmitted(true)
    // A new inline error replaces the last attempt's "Could not connect…": only one answer shows.
    if (!baseCheck.ok || !keyCheck.ok) setStatus({ kind: 'idle' })
    if (!baseCheck.ok) {
      baseUrlInput.current?.focus()
      return
    }
    if (!keyCheck.ok) {
      apiKeyInput.current?.focus()
      return
    }
    cancelAttempt(pending)
    const attempt = { controller: new AbortController() }
    pending.current = attempt
    const candidate = apiConnection({
      root: baseCheck.root,
      apiKey: keyCheck.apiKey,
      plan: values.plan,
    })
    setStatus({ kind: 'busy', message: 'Testing the connection…' })
    const policy = watchPolicyBlocks(new URL(candidate.root).origin)
    try {
      // One request, the smallest page: does the key work, and is this an invoice API at all?
      const page = await listInvoices(
        { id: candidate.id, root: candidate.root, apiKey: candidate.apiKey },
        { ...defaultInvoiceFilters, limit: 1 },
        { signal: attempt.controller.signal },
      )
      const stored = saveConnection(candidate, { remember: values.remember })
      setSaved(readSavedConnection())
      store.set(candidate)
      setStatus({
        kind: 'done',
        message: stored
          ? connectedMessage(page.total)
          : `${connectedMessage(page.total)} This browser would not store the key: it is kept until this tab is reloaded.`,
      })
      pending.current = {
        ...attempt,
        timer: window.setTimeout(() => {
          void navigate(invoicesPath)
        }, successDelayMs),
      }
    } catch (error) {
      const blocked = isApiError(error) && error.kind === 'network' && (await policy.blocked())
      if (attempt.controller.signal.aborted) return
      setStatus({
        kind: 'failed',
        message: blocked ? blockedByPolicyMessage : describeFailure(error),
      })
    } finally {
      policy.stop()
    }
  }

  async function handleUseDemo() {
    if (!startDemo || busy) return
    cancelAttempt(pending)
    setStatus({ kind: 'busy', message: 'Starting the demo data…' })
    try {
      await startDemo()
    } catch {
      setStatus({ kind: 'failed', message: 'The demo data could not be started. Reload the page.' })
      return
    }
    chooseDemoData({ plan: values.plan, remember: values.remember })
    setSaved(readSavedConnection())
    store.set(demoConnection(values.plan))
    void navigate(invoicesPath)
  }

  function handleForget() {
    cancelAttempt(pending)
    forgetSavedConnection()
    setSaved(null)
    setValues((previous) => ({ ...previous, apiKey: '', remember: false }))
    setSubmitted(false)
    const wasConnected = store.get()?.kind === 'api'
    if (wasConnected) store.set(null)
    setStatus({
      kind: 'info',
      message: wasConnected
        ? 'The key was forgotten here and on this device. The dashboard is not connected.'
        : 'The key was forgotten here and on this device.',
    })
  }

  const describedBy = (...parts: (string | false | null)[]) =>
    parts.filter(Boolean).join(' ') || undefined

  if (current?.kind === 'team') {
    return <TeamConnectionNotice connection={current} invoicesPath={invoicesPath} />
  }

  return (
    <div className="connection-page">
      <h1>Connection</h1>
      {current && (
        <p className="connection-back">
          <Link to={invoicesPath}>Back to invoices</Link>
        </p>
      )}
      <p className="connection-current">
        {current?.kind === 'api'
          ? `Connected to ${current.root} (${plans[current.plan].label} plan).`
          : current?.kind === 'demo'
            ? 'Showing demo data. Connect to your invoice API to see your own invoices.'
            : 'Not connected. Enter your invoice API’s address and key to see your invoices.'}
      </p>

      <form
        className="connection-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void handleSubmit()
        }}
      >
        <div className="field">
          <label htmlFor={fieldId('base-url')}>API base URL</label>
          <input
            ref={baseUrlInput}
            id={fieldId('base-url')}
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="https://invoices.example.com"
            value={values.baseUrl}
            aria-invalid={baseUrlError ? true : undefined}
            aria-describedby={describedBy(
              baseUrlError && fieldId('base-url-error'),
              fieldId('endpoint'),
              fieldId('base-url-hint'),
            )}
            onChange={(event) => {
              update('baseUrl', event.target.value)
            }}
          />
          {baseUrlError && (
            <p id={fieldId('base-url-error')} className="field-error">
              {baseUrlError}
            </p>
          )}
          <p id={fieldId('endpoint')} className="field-endpoint">
            {baseCheck.ok ? (
              <>
                Endpoint: <code>{invoicesEndpoint(baseCheck.root).href}</code>
              </>
            ) : (
              'Endpoint: shown here as you type the address.'
            )}
          </p>
          <p id={fieldId('base-url-hint')} className="field-hint">
            The server root, such as https://invoices.example.com, or an address ending in /api/v1.
            https:// only; http:// for localhost.
          </p>
        </div>

        <div className="field">
          <label htmlFor={fieldId('api-key')}>API key</label>
          <div className="field-row">
            <input
              ref={apiKeyInput}
              id={fieldId('api-key')}
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={values.apiKey}
              aria-invalid={apiKeyError ? true : undefined}
              aria-describedby={describedBy(apiKeyError && fieldId('api-key-error'))}
              onChange={(event) => {
                update('apiKey', event.target.value)
              }}
            />
            <button
              type="button"
              className="toggle-key"
              aria-pressed={showKey}
              aria-controls={fieldId('api-key')}
              onClick={() => {
                setShowKey((shown) => !shown)
              }}
            >
              Show key
            </button>
          </div>
          {apiKeyError && (
            <p id={fieldId('api-key-error')} className="field-error">
              {apiKeyError}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={fieldId('plan')}>Plan</label>
          <select
            id={fieldId('plan')}
            value={values.plan}
            aria-describedby={fieldId('plan-hint')}
            onChange={(event) => {
              if (isPlan(event.target.value)) update('plan', event.target.value)
            }}
          >
            {Object.entries(plans).map(([plan, { label, requestsPerMinute }]) => (
              <option key={plan} value={plan}>
                {`${label}: ${requestsPerMinute} requests/minute`}
              </option>
            ))}
          </select>
          <p id={fieldId('plan-hint')} className="field-hint">
            The API does not report its plan: choose yours so the dashboard paces its requests.
          </p>
        </div>

        <div className="field field-checkbox">
          <input
            id={fieldId('remember')}
            type="checkbox"
            checked={values.remember}
            aria-describedby={fieldId('remember-warning')}
            onChange={(event) => {
              update('remember', event.target.checked)
            }}
          />
          <label htmlFor={fieldId('remember')}>Remember the key on this device</label>
          <p id={fieldId('remember-warning')} className="field-warning">
            Anyone using this browser profile can then read the key: leave this off on a shared
            computer.
          </p>
        </div>

        <div className="form-actions">
          <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
            Save and connect
          </button>
          {/* A build without demo data (production) does not offer it at all. */}
          {startDemo && (
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => void handleUseDemo()}
            >
              Use demo data
            </button>
          )}
          {saved && (
            <button type="button" className="button-quiet" onClick={handleForget}>
              Forget the saved key
            </button>
          )}
        </div>
      </form>

      <div role="status" className="connection-status">
        {status.kind !== 'idle' && status.kind !== 'failed' && (
          <p className={`notice notice-${status.kind === 'done' ? 'success' : 'neutral'}`}>
            {status.message}
          </p>
        )}
      </div>
      {status.kind === 'failed' && (
        <div role="alert" className="notice notice-danger connection-alert">
          {status.message}
        </div>
      )}
    </div>
  )
}
