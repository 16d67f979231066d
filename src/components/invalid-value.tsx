import './invalid-value.css'

/** A field the server sent in a form we cannot use: a marker saying so, then its raw text. */
export function InvalidValue({ text, problem }: { text?: string; problem: string }) {
  return (
    <span className="invalid-value">
      <span className="invalid-value-marker" title={problem}>
        <span aria-hidden="true">⚠</span>
        <span className="visually-hidden">({problem})</span>
      </span>
      {text !== undefined && text !== '' && (
        <span className="invalid-value-text" title={text}>
          {text}
        </span>
      )}
    </span>
  )
}
