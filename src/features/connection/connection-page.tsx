/**
 * The connection screen (`/settings`): base URL, key and plan, one test request on "Save and
 * connect", and the way back to demo data. Loaded lazily: most visits never open it. The form's
 * state and actions are in use-connection-form.ts, the test request in test-connection.ts.
 */
import { Link } from 'react-router'
import { ApiKeyField } from './api-key-field'
import { BaseUrlField } from './base-url-field'
import { plans, type Connection } from './connection'
import { useConnection, type ConnectionStore } from './connection-store'
import { PlanField } from './plan-field'
import { RememberKeyField } from './remember-key-field'
import { TeamConnectionNotice } from './team-connection-notice'
import { useConnectionForm, type FormStatus } from './use-connection-form'
import './connection-page.css'

export interface ConnectionEnvironment {
  /** Starts the demo's mock API; absent in builds without demo data. */
  startDemo?: (() => Promise<void>) | undefined
  /** A non-secret preset for "API base URL" (`VITE_API_BASE_URL`). */
  defaultBaseUrl?: string | undefined
  /** How long "Connected" stays on screen before the invoices open. */
  successDelayMs?: number | undefined
  /**
   * The page runs under the built app's Content-Security-Policy
   * (scripts/vite-plugins/content-security-policy.ts), which cannot list `http://[::1]`; the dev
   * server sends none.
   */
  contentSecurityPolicy?: boolean | undefined
}

interface ConnectionPageProps {
  store: ConnectionStore
  environment: ConnectionEnvironment
  invoicesPath: string
}

const DEFAULT_SUCCESS_DELAY_MS = 1200

export function ConnectionPage({ store, environment, invoicesPath }: ConnectionPageProps) {
  const current = useConnection(store)
  if (current?.kind === 'team') {
    return <TeamConnectionNotice connection={current} invoicesPath={invoicesPath} />
  }
  return (
    <div className="connection-page">
      {/* The page's h1 is the route's (src/app/app.tsx): it stands even when this code cannot load. */}
      {current && (
        <p className="connection-back">
          <Link to={invoicesPath}>Back to the invoices</Link>
        </p>
      )}
      <p className="connection-current">{describeCurrent(current)}</p>
      <ConnectionForm store={store} environment={environment} invoicesPath={invoicesPath} />
    </div>
  )
}

function describeCurrent(current: Connection | null): string {
  if (current?.kind === 'api')
    return `Connected to ${current.root} (${plans[current.plan].label} plan).`
  if (current?.kind === 'demo')
    return 'Showing demo data. Connect to your invoice API to see your own invoices.'
  return 'Not connected. Enter your invoice API’s address and key to see your invoices.'
}

function ConnectionForm({ store, environment, invoicesPath }: ConnectionPageProps) {
  const {
    startDemo,
    defaultBaseUrl,
    successDelayMs = DEFAULT_SUCCESS_DELAY_MS,
    contentSecurityPolicy = false,
  } = environment
  const form = useConnectionForm({
    store,
    startDemo,
    defaultBaseUrl,
    successDelayMs,
    invoicesPath,
  })
  const { values, update, busy } = form
  return (
    <>
      <form
        className="connection-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.submit()
        }}
      >
        <BaseUrlField
          value={values.baseUrl}
          root={form.baseCheck.ok ? form.baseCheck.root : null}
          error={form.baseUrlError}
          inputRef={form.baseUrlInput}
          ipv6LoopbackBlocked={contentSecurityPolicy}
          onChange={(value) => {
            update('baseUrl', value)
          }}
        />
        <ApiKeyField
          value={values.apiKey}
          error={form.apiKeyError}
          inputRef={form.apiKeyInput}
          onChange={(value) => {
            update('apiKey', value)
          }}
        />
        <PlanField
          value={values.plan}
          onChange={(plan) => {
            update('plan', plan)
          }}
        />
        <RememberKeyField
          checked={values.remember}
          onChange={(checked) => {
            update('remember', checked)
          }}
        />
        <div className="form-actions">
          <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
            Save and connect
          </button>
          {/* A build without demo data (production) does not offer it at all. */}
          {startDemo && (
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => void form.chooseDemo()}
            >
              Use demo data
            </button>
          )}
          {form.saved && (
            <button type="button" className="button-quiet" onClick={form.forget}>
              Forget the saved key
            </button>
          )}
        </div>
      </form>
      <ConnectionStatus status={form.status} />
    </>
  )
}

/** Progress and success in a live region; a failure as an alert. */
function ConnectionStatus({ status }: { status: FormStatus }) {
  return (
    <>
      <div role="status" className="connection-status">
        {status.kind !== 'idle' && status.kind !== 'failed' && (
          <p className={`notice notice-${status.kind === 'done' ? 'success' : 'info'}`}>
            {status.message}
          </p>
        )}
      </div>
      {status.kind === 'failed' && (
        <div role="alert" className="notice notice-danger connection-alert">
          {status.message}
        </div>
      )}
    </>
  )
}
