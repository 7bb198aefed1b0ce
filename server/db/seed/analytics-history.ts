import { type SQL, sql } from 'drizzle-orm'
import type { AgencyRecord, SeedContext } from './context.ts'
import { type FileSpec, storeFiles } from './files.ts'
import { money, renderPdf } from './pdf.ts'
import { at, chunks, displayDate, Rng } from './random.ts'

/*
 * Twelve months and more of history for /analytics (issue 18), written with INSERT … SELECT over the rows the
 * rest of the seed made, so it costs a few statements even for the 50,000-property benchmark agency. Every
 * choice is arithmetic on row ids: the same seed gives the same history.
 *
 * - Service visits of every agency: the last service (compliant unless the service is NON_COMPLIANT now,
 *   next due on the service's next date) and up to two before it, one frequency apart and sometimes late, so
 *   services fall overdue for a while and the monthly compliance rate moves.
 * - Quotes: a decision time on the decided ones, and decided quotes of the past year (one service in eight), with
 *   their PDFs in the demo agencies.
 * - The benchmark agency, which the rest of the seed leaves without issues and billing: resolved access issues,
 *   paid invoices, decided quotes and resolved or dismissed reported findings of the past year (no PDFs, like the
 *   rest of its rows), so its analytics have rows.
 *   Nothing open or unpaid is added, so its dashboard counts and portfolio facets stay as they were.
 */
export async function seedAnalyticsHistory(ctx: SeedContext, benchmark: AgencyRecord | null): Promise<void> {
  await seedServiceVisits(ctx)
  await seedQuoteDecisions(ctx, benchmark)
  if (benchmark) await seedBenchmarkHistory(ctx, benchmark)
}

async function seedServiceVisits({ db, today }: SeedContext) {
  // ends_on is given (the next generated visit or the due day), so the per-row trigger is skipped for the bulk.
  await db.execute(sql`
    INSERT INTO service_visits (property_service_id, visited_on, is_compliant, next_due_on, ends_on)
    SELECT property_service_id, visited_on, is_compliant, next_due_on,
      least(next_due_on, lead(visited_on) OVER (PARTITION BY property_service_id ORDER BY visited_on))
    FROM (
      SELECT ps.id AS property_service_id, v.visited_on,
        CASE WHEN v.k = 0 THEN ps.compliance_status <> 'NON_COMPLIANT' ELSE (ps.id * 13 + v.k * 7) % 100 >= 12 END AS is_compliant,
        CASE WHEN v.k = 0
          THEN greatest(coalesce(ps.next_service_date, (v.visited_on + make_interval(months => ps.service_frequency_months))::date), v.visited_on)
          ELSE (v.visited_on + make_interval(months => ps.service_frequency_months))::date END AS next_due_on
      FROM property_services ps
      CROSS JOIN LATERAL (
        SELECT k, (ps.last_service_date - make_interval(months => k * ps.service_frequency_months)
          - make_interval(days => CASE WHEN k = 0 THEN 0 ELSE (ps.id * 31 + k * 17) % 45 END))::date AS visited_on
        FROM generate_series(0, 2) AS k
      ) AS v
      WHERE ps.last_service_date IS NOT NULL AND ps.service_frequency_months > 0
        AND v.visited_on >= (${today}::date - interval '36 months')
    ) AS visits`)
}

async function seedQuoteDecisions(ctx: SeedContext, benchmark: AgencyRecord | null) {
  const { db, today } = ctx
  // Quotes the seed already decided (accepted, rejected, completed): decided 1–20 days after they were sent.
  await db.execute(sql`
    UPDATE quotes SET decided_at = least(created_at + make_interval(days => (id * 7) % 20 + 1, hours => (id * 5) % 8), ${endOf(today)})
    WHERE status_id IN (3, 4, 6)`)
  const demo = await insertDecidedQuotes(ctx, sql`p.agency_id <> ${benchmark?.id ?? 0} AND ps.id % 8 = 0`)
  await attachQuotePdfs(ctx, demo)
}

const endOf = (today: string) => sql`(${today}::date + interval '17 hours')`

type DecidedQuote = {
  id: number
  quote_number: string
  created: string
  severity: string
  agency: string
  address: string
  service: string
  cents: number
}

/** Decided quotes of the past year: accepted, rejected, completed or left to expire; urgent ones decided sooner. */
async function insertDecidedQuotes({ db, today }: SeedContext, which: SQL): Promise<DecidedQuote[]> {
  const result: unknown = await db.execute(sql`
    WITH picked AS (
      SELECT ps.id, ps.property_id, ps.service_id,
        (ARRAY['NON_COMPLIANT_FAULTY', 'RECOMMENDED', 'DISCONNECTED_SAFETY_ISSUE', 'URGENT'])[ps.id % 4 + 1] AS severity,
        CASE WHEN (ps.id * 3) % 20 < 11 THEN 3 WHEN (ps.id * 3) % 20 < 16 THEN 4 WHEN (ps.id * 3) % 20 < 18 THEN 6 ELSE 7 END AS status_id,
        (${today}::date - make_interval(days => (ps.id * 11) % 360 + 5) + interval '10 hours') AS created_at
      FROM property_services ps JOIN properties p ON p.id = ps.property_id
      WHERE ${which} AND NOT p.is_cancelled AND ps.last_service_date IS NOT NULL
    ),
    inserted AS (
      INSERT INTO quotes (property_id, service_id, quote_number, status_id, severity, expires_at, minimum_price_cents, created_at, decided_at)
      SELECT property_id, service_id, 'QH-' || lpad(id::text, 7, '0'), status_id, severity,
        (created_at + interval '60 days')::date, 15000 + (id % 20) * 1000, created_at,
        CASE WHEN status_id = 7 THEN NULL
          ELSE least(created_at + make_interval(days => CASE WHEN severity = 'URGENT' THEN id % 4 ELSE (id * 7) % 25 + 1 END,
            hours => (id % 6) + 1), ${endOf(today)}) END
      FROM picked
      RETURNING id, property_id, service_id, quote_number, severity, created_at, minimum_price_cents
    )
    SELECT i.id, i.quote_number, to_char(i.created_at, 'YYYY-MM-DD') AS created, i.severity, a.name AS agency,
      concat_ws(', ', ad.line1, s.name || ' ' || s.postcode) AS address, sv.name AS service, i.minimum_price_cents AS cents
    FROM inserted i JOIN properties p ON p.id = i.property_id JOIN agencies a ON a.id = p.agency_id
      JOIN addresses ad ON ad.id = p.address_id LEFT JOIN suburbs s ON s.id = ad.suburb_id
      JOIN services sv ON sv.id = i.service_id
    ORDER BY i.id`)
  return (result as { rows: DecidedQuote[] }).rows
}

/** Every demo quote has its PDF (the seed test reads them all); the benchmark's go without, like its other rows. */
async function attachQuotePdfs(ctx: SeedContext, quotes: DecidedQuote[]) {
  const rng = new Rng('analytics-quotes')
  const specs: FileSpec[] = quotes.map((q) => ({
    id: rng.uuid(),
    originalName: `quote-${q.quote_number}.pdf`,
    contentType: 'application/pdf',
    createdAt: at(q.created, 8),
    render: () =>
      renderPdf({
        title: 'QUOTE',
        reference: q.quote_number,
        agency: q.agency,
        address: q.address,
        date: q.created,
        fields: [
          ['Quote date', displayDate(q.created)],
          ['Service', q.service],
          ['Severity', q.severity],
        ],
        items: [['Repair work', `from ${money(Number(q.cents))}`]],
        total: `${money(Number(q.cents))} inc. GST`,
      }),
  }))
  await storeFiles(ctx, specs)
  for (const batch of chunks(
    quotes.map((q, i) => [Number(q.id), specs[i]?.id ?? ''] as const),
    500,
  )) {
    const values = sql.join(
      batch.map(([id, fileId]) => sql`(${id}::int, ${fileId}::text)`),
      sql`, `,
    )
    await ctx.db.execute(
      sql`UPDATE quotes SET file_id = v.file_id FROM (VALUES ${values}) AS v(id, file_id) WHERE quotes.id = v.id`,
    )
  }
}

async function seedBenchmarkHistory(ctx: SeedContext, agency: AgencyRecord) {
  const { db, today } = ctx
  await insertDecidedQuotes(ctx, sql`p.agency_id = ${agency.id} AND ps.id % 8 = 0`)
  const ago = (expr: ReturnType<typeof sql>) => sql`(${today}::date - make_interval(days => ${expr}))`
  await db.execute(sql`
    INSERT INTO access_issues (property_id, issue_type, entry_method, state, is_urgent, resolution_label, resolved_at, created_at)
    SELECT p.id, (ARRAY['REFUSING_SERVICE', 'NO_TENANT_DETAILS', 'BAD_KEYS', 'COMMUNICATION_DIFFICULTY'])[p.id % 4 + 1],
      'APPOINTMENT', CASE WHEN p.id % 4 = 0 THEN 'RESOLVED_BY_THIRD_PARTY' ELSE 'RESOLVED' END, false, 'Tenant contacted',
      ${ago(sql`(p.id * 7) % 360 + 1`)} + interval '9 hours' + make_interval(days => least((p.id * 3) % 40 + 1, (p.id * 7) % 360 + 1)),
      ${ago(sql`(p.id * 7) % 360 + 1`)} + interval '9 hours'
    FROM properties p WHERE p.agency_id = ${agency.id} AND p.id % 12 = 0`)
  await db.execute(sql`
    INSERT INTO invoices (agency_id, property_id, invoice_number, total_inc_gst_cents, issued_at, due_date, is_paid, paid_at)
    SELECT p.agency_id, p.id, 'INV-B' || lpad(p.id::text, 7, '0'), 14900 + (p.id % 10) * 1000, i.issued, i.issued + 14, true,
      (i.issued + (p.id * 5) % 24 + 1) + interval '11 hours'
    FROM properties p CROSS JOIN LATERAL (SELECT ${ago(sql`(p.id * 13) % 345 + 20`)}::date AS issued) AS i
    WHERE p.agency_id = ${agency.id} AND p.id % 3 = 0`)
  await db.execute(sql`
    INSERT INTO reported_findings (property_id, service_id, servicing_category_id, title, original_booking_date, status,
      is_dismissed, dismissed_at, resolved_at, created_at)
    SELECT ps.property_id, ps.service_id, c.id, 'Defect found during service', ps.last_service_date,
      CASE WHEN ps.id % 3 = 0 THEN 'RESOLVED_BY_THIRD_PARTY' WHEN ps.id % 3 = 1 THEN 'RESOLVED' ELSE 'OPEN' END,
      ps.id % 3 = 2, CASE WHEN ps.id % 3 = 2 THEN ps.last_service_date + interval '3 days' END,
      CASE WHEN ps.id % 3 <> 2 THEN ps.last_service_date + interval '12 days' END, ps.last_service_date + interval '15 hours'
    FROM property_services ps JOIN properties p ON p.id = ps.property_id
    JOIN LATERAL (SELECT id FROM servicing_categories ORDER BY id OFFSET ps.id % 3 LIMIT 1) AS c ON true
    WHERE p.agency_id = ${agency.id} AND ps.id % 20 = 0 AND ps.last_service_date >= ${today}::date - 365`)
}
