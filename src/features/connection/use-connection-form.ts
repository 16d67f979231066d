/**
 * The connection form's state and actions: the fields, their validation, the test request's
 * lifecycle (one at a time, stopped when the screen closes) and what each action saves.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { connectionFailureMessage } from './connection-failure-message'
import { formatCountOf } from '../../lib/format-count'
import { checkBaseUrl } from './base-url'
import {
  apiConnection,
  checkApiKey,
  demoConnection,
  DEMO_START_FAILED,
  type Connection,
  type Plan,
} from './connection'
import type { ConnectionStore } from './connection-store'
import { readSavedConnection, type SavedConnection } from './key-storage'
import { chooseDemoData, saveConnection } from './save-connection'
import {
  announceForget,
  FORGOTTEN_ELSEWHERE,
  listenForForget,
  type ForgottenTest,
} from './forget-across-tabs'
import { forgetSavedConnection } from './forget-saved-connection'
import { testConnection } from './test-connection'

/** What "Forget the saved key" did: every tab drops its own copy (forget-across-tabs.ts). */
const FORGOTTEN = 'The key was forgotten on this device and in every open tab that held it.'
const NOT_CONNECTED = 'The dashboard is not connected.'

export interface FormValues {
  baseUrl: string
  apiKey: string
  plan: Plan
  remember: boolean
}

export type FormStatus =
  { kind: 'idle' } | { kind: 'busy' | 'done' | 'info' | 'failed'; message: string }

interface ConnectionFormOptions {
  store: ConnectionStore
  startDemo: (() => Promise<void>) | undefined
  defaultBaseUrl: string | undefined
  /** How long "Connected" stays on screen before the invoices open. */
  successDelayMs: number
  invoicesPath: string
}

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

function connectedMessage(total: number | null, stored: boolean): string {
  const answer = total === null ? 'answered' : `answered with ${formatCountOf(total, 'invoice')}`
  const connected = `Connected: the API ${answer}. Opening the invoices…`
  return stored
    ? connected
    : `${connected} This browser would not store the key: it is kept until this tab is reloaded.`
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

/** A test request in flight, then the pending move to the invoices: one at a time. */
function useAttempt() {
  const pending = useRef<Attempt | null>(null)
  // Leaving the page stops a test request in flight and the pending move to the invoices.
  useEffect(
    () => () => {
      cancelAttempt(pending)
    },
    [],
  )
  return {
    cancel: () => {
      cancelAttempt(pending)
    },
    start: () => {
      cancelAttempt(pending)
      const attempt: Attempt = { controller: new AbortController() }
      pending.current = attempt
      return attempt
    },
  }
}

export function useConnectionForm(options: ConnectionFormOptions) {
  const { store, startDemo, successDelayMs, invoicesPath } = options
  const navigate = useNavigate()
  const [saved, setSaved] = useState(() => readSavedConnection())
  const [values, setValues] = useState(() =>
    initialValues(store.get(), saved, options.defaultBaseUrl),
  )
  const [submitted, setSubmitted] = useState(false)
  // Sent here because another tab forgot the key: said, not left to guess.
  const [status, setStatus] = useState<FormStatus>(() => {
    const reason = store.get() === null ? store.reason() : null
    return reason ? { kind: 'info', message: `${reason} ${NOT_CONNECTED}` } : { kind: 'idle' }
  })
  const baseUrlInput = useRef<HTMLInputElement>(null)
  const apiKeyInput = useRef<HTMLInputElement>(null)
  const attempt = useAttempt()

  const baseCheck = checkBaseUrl(values.baseUrl)
  const keyCheck = checkApiKey(values.apiKey)
  const busy = status.kind === 'busy'

  const update = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }))
  }

  async function submit() {
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
    const current = attempt.start()
    const candidate = apiConnection({
      root: baseCheck.root,
      apiKey: keyCheck.apiKey,
      plan: values.plan,
    })
    setStatus({ kind: 'busy', message: 'Testing the connection…' })
    const result = await testConnection(candidate, current.controller.signal)
    if (result.kind === 'aborted') return
    if (result.kind === 'failed') {
      setStatus({ kind: 'failed', message: connectionFailureMessage(result.failure) })
      return
    }
    const stored = saveConnection(candidate, { remember: values.remember })
    setSaved(readSavedConnection())
    store.set(candidate)
    setStatus({ kind: 'done', message: connectedMessage(result.total, stored) })
    current.timer = window.setTimeout(() => {
      void navigate(invoicesPath)
    }, successDelayMs)
  }

  async function chooseDemo() {
    if (!startDemo || busy) return
    attempt.cancel()
    setStatus({ kind: 'busy', message: 'Starting the demo data…' })
    try {
      await startDemo()
    } catch {
      setStatus({ kind: 'failed', message: `${DEMO_START_FAILED} Reload the page.` })
      return
    }
    chooseDemoData({ plan: values.plan, remember: values.remember })
    setSaved(readSavedConnection())
    store.set(demoConnection(values.plan))
    void navigate(invoicesPath)
  }

  /** The key leaves the form, and the dashboard when it was connected with it. */
  function dropKey(message: string) {
    attempt.cancel()
    setSaved(readSavedConnection())
    setValues((previous) => ({ ...previous, apiKey: '', remember: false }))
    setSubmitted(false)
    if (store.get()?.kind === 'api') store.set(null)
    // Another tab's word may have disconnected this one already: what is true now is said.
    const connected = store.get() !== null
    setStatus({ kind: 'info', message: connected ? message : `${message} ${NOT_CONNECTED}` })
  }

  // Another tab forgot a key this form holds (saved, or typed in): it goes from here too, or "Save
  // and connect" would send it and store it again.
  const onForgetElsewhere = useEffectEvent(async (forgotten: ForgottenTest) => {
    const held = [
      saved?.connection,
      baseCheck.ok ? { id: '', root: baseCheck.root, apiKey: values.apiKey } : undefined,
    ]
    for (const holder of held) {
      if (holder && (await forgotten(holder))) {
        dropKey(FORGOTTEN_ELSEWHERE)
        return
      }
    }
  })
  useEffect(
    () =>
      listenForForget((forgotten) => {
        void onForgetElsewhere(forgotten)
      }),
    [],
  )

  function forget() {
    const forgotten = saved?.connection
    if (forgotten) {
      forgetSavedConnection(forgotten)
      void announceForget(forgotten)
    }
    dropKey(FORGOTTEN)
    // The button pressed is gone: focus goes where a new key would be typed.
    apiKeyInput.current?.focus()
  }

  return {
    values,
    update,
    baseCheck,
    // Errors wait for the first "Save and connect", then follow the typing. Not on blur: an error
    // appearing as the field loses focus moves the buttons under the pointer and eats the click.
    baseUrlError: submitted && !baseCheck.ok ? baseCheck.message : null,
    apiKeyError: submitted && !keyCheck.ok ? keyCheck.message : null,
    baseUrlInput,
    apiKeyInput,
    status,
    busy,
    saved,
    submit,
    chooseDemo,
    forget,
  }
}
