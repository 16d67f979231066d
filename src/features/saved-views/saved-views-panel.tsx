import { useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import {
  addView,
  readSavedViews,
  removeView,
  renameView,
  viewSearch,
  writeSavedViews,
  type SavedView,
  type SaveOutcome,
} from './saved-views-store'
import { ViewNameDialog } from './view-name-dialog'
import './saved-views.css'

interface SavedViewsPanelProps {
  /** Where a view opens, e.g. `/invoices`. */
  path: string
  /** The visible columns now, saved with a view. */
  columns: readonly string[]
  /** Shows a view's columns when it is opened. */
  onApplyColumns: (columns: readonly string[]) => void
}

type Editing = { mode: 'save' } | { mode: 'rename'; name: string } | null

/** "Save view" and the list "Saved views": each a link to its URL, with rename and delete. */
export function SavedViewsPanel({ path, columns, onApplyColumns }: SavedViewsPanelProps) {
  const location = useLocation()
  const [{ views, notice }, setSaved] = useState(readSavedViews)
  const [editing, setEditing] = useState<Editing>(null)
  const [stored, setStored] = useState(true)
  // The view last deleted and where it stood, until the next change: "Undo" puts it back.
  const [deleted, setDeleted] = useState<{ view: SavedView; index: number } | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const saveButton = useRef<HTMLButtonElement>(null)
  // A renamed view's row is keyed by its new name, so it is a new row: its Rename button takes focus.
  const renamedTo = useRef<string | null>(null)

  /** The view a new list brings (saved, renamed or restored): the one object not in the old list. */
  const broughtIn = (next: readonly SavedView[]) => next.find((view) => !views.includes(view))
  /** Stores an outcome; `done` ("saved") is said of the view it brings. */
  const commit = (outcome: SaveOutcome, done?: string): SaveOutcome => {
    if (outcome.ok) {
      const brought = broughtIn(outcome.views)
      const written = writeSavedViews(outcome.views)
      setStored(written)
      // Not where the browser would not store it: what is said then is that it lasts for the tab.
      setSaved({
        views: outcome.views,
        notice: done && brought && written ? `View “${brought.name}” ${done}.` : null,
      })
      setDeleted(null)
    }
    return outcome
  }
  const edit = (next: Editing, from: HTMLElement) => {
    opener.current = from
    setEditing(next)
  }
  const closeDialog = () => {
    setEditing(null)
    opener.current?.focus()
  }
  const current: SavedView = {
    name: '',
    search: viewSearch(new URLSearchParams(location.search)),
    columns: [...columns],
  }

  return (
    <section className="saved-views" aria-labelledby="saved-views-heading">
      <h2 id="saved-views-heading" className="saved-views-heading">
        Saved views
      </h2>
      {views.length > 0 ? (
        <ul className="saved-views-list" aria-label="Saved views">
          {views.map((view) => (
            <li key={view.name}>
              <Link
                to={{ pathname: path, search: view.search }}
                title={view.name}
                // The view on screen now: its filters, sort and search are the URL's.
                aria-current={view.search === current.search ? 'page' : undefined}
                onClick={() => {
                  onApplyColumns(view.columns)
                }}
              >
                {view.name}
              </Link>
              <button
                type="button"
                className="saved-view-action"
                aria-label={`Rename view ${view.name}`}
                ref={(button) => {
                  if (button && renamedTo.current === view.name) {
                    renamedTo.current = null
                    button.focus()
                  }
                }}
                onClick={(event) => {
                  edit({ mode: 'rename', name: view.name }, event.currentTarget)
                }}
              >
                Rename
              </button>
              <button
                type="button"
                className="saved-view-action"
                aria-label={`Delete view ${view.name}`}
                onClick={() => {
                  commit({ ok: true, views: removeView(views, view.name) })
                  setDeleted({ view, index: views.indexOf(view) })
                  // The row and its button are gone: focus goes somewhere that stays.
                  saveButton.current?.focus()
                }}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="saved-views-empty">
          None yet<span className="saved-views-hint">: save the filters you use every day</span>.
        </p>
      )}
      <button
        ref={saveButton}
        type="button"
        onClick={(event) => {
          edit({ mode: 'save' }, event.currentTarget)
        }}
      >
        Save view
      </button>
      {/* One live region, there from the start: words put into it are read out, where a region
        that arrives with its words may not be. The Undo button stays out of the words. */}
      <p className="saved-views-notice" role="status">
        {[
          deleted ? `View “${deleted.view.name}” deleted.` : notice,
          stored
            ? null
            : 'This browser would not store the views: they last until you close the tab.',
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {deleted && (
        <button
          type="button"
          className="saved-view-action"
          onClick={() => {
            const restored = [...views]
            restored.splice(deleted.index, 0, deleted.view)
            commit({ ok: true, views: restored }, 'restored')
            renamedTo.current = deleted.view.name
          }}
        >
          Undo
        </button>
      )}
      {editing?.mode === 'save' && (
        <ViewNameDialog
          title="Save view"
          initialName=""
          onSubmit={(name, replace) =>
            commit(addView(views, { ...current, name }, { replace }), replace ? 'updated' : 'saved')
          }
          onClose={closeDialog}
        />
      )}
      {editing?.mode === 'rename' && (
        <ViewNameDialog
          title="Rename view"
          initialName={editing.name}
          onSubmit={(name) => {
            const outcome = commit(renameView(views, editing.name, name))
            if (outcome.ok) renamedTo.current = broughtIn(outcome.views)?.name ?? null
            return outcome
          }}
          onClose={closeDialog}
        />
      )}
    </section>
  )
}
