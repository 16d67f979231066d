import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import Papa from 'papaparse'
import { expect, test, vi } from 'vitest'
import { answerBusy } from '../../../test/busy-server'
import { makeInvoice } from '../../../test/invoice-fixtures'
import { seedInvoices } from '../../../test/invoice-views'
import { recordApiRequests } from '../../../test/requests'
import { toLocalIsoDate } from '../../lib/iso-date'
import { INVOICES_ROUTE } from '../../mocks/handlers'
import { createHostileHandler, hostileScenarios } from '../../mocks/hostile-handlers'
import { invoiceDb } from '../../mocks/invoice-db'
import { server } from '../../mocks/node'
import { defaultInvoiceFilters, type InvoiceFilters } from '../../api/invoice-filters'
import { createRateLimitStore } from '../../api/rate-limit-store'
import { InvoiceExport } from './invoice-export'
import { captureDownloads } from '../../../test/downloads'
import { holdInvoiceRequests } from '../../../test/held-requests'

const target = {
  id: 't',
  root: 'http://localhost',
  apiKey: 'demo-standard',
  budget: createRateLimitStore(100),
}

function renderExport(filters: InvoiceFilters = defaultInvoiceFilters, total: number | null = 250) {
  const props = { target, filters, total, requestsPerMinute: 100 }
  const view = render(<InvoiceExport {...props} />)
  return { ...view, user: userEvent.setup(), props }
}

test('exports every matching invoice to a CSV file named after the filters', async () => {
  invoiceDb.seed(
    Array.from({ length: 250 }, (_, index) =>
      makeInvoice({
        id: `inv_${String(index).padStart(3, '0')}`,
        vendor: index === 0 ? 'Müller GmbH' : 'Acme',
        amount: index === 1 ? -99.5 : 10,
      }),
    ),
  )
  const files = captureDownloads()
  const { user } = renderExport()
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const today = toLocalIsoDate(new Date())
  expect(
    await screen.findByText(`Exported 250 invoices to invoices-all-${today}.csv.`),
  ).toBeInTheDocument()
  expect(files).toHaveLength(1)
  // The button came back when the bar went: a keyboard user is where they started.
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus()
  const [file] = files
  expect(file?.name).toBe(`invoices-all-${today}.csv`)
  const text = (await file?.blob.text()) ?? ''
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
  expect(rows).toHaveLength(251)
  expect(rows.some((row) => row.includes('Müller GmbH'))).toBe(true)
  // Amounts carry their currency's decimals (invoice-csv.ts).
  expect(rows.some((row) => row.includes('-99.50'))).toBe(true)
})

test('the same export asked for again within 30 seconds saves the same file, with no new walk', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 29, 9, 0, 0) })
  seedInvoices(250)
  const files = captureDownloads()
  const { requests } = recordApiRequests()
  const { user } = renderExport()
  const exportButton = () => screen.getByRole('button', { name: 'Export CSV' })
  await user.click(exportButton())
  const filename = `invoices-all-${toLocalIsoDate(new Date())}.csv`
  await screen.findByText(`Exported 250 invoices to ${filename}.`)
  expect(requests).toHaveLength(3)

  vi.setSystemTime(new Date(2026, 10, 29, 9, 0, 12))
  await user.click(exportButton())
  expect(
    await screen.findByText(
      `Saved ${filename} again (250 invoices, exported 12 seconds ago; no new request).`,
    ),
  ).toBeInTheDocument()
  expect(files.map((file) => file.name)).toEqual([filename, filename])
  expect(files[1]?.blob).toBe(files[0]?.blob)
  expect(requests).toHaveLength(3)

  // The same words again, in the same second: the live region gets them as a new line to read.
  const saidAgain = `Saved ${filename} again (250 invoices, exported 12 seconds ago; no new request).`
  const status = screen.getByRole('status')
  const linesAdded: string[] = []
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) linesAdded.push(node.textContent ?? '')
  }).observe(status, { childList: true })
  await user.click(exportButton())
  expect(files).toHaveLength(3)
  await waitFor(() => {
    expect(linesAdded).toEqual([saidAgain])
  })
  expect(status).toHaveTextContent(saidAgain)

  // Past the 30 seconds a view is fresh for, the export reads the server again.
  vi.setSystemTime(new Date(2026, 10, 29, 9, 0, 40))
  await user.click(exportButton())
  await screen.findByText(`Exported 250 invoices to ${filename}.`)
  expect(requests).toHaveLength(6)
  expect(files).toHaveLength(4)
})

test('a file is saved again only for the filters and count it was walked for', async () => {
  seedInvoices(250)
  const files = captureDownloads()
  const { requests } = recordApiRequests()
  const { user, rerender, props } = renderExport()
  const exportButton = () => screen.getByRole('button', { name: 'Export CSV' })
  const today = toLocalIsoDate(new Date())
  await user.click(exportButton())
  await screen.findByText(`Exported 250 invoices to invoices-all-${today}.csv.`)

  // Other filters walk their own invoices, even when as many match.
  rerender(<InvoiceExport {...props} filters={{ ...props.filters, vendor: 'acme' }} />)
  await user.click(exportButton())
  await screen.findByText(`Exported 250 invoices to invoices-acme-${today}.csv.`)
  expect(requests).toHaveLength(6)

  // Rows on screen read after the walk (Refresh) are newer than the file: it walks again.
  const acme = { ...props.filters, vendor: 'acme' }
  rerender(<InvoiceExport {...props} filters={acme} rowsReadAt={Date.now() + 1} />)
  await user.click(exportButton())
  await waitFor(() => {
    expect(requests).toHaveLength(9)
  })
  await waitFor(() => {
    expect(files).toHaveLength(3)
  })

  // So does a count on screen that moved since the walk (one more invoice came).
  rerender(<InvoiceExport {...props} filters={acme} total={251} />)
  await user.click(exportButton())
  await waitFor(() => {
    expect(requests).toHaveLength(12)
  })
  await waitFor(() => {
    expect(files).toHaveLength(4)
  })
})

test('an export that came up short is walked again when asked again, not saved again', async () => {
  seedInvoices(1_000)
  server.use(createHostileHandler({ ignoreOffset: true }))
  const files = captureDownloads()
  const { requests } = recordApiRequests()
  const { user } = renderExport(defaultInvoiceFilters, 1_000)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByText(/Exported 100 invoices/)
  const walked = requests.length
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => {
    expect(requests.length).toBeGreaterThan(walked)
  })
  await waitFor(() => {
    expect(files).toHaveLength(2)
  })
})

test('a large export states its requests and time, and asks first', async () => {
  const recorder = recordApiRequests()
  const { user } = renderExport(defaultInvoiceFilters, 15_000)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(screen.getByRole('group', { name: 'Confirm export' })).toHaveTextContent(
    'Exporting 15,000 invoices takes 150 requests: about a minute at 100 requests a minute.',
  )
  await user.click(screen.getByRole('button', { name: 'Not now' }))
  expect(screen.queryByRole('group', { name: 'Confirm export' })).not.toBeInTheDocument()
  expect(recorder.requests).toHaveLength(0)
})

test('the progress bar counts invoices and Cancel export stops the requests', async () => {
  invoiceDb.seed(
    Array.from({ length: 900 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(3, '0')}` }),
    ),
  )
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== null) await delay('infinite')
    }),
  )
  captureDownloads()
  const recorder = recordApiRequests()
  const { user } = renderExport(defaultInvoiceFilters, 900)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const progress = await screen.findByRole('progressbar', { name: 'Export progress' })
  // The pressed button is gone: focus is on the bar that took its place, not on the page.
  expect(progress).toHaveFocus()
  await waitFor(() => {
    expect(progress).toHaveAttribute('aria-valuetext', '100 of 900 invoices')
  })
  expect(screen.getByText('100 of 900 invoices')).toBeInTheDocument()
  const sent = recorder.requests.length
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toHaveRole('status')
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus()
  expect(recorder.requests).toHaveLength(sent)
})

test('changing the filters cancels a running export cleanly', async () => {
  invoiceDb.seed(
    Array.from({ length: 300 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(3, '0')}` }),
    ),
  )
  server.use(
    http.get(INVOICES_ROUTE, async () => {
      await delay('infinite')
    }),
  )
  const files = captureDownloads()
  const { user, rerender, props } = renderExport(defaultInvoiceFilters, 300)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByRole('progressbar', { name: 'Export progress' })
  rerender(<InvoiceExport {...props} filters={{ ...defaultInvoiceFilters, status: 'paid' }} />)
  expect(
    await screen.findByText('Export cancelled because the filters changed.'),
  ).toBeInTheDocument()
  expect(files).toHaveLength(0)
})

test('paging during an export does not disturb it: it finishes with every matching invoice', async () => {
  invoiceDb.seed(
    Array.from({ length: 300 }, (_, index) =>
      makeInvoice({ id: `inv_${String(index).padStart(3, '0')}` }),
    ),
  )
  const release = holdInvoiceRequests()
  const files = captureDownloads()
  const { user, rerender, props } = renderExport(defaultInvoiceFilters, 300)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByRole('progressbar', { name: 'Export progress' })
  rerender(
    <InvoiceExport {...props} filters={{ ...defaultInvoiceFilters, offset: 100, limit: 25 }} />,
  )
  release()
  const today = toLocalIsoDate(new Date())
  expect(
    await screen.findByText(`Exported 300 invoices to invoices-all-${today}.csv.`),
  ).toBeInTheDocument()
  expect(files).toHaveLength(1)
})

test('a server that ignores the offset gets an export that says it is incomplete', async () => {
  seedInvoices(1_000)
  server.use(createHostileHandler({ ignoreOffset: true }))
  const files = captureDownloads()
  const recorder = recordApiRequests()
  const { user } = renderExport(defaultInvoiceFilters, 1_000)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const today = toLocalIsoDate(new Date())
  expect(
    await screen.findByText(
      `Exported 100 invoices to invoices-all-${today}.csv; the server reported 1,000. Later pages repeated invoices already read (the server seems to ignore the offset), so the walk stopped.`,
    ),
  ).toBeInTheDocument()
  expect(files).toHaveLength(1)
  // The first page and the pages already in flight when the repeat showed: never the whole plan.
  expect(recorder.requests.length).toBeLessThanOrEqual(5)
})

test('a server that sends no total gets an export that never quotes one, nor advises a rerun', async () => {
  seedInvoices(250)
  server.use(createHostileHandler(hostileScenarios['no-total']))
  captureDownloads()
  const { user } = renderExport(defaultInvoiceFilters, null)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await user.click(screen.getByRole('button', { name: 'Start export' }))
  const today = toLocalIsoDate(new Date())
  expect(
    await screen.findByText(
      `Exported 250 invoices to invoices-all-${today}.csv; the server sent no total. Nothing confirms these are all.`,
    ),
  ).toBeInTheDocument()
})

test('a total the pages never reach is said with where they ran out, not as a reason to run again', async () => {
  seedInvoices(250)
  server.use(createHostileHandler({ total: 'lies', change: 1_000 }))
  captureDownloads()
  const { user } = renderExport(defaultInvoiceFilters, 1_000)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const today = toLocalIsoDate(new Date())
  expect(
    await screen.findByText(
      `Exported 250 invoices to invoices-all-${today}.csv; the server reported 1,000. Its pages ran out after 250.`,
    ),
  ).toBeInTheDocument()
})

test('pages smaller than planned stop the export after its first page, and it asks again at the real cost', async () => {
  seedInvoices(1_000)
  server.use(createHostileHandler({ pageSize: 10 }))
  captureDownloads()
  const recorder = recordApiRequests()
  const { user } = renderExport(defaultInvoiceFilters, 1_000)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText(
      /^Exported 10 invoices .*; the server reported 1,000\. Pages came back smaller than planned/,
    ),
  ).toBeInTheDocument()
  // Pages of 10 need 100 requests, far past the 13 confirmed: the first page shows it.
  expect(recorder.requests).toHaveLength(1)
  expect(screen.getByRole('group', { name: 'Confirm export' })).toHaveTextContent(
    'Exporting 1,000 invoices takes 100 requests',
  )
})

test('a walk whose total is unknown asks first and says so', async () => {
  const recorder = recordApiRequests()
  const { user } = renderExport(defaultInvoiceFilters, null)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(screen.getByRole('group', { name: 'Confirm export' })).toHaveTextContent(
    'The server does not say how many invoices match. Exporting stops after at most 110 requests (up to 10,000 invoices)',
  )
  expect(recorder.requests).toHaveLength(0)
})

test('an export that cannot start yet says when it will, and can be cancelled meanwhile', async () => {
  seedInvoices(300)
  const budget = createRateLimitStore(100)
  budget.observe({ remaining: 0, retryAfterSeconds: 55 })
  const recorder = recordApiRequests()
  const user = userEvent.setup()
  render(
    <InvoiceExport
      target={{ ...target, budget }}
      filters={defaultInvoiceFilters}
      total={300}
      requestsPerMinute={100}
    />,
  )
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  // Nothing can go in this window: the export waits for the next, so it asks first.
  expect(screen.getByRole('group', { name: 'Confirm export' })).toHaveTextContent(
    'Exporting 300 invoices takes 3 requests, and none are left this minute: about a minute',
  )
  await user.click(screen.getByRole('button', { name: 'Start export' }))
  const progress = await screen.findByRole('progressbar', { name: 'Export progress' })
  expect(progress).toHaveAttribute('aria-valuetext', 'Starts in 55 s')
  expect(screen.getByText('Starts in 55 s')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
  expect(recorder.requests).toHaveLength(0)
})

test('an export held by a failing page says why it waits and for how long', async () => {
  seedInvoices(300)
  answerBusy((params) => params.get('offset') === '100', { retryAfterSeconds: 30 })
  const { user } = renderExport(defaultInvoiceFilters, 300)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const progress = await screen.findByRole('progressbar', { name: 'Export progress' })
  // The other pages came; the one the server turned away waits its Retry-After, and the bar says so.
  await waitFor(() => {
    expect(progress).toHaveAttribute(
      'aria-valuetext',
      '200 of 300 invoices; a request failed, trying again in 30 s',
    )
  })
  // In sight, in the count's room: the row keeps its height on a phone.
  expect(screen.getByText('Retrying in 30 s')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
})

test('an export that spends the rate limit mid-walk says it is paused until the window reopens', async () => {
  seedInvoices(300)
  // The first page leaves nothing in this window: the rest waits for the next one.
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== null) return undefined
      const invoices = invoiceDb.all().slice(0, 100)
      return HttpResponse.json(
        { invoices, total: 300, limit: 100, offset: 0 },
        { headers: { 'X-RateLimit-Remaining': '0' } },
      )
    }),
  )
  const recorder = recordApiRequests()
  const user = userEvent.setup()
  render(
    <InvoiceExport
      target={{ ...target, budget: createRateLimitStore(100) }}
      filters={defaultInvoiceFilters}
      total={300}
      requestsPerMinute={100}
    />,
  )
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const progress = await screen.findByRole('progressbar', { name: 'Export progress' })
  await waitFor(() => {
    expect(progress.getAttribute('aria-valuetext')).toMatch(
      /^100 of 300 invoices; paused for the rate limit, resumes in (59|60) s$/,
    )
  })
  expect(screen.getByText(/^Paused, resumes in (59|60) s$/)).toBeInTheDocument()
  expect(recorder.requests).toHaveLength(1)
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
})

test("the export's line goes when the filters it was for change, and stays while paging", async () => {
  seedInvoices(60, (index) => ({ status: index < 20 ? 'paid' : 'pending' }))
  captureDownloads()
  const paid: InvoiceFilters = { ...defaultInvoiceFilters, status: 'paid' }
  const { user, rerender, props } = renderExport(paid, 20)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const line = await screen.findByText(/^Exported 20 invoices to invoices-paid-/)
  rerender(<InvoiceExport {...props} filters={{ ...paid, limit: 10, offset: 10 }} />)
  expect(line).toBeInTheDocument()
  rerender(<InvoiceExport {...props} filters={defaultInvoiceFilters} total={60} />)
  expect(screen.queryByText(/^Exported/)).not.toBeInTheDocument()
  // No export ran: nothing was cancelled, and nothing says so.
  expect(screen.queryByText(/cancelled/)).not.toBeInTheDocument()
})

test('an invoice the server sent without an id gets an empty ID cell, never the stand-in the table keys it by', async () => {
  seedInvoices(5)
  // The third invoice in the server's order comes with `id: null`.
  server.use(createHostileHandler(hostileScenarios['odd-rows']))
  const files = captureDownloads()
  const { user } = renderExport(defaultInvoiceFilters, 5)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByText(/^Exported 5 invoices/)
  const text = (await files[0]?.blob.text()) ?? ''
  const [header = [], ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data
  const id = header.indexOf('ID')
  expect(rows.map((row) => row[id])).toEqual([
    'inv_00000',
    'inv_00001',
    '',
    'inv_00003',
    'inv_00004',
  ])
})
