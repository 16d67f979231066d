/** Builds the demo's invoices: deterministic for a seed and a "today", statuses consistent with dates. */
import { createSeededRandom, type SeededRandom } from './seeded-random'

/** The mock serves exactly what the spec describes; the client's schema is deliberately looser. */
export interface MockInvoice {
  id: string
  vendor: string
  amount: number
  currency: string
  invoiceNumber: string
  invoiceDate: string
  dueDate: string
  status: 'pending' | 'paid' | 'overdue'
  tags: string[]
  emailId: string
  attachmentUrl?: string
  createdAt: string
  updatedAt: string
}

const vendors: ReadonlyArray<readonly [name: string, currency: string]> = [
  ['Acme Corporation', 'USD'],
  ['Globex Inc.', 'USD'],
  ['Initech LLC', 'USD'],
  ['Umbrella Supplies', 'USD'],
  ['Stark Industries', 'USD'],
  ['Wayne Enterprises', 'USD'],
  ['Hooli', 'USD'],
  ['Pied Piper', 'USD'],
  ['Northwind Traders', 'USD'],
  ['Contoso Ltd', 'USD'],
  ['Fabrikam Inc.', 'USD'],
  ['Tailspin Toys', 'USD'],
  ['Blue Yonder Airlines', 'USD'],
  ['Cloudburst Hosting', 'USD'],
  ['Vandelay Industries', 'USD'],
  ['Soylent Foods', 'USD'],
  ['Société Générale', 'EUR'],
  ['Müller GmbH', 'EUR'],
  ['Café Crème SARL', 'EUR'],
  ['Þórsson ehf.', 'EUR'],
  ['Zürcher Druck AG', 'EUR'],
  ['Bäckerei Schmidt', 'EUR'],
  ['Løvdahl & Søn', 'EUR'],
  ['Ibérica Logística S.A.', 'EUR'],
  ['Olivetti Forniture', 'EUR'],
  ['De Vries Consultancy B.V.', 'EUR'],
  ['Papeterie Lefèvre', 'EUR'],
  ['Dvořák Software s.r.o.', 'EUR'],
  ['Thames Office Supplies', 'GBP'],
  ['Brightside Catering Ltd', 'GBP'],
  ['Wellington & Hale LLP', 'GBP'],
  ['Cairngorm Outdoor', 'GBP'],
  ['Marlowe Print Works', 'GBP'],
  ['Pennine Freight', 'GBP'],
  ['株式会社サンプル', 'JPY'],
  ['東京システム株式会社', 'JPY'],
  ['Sakura Electronics', 'JPY'],
  ['Yamato Logistics', 'JPY'],
  ['Kyoto Ceramics KK', 'JPY'],
  ['Nordlicht Energie', 'EUR'],
  ['Aurora Analytics', 'USD'],
  ['Maple Leaf Paper', 'USD'],
  ['Helvetia Cloud', 'EUR'],
  ['O’Brien & Daughters', 'GBP'],
]

const tagVocabulary = [
  'recurring',
  'software',
  'hardware',
  'travel',
  'marketing',
  'office',
  'consulting',
  'utilities',
  'urgent',
  'disputed',
  'quarter-end',
  'capex',
] as const

const paymentTermsDays = [14, 30, 30, 45, 60] as const
const DAY_MS = 86_400_000

export interface DemoInvoiceOptions {
  count?: number
  seed?: number
  /** `YYYY-MM-DD`; statuses and the 24-month span are computed against it. */
  today: string
  /** The present moment: nothing is created or updated after it (default: the start of `today`). */
  now?: number
}

export function generateDemoInvoices(options: DemoInvoiceOptions): MockInvoice[] {
  return [...demoInvoices(options)]
}

/** The same invoices one at a time, so a caller with little time can build a few and come back. */
export function* demoInvoices({
  count = 2500,
  seed = 20260101,
  today,
  now,
}: DemoInvoiceOptions): Generator<MockInvoice, void, undefined> {
  const random = createSeededRandom(seed)
  const iso = createIsoFormatter()
  const todayMs = Date.parse(`${today}T00:00:00Z`)
  const nowMs = now ?? todayMs
  const spanDays = 730
  for (let index = 0; index < count; index += 1) {
    yield createInvoice(
      random,
      iso,
      index,
      todayMs - random.int(0, spanDays) * DAY_MS,
      todayMs,
      nowMs,
    )
  }
}

function createInvoice(
  random: SeededRandom,
  iso: IsoFormatter,
  index: number,
  invoiceMs: number,
  todayMs: number,
  nowMs: number,
): MockInvoice {
  const [vendor, currency] = random.pick(vendors)
  const id = `inv_${String(index + 1).padStart(5, '0')}`
  const dueMs = invoiceMs + random.pick(paymentTermsDays) * DAY_MS
  const isCreditNote = random.chance(0.03)
  // Entered within two days of its date but never in the future, and updated no earlier than it was
  // created (`today` is a local date: in zones ahead of UTC its midnight UTC may not have come yet).
  const createdMs = Math.min(nowMs, invoiceMs + random.int(1, 48) * 3_600_000)
  const invoiceDate = iso.day(invoiceMs)
  const invoice: MockInvoice = {
    id,
    vendor,
    amount: amountFor(random, currency, isCreditNote),
    currency,
    invoiceNumber: `INV-${invoiceDate.slice(0, 4)}-${String(index + 1).padStart(5, '0')}`,
    invoiceDate,
    dueDate: iso.day(dueMs),
    status: statusFor(random, dueMs, todayMs),
    tags: tagsFor(random),
    emailId: `msg-${random.int(0, 0xffffff).toString(16).padStart(6, '0')}${index.toString(16)}`,
    createdAt: iso.instant(createdMs),
    updatedAt: iso.instant(
      Math.max(createdMs, Math.min(nowMs, createdMs + random.int(0, 30) * DAY_MS)),
    ),
  }
  if (!random.chance(0.06)) {
    invoice.attachmentUrl = `https://files.example.com/invoices/${id}.pdf`
  }
  return invoice
}

function amountFor(random: SeededRandom, currency: string, isCreditNote: boolean): number {
  const base = random.int(2_000, 2_500_000) / 100
  const amount = currency === 'JPY' ? Math.round(base * 150) : base
  return isCreditNote ? -amount : amount
}

/** Overdue only when unpaid and past due; old invoices are very likely paid. */
function statusFor(random: SeededRandom, dueMs: number, todayMs: number): MockInvoice['status'] {
  if (dueMs >= todayMs) return random.chance(0.25) ? 'paid' : 'pending'
  const daysPastDue = (todayMs - dueMs) / DAY_MS
  const paidProbability = daysPastDue > 90 ? 0.97 : 0.75
  return random.chance(paidProbability) ? 'paid' : 'overdue'
}

function tagsFor(random: SeededRandom): string[] {
  const tags: string[] = []
  const count = random.int(0, 4)
  while (tags.length < count) {
    const tag = random.pick(tagVocabulary)
    if (!tags.includes(tag)) tags.push(tag)
  }
  return tags
}

type IsoFormatter = ReturnType<typeof createIsoFormatter>

/**
 * `toISOString` for one seed's ~10,000 dates and instants, each day and each time of day formatted
 * once: they fall on ~800 days, at whole hours after an invoice's midnight or at `now`. Formatting
 * them one by one was most of the time the demo's first answer waited for its rows.
 */
function createIsoFormatter() {
  const days = new Map<number, string>()
  const times = new Map<number, string>()
  const day = (dayMs: number) => {
    let text = days.get(dayMs)
    if (text === undefined) days.set(dayMs, (text = new Date(dayMs).toISOString().slice(0, 10)))
    return text
  }
  return {
    /** `YYYY-MM-DD` of a UTC midnight. */
    day,
    /** The full ISO instant of a moment after 1970. */
    instant(ms: number) {
      const timeMs = ms % DAY_MS
      let time = times.get(timeMs)
      if (time === undefined) times.set(timeMs, (time = new Date(timeMs).toISOString().slice(10)))
      return day(ms - timeMs) + time
    },
  }
}
