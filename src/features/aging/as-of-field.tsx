import { useId, useState } from 'react'
import { formatIsoDate } from '../../lib/format-date'
import { isIsoDate } from '../../lib/iso-date'
import { isNearDate } from './use-as-of-date'

/** Emptied, not half typed: a half-typed date input's value is empty too, but its input is bad. */
const isCleared = (field: HTMLInputElement) => field.value === '' && !field.validity.badInput

interface AsOfFieldProps {
  /** The date the report is as of. */
  asOf: string
  today: string
  onChange: (asOf: string) => void
}

/** What the field holds while it is edited, over the report's date it was typed on. */
interface Draft {
  over: string
  value: string
  /** Left holding what is no date (February 30th): the typed text stays, flagged, to be fixed. */
  unreadable: boolean
}

/**
 * "As of", and "Today" to come back to it. While the field is edited it shows what was typed, not
 * the report's date: setting its value under the cursor sends Chromium's date segments back to the
 * month, so that typing 01012026 made 2026-10-12. A draft belongs to the report's date it makes
 * (or, until it makes one, the date it was typed over): once the date changes otherwise (Today, a
 * link), the draft goes and the field shows the new date. A page printed shows the report's date
 * in words in the field's place, never what is half typed there.
 */
export function AsOfField({ asOf, today, onChange }: AsOfFieldProps) {
  const errorId = useId()
  const [draft, setDraft] = useState<Draft | null>(null)
  // Dropped as the date changes otherwise, before this render is kept: React renders again at once.
  if (draft && draft.over !== asOf) setDraft(null)
  const asOfText = formatIsoDate(asOf).text
  return (
    <>
      <label>
        As of
        <input
          type="date"
          value={draft?.value ?? asOf}
          aria-invalid={draft?.unreadable || undefined}
          aria-describedby={draft?.unreadable ? errorId : undefined}
          onChange={(event) => {
            const { value } = event.target
            // A whole date is taken at once, unless it is far off: typing a year passes through
            // 0002, 0020 and 0202 on its way to 2026, and the report need not show each. Emptied
            // at once (Firefox's clear button): no date is the default one, today.
            const taken = isNearDate(value, today) ? value : isCleared(event.target) ? today : null
            // A half-typed date reads as '' with `badInput`: a flag raised on leaving stays. The
            // draft goes over the date it makes the report's, so the field keeps what is typed.
            const unreadable = Boolean(draft?.unreadable) && event.target.validity.badInput
            setDraft({ over: taken ?? asOf, value, unreadable })
            if (taken !== null) onChange(taken)
          }}
          onBlur={(event) => {
            // A date the browser cannot read keeps its text and is flagged; the report keeps its date.
            if (event.target.validity.badInput) {
              setDraft({ over: asOf, value: '', unreadable: true })
              return
            }
            // Chromium empties a date segment by segment, and says nothing once the last goes:
            // an empty field is seen as it is left. A far date is taken now.
            const next = isCleared(event.target) ? today : draft?.value
            if (next !== undefined && next !== asOf && isIsoDate(next)) onChange(next)
            setDraft(null)
          }}
        />
      </label>
      <span className="aging-as-of-print">{asOfText}</span>
      <button
        type="button"
        className="aging-no-print"
        onClick={() => {
          setDraft(null)
          onChange(today)
        }}
      >
        Today
      </button>
      {draft?.unreadable && (
        <p id={errorId} className="aging-as-of-error aging-no-print" role="alert">
          {`“As of” is not a whole, real date, so the report is still as of ${asOfText}. Fix the date, or choose Today.`}
        </p>
      )}
    </>
  )
}
