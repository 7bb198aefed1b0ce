import { sql } from 'drizzle-orm'
import { agencyIntegrationSyncs } from '../schema/index.ts'
import type { AgencyRecord, SeedContext } from './context.ts'
import { at } from './random.ts'

/** The demo agencies' appliances and integration syncs: the seed's one call for this module. */
export async function seedServiceRecords(ctx: SeedContext, agencies: AgencyRecord[]): Promise<void> {
  await seedAppliances(
    ctx,
    agencies.filter((a) => !a.isBenchmark).map((a) => a.id),
  )
  await seedIntegrationSyncs(ctx, agencies)
}

/**
 * What the technicians recorded at each live service's last visit, for the demo agencies (the benchmark agency
 * is left out: its reads never show appliances). One INSERT … SELECT, so it costs milliseconds: smoke alarms
 * (2–4, by room), gas appliances (1–3) and the switchboard/safety switches, chosen by the row ids so the demo
 * is the same every time. About one in twelve recorded alarms was replaced and one in twenty found faulty.
 */
export async function seedAppliances(ctx: SeedContext, agencyIds: number[]): Promise<void> {
  if (agencyIds.length === 0) return
  const ids = sql.join(
    agencyIds.map((id) => sql`${id}`),
    sql`, `,
  )
  await ctx.db.execute(sql`
    INSERT INTO appliances (property_id, service_id, name, location, recorded_on, result, expires_on)
    SELECT ps.property_id, ps.service_id, kind.name, kind.location, ps.last_service_date,
      CASE WHEN (ps.id * 7 + n) % 20 = 0 THEN 'FAULTY' WHEN (ps.id * 3 + n) % 12 = 0 THEN 'REPLACED' ELSE 'PASSED' END,
      CASE WHEN ps.service_id = 1 THEN to_char(ps.last_service_date + make_interval(years => (4 + (ps.id + n) % 6)::int), 'YYYY-MM') END
    FROM property_services ps
    JOIN properties p ON p.id = ps.property_id
    CROSS JOIN LATERAL generate_series(1, CASE ps.service_id WHEN 1 THEN 2 + ps.id % 3 WHEN 2 THEN 1 + ps.id % 3 ELSE 1 END) AS n
    CROSS JOIN LATERAL (
      SELECT
        CASE ps.service_id
          WHEN 1 THEN 'Smoke alarm'
          WHEN 2 THEN (ARRAY['Gas cooktop', 'Gas hot water system', 'Gas space heater'])[1 + (ps.id + n) % 3]
          WHEN 3 THEN 'Switchboard'
          ELSE 'Safety switch (RCD)'
        END AS name,
        CASE ps.service_id
          WHEN 1 THEN (ARRAY['Hallway', 'Bedroom 1', 'Bedroom 2', 'Living room', 'Upstairs landing'])[1 + (ps.id + n) % 5]
          WHEN 2 THEN (ARRAY['Kitchen', 'Laundry', 'Living room', 'External wall'])[1 + (ps.id + n) % 4]
          ELSE (ARRAY['Garage', 'Laundry', 'External meter box'])[1 + ps.id % 3]
        END AS location
    ) AS kind
    WHERE p.agency_id IN (${ids}) AND NOT ps.is_cancelled AND ps.last_service_date IS NOT NULL
      AND ps.service_id IN (1, 2, 3, 6)
  `)
}

/**
 * The last sync of each integrated demo agency's management software: this morning for all but one, whose
 * last run failed (so the settings page shows both states).
 */
export async function seedIntegrationSyncs(ctx: SeedContext, agencies: AgencyRecord[]): Promise<void> {
  const integrated = agencies.filter((a) => a.integration)
  if (integrated.length === 0) return
  await ctx.db.insert(agencyIntegrationSyncs).values(
    integrated.map((agency, i) => {
      const failed = i === integrated.length - 1 && integrated.length > 1
      return {
        agencyId: agency.id,
        lastSyncedAt: at(ctx.today, failed ? 3 : 6),
        lastSyncStatus: failed ? ('FAILED' as const) : ('SUCCEEDED' as const),
        lastError: failed ? `${agency.integration} did not answer: the connection timed out.` : null,
      }
    }),
  )
}
