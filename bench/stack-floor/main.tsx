/**
 * The benchmark's stack floor: the floor page (same fetch, same plain table) built on the libraries
 * the app is required to use, each used the least it can be: React Router for the URL, TanStack
 * Query for the request, zod to parse the response and TanStack Table for the rows (its cells are
 * the accessors' plain values, with no component around them). The gap between it and the floor is
 * what the stack costs before any feature is written.
 */
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, useSearchParams } from 'react-router'
import * as z from 'zod/mini'

const rowSchema = z.object({
  id: z.string(),
  invoiceNumber: z.optional(z.string()),
  vendor: z.optional(z.string()),
  amount: z.optional(z.number()),
  currency: z.optional(z.string()),
  invoiceDate: z.optional(z.string()),
  dueDate: z.optional(z.string()),
  status: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  attachmentUrl: z.optional(z.string()),
})
const pageSchema = z.object({ invoices: z.array(rowSchema) })
type Row = z.infer<typeof rowSchema>

const params = new URLSearchParams(window.location.search)
const api = params.get('api') ?? 'http://127.0.0.1:8787'
const key = params.get('key') ?? 'demo-standard'

const features = tableFeatures({})
const column = createColumnHelper<typeof features, Row>()
const columns = column.columns([
  column.accessor('invoiceNumber', { header: 'Invoice number' }),
  column.accessor('vendor', { header: 'Vendor' }),
  column.accessor((row) => `${String(row.amount)} ${row.currency ?? ''}`, {
    id: 'amount',
    header: 'Amount',
  }),
  column.accessor('invoiceDate', { header: 'Invoice date' }),
  column.accessor('dueDate', { header: 'Due date' }),
  column.accessor('status', { header: 'Status' }),
  column.accessor((row) => row.tags?.join(', '), { id: 'tags', header: 'Tags' }),
  column.accessor('attachmentUrl', { header: 'Attachment' }),
])

async function fetchRows(offset: string, status: string, signal: AbortSignal) {
  const query = new URLSearchParams({ offset, ...(status ? { status } : {}) })
  const response = await fetch(`${api}/api/v1/invoices?${query.toString()}`, {
    headers: { Authorization: `Bearer ${key}` },
    signal,
  })
  return pageSchema.parse(await response.json()).invoices
}

const rowsQuery = (offset: string, status: string) =>
  queryOptions({
    queryKey: ['invoices', offset, status],
    queryFn: ({ signal }) => fetchRows(offset, status, signal),
    placeholderData: keepPreviousData,
  })

function StackFloor() {
  const [search, setSearch] = useSearchParams()
  const offset = search.get('offset') ?? '0'
  const status = search.get('status') ?? ''
  const { data = [] } = useQuery(rowsQuery(offset, status))
  const table = useTable({ features, columns, data, getRowId: (row) => row.id })
  const show = (next: Record<string, string>) => {
    setSearch({ ...Object.fromEntries(search), ...next })
  }
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          show({ offset: String(Math.max(0, Number(offset) - 50)) })
        }}
      >
        Previous page
      </button>
      <button
        type="button"
        onClick={() => {
          show({ offset: String(Number(offset) + 50) })
        }}
      >
        Next page
      </button>
      <button
        type="button"
        onClick={() => {
          show({ status: 'overdue' })
        }}
      >
        Overdue
      </button>
      <table aria-label="Invoices">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>{cell.getValue<string | undefined>()}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <StackFloor />
      </BrowserRouter>
    </QueryClientProvider>,
  )
