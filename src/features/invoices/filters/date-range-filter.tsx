/**
 * The invoice-date range: two native date inputs and the presets. A typed date is applied after a
 * pause (Chromium reports a value for each digit of the year); a preset at once. A range whose end
 * is before its start is flagged on both inputs and not applied until it is fixed; so is one with a
 * date the browser cannot read (February 30th), once the user leaves that input, and the text they
 * typed stays in it to be corrected.
 */
import { useId, useState } from 'react'
import { isIsoDate } from '../../../lib/iso-date'
import { dateRangePresets, matchingPresets } from './date-range-presets'
import { useDraft, type DraftSync } from './use-draft'

export interface DateRange {
  startDate: string | null
  endDate: string | null
}

interface DateDraft {
  from: string
  to: string
}

const fromRange = ({ startDate, endDate }: DateRange): DateDraft => ({
  from: startDate ?? '',
  to: endDate ?? '',
})
const toRange = ({ from, to }: DateDraft): DateRange => ({
  startDate: from || null,
  endDate: to || null,
})
const sameRange = (a: DateRange, b: DateRange) =>
  a.startDate === b.startDate && a.endDate === b.endDate

const isReversed = ({ from, to }: DateDraft) => isIsoDate(from) && isIsoDate(to) && from > to

const isUsable = (value: string) => value === '' || isIsoDate(value)

type DateField = keyof DateDraft

interface Flags extends Record<DateField, boolean> {
  /** The draft they were raised on (`useDraft`'s count of the URL's replacements). */
  resets: number
  /** How many times each input, from then to, was drawn anew to drop unreadable text. */
  drawn: [number, number]
}

/** True when the input holds something that is not a date the filter can use. */
const isUnreadable = (input: HTMLInputElement) => input.validity.badInput || !isUsable(input.value)

function unreadableMessage({ from, to }: Flags): string {
  if (from && to)
    return (
      '“Invoice date from” and “Invoice date to” are not whole, real dates. ' +
      'Fix them to apply the range.'
    )
  if (!from && !to) return ''
  const field = from ? 'from' : 'to'
  return `“Invoice date ${field}” is not a whole, real date. Fix it to apply the range.`
}

interface DateRangeFilterProps {
  value: DateRange
  onChange: (range: DateRange) => void
  sync: DraftSync
}

export function DateRangeFilter({ value, onChange, sync }: DateRangeFilterProps) {
  const fromId = useId()
  const toId = useId()
  const errorId = useId()
  const presetsId = useId()
  // Read at each render and each click, never kept: past midnight, the preset a click applies is
  // the one shown pressed once the page renders it.
  const today = new Date()
  const { draft, edit, resets } = useDraft(value, {
    commit: onChange,
    sync,
    fromCommitted: fromRange,
    toCommitted: toRange,
    equals: sameRange,
  })
  // Inputs left holding what is not a date (an input's value then reads ''), flagged until fixed.
  const [flags, setFlags] = useState<Flags>({ resets, from: false, to: false, drawn: [0, 0] })
  // The URL replaced the draft (Back, a chip, a saved view, "Clear filters"): no flag outlives it,
  // and a flagged input is drawn anew, which drops the text it could not read.
  if (flags.resets !== resets) {
    const [from, to] = flags.drawn
    setFlags({
      resets,
      from: false,
      to: false,
      drawn: [from + Number(flags.from), to + Number(flags.to)],
    })
  }
  const flag = (field: DateField, on: boolean) => {
    if (flags[field] !== on) setFlags({ ...flags, [field]: on })
  }

  const reversed = isReversed(draft)
  const activePresets = matchingPresets(value.startDate, value.endDate, today)

  const onDateInput = (field: DateField, input: HTMLInputElement) => {
    const next = { ...draft, [field]: input.value }
    // A half-typed date reads as '' with `badInput`: keep waiting rather than clear the filter. It
    // is flagged only once the user leaves it, not at each keystroke of the typing.
    if (!isUnreadable(input)) flag(field, false)
    const other = field === 'from' ? 'to' : 'from'
    const ready = !isUnreadable(input) && !flags[other] && isUsable(next[other])
    edit(next, ready && !isReversed(next) ? 'debounce' : 'hold')
  }

  const dateInput = (field: DateField, id: string, label: string) => {
    const invalid = reversed || flags[field]
    return (
      <div className="filter-field">
        <label htmlFor={id} className="filter-label">
          {label}
        </label>
        <input
          key={flags.drawn[field === 'from' ? 0 : 1]}
          id={id}
          type="date"
          className="filter-input"
          value={draft[field]}
          // No min or max from the other input: a new limit redraws Chromium's date fields, which
          // drops text it cannot read and the digits of a date half typed. A reversed range is
          // flagged instead.
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            onDateInput(field, event.currentTarget)
          }}
          onBlur={(event) => {
            flag(field, isUnreadable(event.currentTarget))
          }}
        />
      </div>
    )
  }

  return (
    <div className="date-range">
      <div className="date-range-inputs">
        {dateInput('from', fromId, 'Invoice date from')}
        {dateInput('to', toId, 'Invoice date to')}
      </div>
      <p id={errorId} className="date-range-error" aria-live="polite">
        {unreadableMessage(flags) ||
          (reversed &&
            '“Invoice date to” is before “Invoice date from”. Fix the range to apply it.')}
      </p>
      <div role="group" aria-labelledby={presetsId} className="date-presets">
        <span id={presetsId} className="date-presets-label">
          Date presets
        </span>
        {dateRangePresets.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="preset-button"
            aria-pressed={activePresets.includes(preset)}
            onClick={() => {
              setFlags({ ...flags, from: false, to: false })
              edit(fromRange(preset.range(new Date())), 'now')
            }}
          >
            {preset.label}
          </button>
        ))}
      </div>
    </div>
  )
}
