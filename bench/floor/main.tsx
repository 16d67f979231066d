/**
 * The benchmark's floor: the thinnest React page that shows the same 50 rows from the same server.
 * React and react-dom only, one fetch in an effect, a plain table. Paging re-fetches and re-renders.
 */
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { designColumnHeaders } from '../../test/design-names'

interface Row {
  id: string
  invoiceNumber?: string
  vendor?: string
  amount?: number
  currency?: string
  invoiceDate?: string
  dueDate?: string
  status?: string
  tags?: string[]
  attachmentUrl?: string
}

const params = new URLSearchParams(window.location.search)
const api = params.get('api') ?? 'http://127.0.0.1:8787'
const key = params.get('key') ?? 'demo-standard'

function Floor() {
  const [offset, setOffset] = useState(0)
  const [status, setStatus] = useState('')
  const [rows, setRows] = useState<Row[]>([])
  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({ offset: String(offset), ...(status ? { status } : {}) })
    void fetch(`${api}/api/v1/invoices?${query.toString()}`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<{ invoices: Row[] }>)
      .then((body) => {
        setRows(body.invoices)
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
    }
  }, [offset, status])
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setOffset((value) => Math.max(0, value - 50))
        }}
      >
        Previous page
      </button>
      <button
        type="button"
        onClick={() => {
          setOffset((value) => value + 50)
        }}
      >
        Next page
      </button>
      <button
        type="button"
        onClick={() => {
          setStatus('overdue')
        }}
      >
        Overdue
      </button>
      <table aria-label="Invoices">
        <thead>
          <tr>
            {designColumnHeaders.map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.invoiceNumber}</td>
              <td>{row.vendor}</td>
              <td>
                {row.amount} {row.currency}
              </td>
              <td>{row.invoiceDate}</td>
              <td>{row.dueDate}</td>
              <td>{row.status}</td>
              <td>{row.tags?.join(', ')}</td>
              <td>{row.attachmentUrl}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<Floor />)
