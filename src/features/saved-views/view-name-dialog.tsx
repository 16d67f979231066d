import { useId, useRef, useState } from 'react'
import { ModalDialog } from '../../components/modal-dialog'
import { MAX_SAVED_VIEWS, MAX_VIEW_NAME_LENGTH, type SaveOutcome } from './saved-views-store'

interface ViewNameDialogProps {
  title: 'Save view' | 'Rename view'
  initialName: string
  /** Tries the name; `replace` once the user agreed to overwrite a view of the same name. */
  onSubmit: (name: string, replace: boolean) => SaveOutcome
  onClose: () => void
}

const problems: Record<Exclude<SaveOutcome, { ok: true }>['reason'], string> = {
  'empty-name': 'Give the view a name.',
  exists: 'A view with this name already exists.',
  full: `You have ${MAX_SAVED_VIEWS} saved views, the most there can be. Delete one first.`,
}

/** Asks for a view's name; a name already taken asks once more before replacing. */
export function ViewNameDialog({ title, initialName, onSubmit, onClose }: ViewNameDialogProps) {
  const [name, setName] = useState(initialName)
  const [problem, setProblem] = useState<keyof typeof problems | null>(null)
  const problemId = useId()
  const form = useRef<HTMLFormElement>(null)
  const submit = (replace: boolean) => {
    const outcome = onSubmit(name, replace)
    // Closing the dialog (not calling onClose) lets the page behind take focus again.
    if (outcome.ok) form.current?.closest('dialog')?.close()
    else setProblem(outcome.reason)
  }
  return (
    <ModalDialog title={title} onClose={onClose}>
      <form
        ref={form}
        className="view-name-form"
        onSubmit={(event) => {
          event.preventDefault()
          submit(false)
        }}
      >
        <label>
          View name
          <input
            value={name}
            maxLength={MAX_VIEW_NAME_LENGTH}
            required
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setName(event.target.value)
              setProblem(null)
            }}
          />
        </label>
        <p id={problemId} className="view-name-problem" role="alert">
          {problem && problems[problem]}
        </p>
        <div className="view-name-actions">
          {problem === 'exists' && (
            <button
              type="button"
              onClick={() => {
                submit(true)
              }}
            >
              Replace it
            </button>
          )}
          <button type="submit">Save</button>
        </div>
      </form>
    </ModalDialog>
  )
}
