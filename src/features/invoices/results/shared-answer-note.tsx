import { asOfText } from '../../../lib/format-freshness'
import './shared-answer-note.css'

/**
 * Says that the page came from the team server's shared cache and when it was fetched, so a page
 * that is a few seconds old never passes for live data. Nothing for a page fetched for this reader.
 */
export function SharedAnswerNote({ cachedAt }: { cachedAt: number | null | undefined }) {
  if (cachedAt === null || cachedAt === undefined) return null
  return (
    <p className="shared-answer-note">
      Shared answer from your team’s server, {asOfText(cachedAt)}
    </p>
  )
}
