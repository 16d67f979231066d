import { useId, type RefObject } from 'react'
import { invoicesEndpoint } from '../../api/invoice-api-url'
import { describedBy } from './described-by'

interface BaseUrlFieldProps {
  value: string
  /** The root as the base-URL rules read it, or `null` while the address is not usable yet. */
  root: string | null
  error: string | null
  inputRef: RefObject<HTMLInputElement | null>
  /** The page's security policy blocks `http://[::1]`, which the base-URL rules accept. */
  ipv6LoopbackBlocked: boolean
  onChange: (value: string) => void
}

/** "API base URL", with the endpoint it leads to shown as the user types. */
export function BaseUrlField({
  value,
  root,
  error,
  inputRef,
  ipv6LoopbackBlocked,
  onChange,
}: BaseUrlFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>API base URL</label>
      <input
        ref={inputRef}
        id={id}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="https://invoices.example.com"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, `${id}-endpoint`, `${id}-hint`)}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <p id={`${id}-endpoint`} className="field-endpoint">
        {root === null ? (
          // Typed but not usable yet: the rule it breaks shows on saving, not while typing.
          value.trim() === '' ? (
            'Endpoint: shown here as you type the address.'
          ) : (
            'Endpoint: none until the address is usable.'
          )
        ) : (
          <>
            Endpoint: <code>{invoicesEndpoint(root).href}</code>
          </>
        )}
      </p>
      <p id={`${id}-hint`} className="field-hint">
        The server root, such as https://invoices.example.com, or an address ending in /api/v1.
        https:// only; http:// for localhost.
        {ipv6LoopbackBlocked &&
          ' This page’s security policy blocks http://[::1]: use http://localhost or http://127.0.0.1 instead.'}
      </p>
    </div>
  )
}
