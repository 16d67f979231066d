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

const fieldLabels: Record<DateField, string> = {
  from: 'Invoice date from',
  to: 'Invoice date to',
}

/** True when the input holds something that is not a date the filter can use. */
const isUnreadable = (input: HTMLInputElement) => input.validity.badInput || !isUsable(input.value)

function rangeError(unreadable: DateField | undefined, reversed: boolean): string {
  if (unreadable)
    return `“${fieldLabels[unreadable]}” is not a whole, real date. Fix it to apply the range.`
  return reversed
    ? '“Invoice date to” is before “Invoice date from”. Fix the range to apply it.'
    : ''
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
  const { draft, edit } = useDraft(value, {
    commit: onChange,
    sync,
    fromCommitted: fromRange,
    toCommitted: toRange,
    equals: sameRange,
  })
  // Inputs left holding what is not a date (an input's value then reads ''), flagged until fixed.
  const [unreadable, setUnreadable] = useState<ReadonlySet<DateField>>(() => new Set())
  // The URL replaced the range (Back, a chip, "Clear filters"): inputs drawn anew drop such text.
  const [seenSync, setSeenSync] = useState(sync.key)
  const [inputsDrawn, setInputsDrawn] = useState(0)
  if (seenSync !== sync.key) {
    setSeenSync(sync.key)
    if (sync.force && unreadable.size > 0) {
      setUnreadable(new Set())
      setInputsDrawn(inputsDrawn + 1)
    }
  }
  const flag = (field: DateField, on: boolean) => {
    if (unreadable.has(field) === on) return
    const next = new Set(unreadable)
    if (on) next.add(field)
    else next.delete(field)
    setUnreadable(next)
  }

  const reversed = isReversed(draft)
  const firstUnreadable = (['from', 'to'] as const).find((field) => unreadable.has(field))
  const error = rangeError(firstUnreadable, reversed)
  const activePresets = matchingPresets(value.startDate, value.endDate, today)

  const onDateInput = (field: DateField, input: HTMLInputElement) => {
    const next = { ...draft, [field]: input.value }
    // A half-typed date reads as '' with `badInput`: keep waiting rather than clear the filter. It
    // is flagged only once the user leaves it, not at each keystroke of the typing.
    if (!isUnreadable(input)) flag(field, false)
    const other = field === 'from' ? 'to' : 'from'
    const ready = !isUnreadable(input) && !unreadable.has(other) && isUsable(next[other])
    edit(next, ready && !isReversed(next) ? 'debounce' : 'hold')
  }

  const dateInput = (field: DateField, id: string) => {
    const invalid = reversed || unreadable.has(field)
    return (
      <div className="filter-field">
        <label htmlFor={id} className="filter-label">
          {fieldLabels[field]}
        </label>
        <input
          key={inputsDrawn}
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
        {dateInput('from', fromId)}
        {dateInput('to', toId)}
      </div>
      <p id={errorId} className="date-range-error" aria-live="polite">
        {error}
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
              setUnreadable(new Set())
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
