import { useState } from 'react'
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

/**
 * "As of", and "Today" to come back to it. While the field is edited it shows what was typed, not
 * the report's date: setting its value under the cursor sends Chromium's date segments back to the
 * month, so that typing 01012026 made 2026-10-12.
 */
export function AsOfField({ asOf, today, onChange }: AsOfFieldProps) {
  // What the field holds while it is edited; null once it is left.
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <>
      <label>
        As of
        <input
          type="date"
          value={draft ?? asOf}
          onChange={(event) => {
            setDraft(event.target.value)
            // A whole date is taken at once, unless it is far off: typing a year passes through
            // 0002, 0020 and 0202 on its way to 2026, and the report need not show each.
            if (isNearDate(event.target.value, today)) onChange(event.target.value)
            // Emptied at once (Firefox's clear button): no date is the default one, today.
            else if (isCleared(event.target)) onChange(today)
          }}
          onBlur={(event) => {
            // Chromium empties a date segment by segment, and says nothing once the last goes:
            // an empty field is seen as it is left. A half-typed one gives way to the last date;
            // a far one is taken now.
            const next = isCleared(event.target) ? today : draft
            if (next !== null && next !== asOf && isIsoDate(next)) onChange(next)
            setDraft(null)
          }}
        />
      </label>
      <button
        type="button"
        className="aging-no-print"
        onClick={() => {
          onChange(today)
        }}
      >
        Today
      </button>
    </>
  )
}
