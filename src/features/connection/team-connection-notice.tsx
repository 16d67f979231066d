/** The connection screen in team mode: the server holds the key, so there is nothing to enter. */
import { Link } from 'react-router'
import { plans, type Connection } from './connection'

interface TeamConnectionNoticeProps {
  connection: Extract<Connection, { kind: 'team' }>
  invoicesPath: string
}

export function TeamConnectionNotice({ connection, invoicesPath }: TeamConnectionNoticeProps) {
  return (
    <div className="connection-page">
      {/* The page's h1 is the route's (src/app/app.tsx): it stands even when this code cannot load. */}
      <p className="connection-current">
        Connected through your team’s server ({plans[connection.plan].label} plan).
      </p>
      <p>
        The team’s server holds the API key and adds it to every request: no key is needed or kept
        in this browser. It shares answers between colleagues for a short while and keeps the whole
        team within the plan’s rate limit.
      </p>
      <p>
        <Link to={invoicesPath}>Open the invoices</Link>
      </p>
    </div>
  )
}
