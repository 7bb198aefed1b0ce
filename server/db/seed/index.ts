import { count, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { FileStore } from '../../storage/file-store.ts'
import type { Database } from '../client.ts'
import * as schema from '../schema/index.ts'
import { seedAgency, seedMemberships, seedUsers } from './agencies-users.ts'
import { seedAnalyticsHistory } from './analytics-history.ts'
import { seedServiceRecords } from './appliances.ts'
import { seedBenchmark } from './benchmark.ts'
import { seedBilling } from './billing.ts'
import { seedBookingSchedule } from './booking.ts'
import { seedCatalogue } from './catalogue.ts'
import type { AgencyRecord, SeedContext } from './context.ts'
import { BENCHMARK_AGENCY, DEMO_AGENCIES } from './data/agencies.ts'
import { DEMO_USERS } from './demo-users.ts'
import { DocumentBatch, planManagedDocuments } from './documents.ts'
import { seedIssues } from './issues.ts'
import { insertPeople, planPeople } from './people.ts'
import { insertPortfolio, planMirrors, planNonManaged, seedProviders } from './portfolio.ts'
import { insertProperties, planAgencyProperties } from './properties.ts'
import { seedPropertyRequests } from './property-requests.ts'
import { localToday, Rng } from './random.ts'
import { FORCED_SCENARIOS, SCENARIO_WEIGHTS } from './scenarios.ts'
import { seedUploadStates } from './urgent-actions.ts'

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users.ts'

export type SeedOptions = {
  fileStore: FileStore
  /** Properties of each demo agency (default 220). */
  propertiesPerAgency?: number
  /** Properties of the extra "Benchmark Realty" agency; 0 (default) leaves it out. */
  largeAgencyProperties?: number
  /** yyyy-MM-dd that every demo date is relative to (default: the local date now). */
  today?: string
  log?: (msg: string) => void
}

export type SeedSummary = {
  today: string
  durationMs: number
  /** Rows per table, by SQL table name. */
  counts: Record<string, number>
  /** Agency ids by name (including "Benchmark Realty" when seeded). */
  agencyIds: Record<string, number>
  /** User ids by username (see DEMO_USERS). */
  userIds: Record<string, number>
  benchmarkAgencyId: number | null
}

/** Every table of the schema module. */
export function schemaTables(): PgTable[] {
  const values: unknown[] = Object.values(schema)
  return values.filter((value): value is PgTable => is(value, PgTable))
}

/** Empties every table of the schema and restarts the id sequences. */
export async function resetDatabase(database: Database): Promise<void> {
  const names = schemaTables().map((t) => `"${getTableName(t)}"`)
  await database.db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`))
}

export async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of schemaTables()) {
    const [row] = await database.db.select({ n: count() }).from(table)
    counts[getTableName(table)] = row?.n ?? 0
  }
  return counts
}

/** Seeds the demo data set only when there are no agencies yet; returns whether it seeded. */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await database.db.select({ id: schema.agencies.id }).from(schema.agencies).limit(1)
  if (existing) return false
  await seed(database, options)
  return true
}

/**
 * Inserts the deterministic demo data set into an empty (migrated) database, in one transaction so an
 * interrupted seed leaves the database empty (seedIfEmpty then tries again). Files written before a
 * failure stay in the file store, unreferenced.
 */
export async function seed(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now()
  const today = options.today ?? localToday()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be yyyy-MM-dd, got "${today}"`)
  const log = options.log ?? (() => {})
  const step = (message: string) => log(`${message} (${Math.round(performance.now() - started)} ms)`)
  const seeded = await database.db.transaction((tx) =>
    seedAll(
      { db: tx, today, fileStore: options.fileStore, log },
      options.propertiesPerAgency ?? 220,
      options.largeAgencyProperties ?? 0,
      step,
    ),
  )
  const counts = await countRows(database)
  return {
    today,
    durationMs: Math.round(performance.now() - started),
    counts,
    agencyIds: Object.fromEntries(seeded.agencies.map((a) => [a.name, a.id])),
    userIds: seeded.userIds,
    benchmarkAgencyId: seeded.benchmark?.id ?? null,
  }
}

type Seeded = { agencies: AgencyRecord[]; userIds: Record<string, number>; benchmark: AgencyRecord | null }

async function seedAll(
  ctx: SeedContext,
  perAgency: number,
  large: number,
  step: (message: string) => void,
): Promise<Seeded> {
  const { today } = ctx
  const catalogue = await seedCatalogue(ctx)
  const userIds = await seedUsers(ctx)
  const user = (username: string) => userIds[username] ?? 0
  const pmVic = DEMO_USERS.find((u) => u.username === 'pm.vic')
  const requesters: Record<string, string> = {
    'Bayside Rentals': 'pm.vic',
    'Harbour & Co Property': 'master',
    'Sunshine Coast Realty': 'multi',
  }
  const demoAgencies: AgencyRecord[] = []
  for (const def of DEMO_AGENCIES) {
    const linked =
      def.name === 'Bayside Rentals' && pmVic ? { id: user('pm.vic'), name: pmVic.name, email: pmVic.email } : undefined
    const requesterUserId = user(requesters[def.name] ?? 'support')
    demoAgencies.push(await seedAgency(ctx, def, { linkedUser: linked, requesterUserId, isBenchmark: false }))
  }
  const benchmark =
    large > 0 ? await seedAgency(ctx, BENCHMARK_AGENCY, { requesterUserId: user('support'), isBenchmark: true }) : null
  const allAgencies = benchmark ? [...demoAgencies, benchmark] : demoAgencies
  await seedMemberships(ctx, userIds, new Map(allAgencies.map((a) => [a.name, a])))
  step('catalogue, agencies and users')

  const suburbsOf = (agency: AgencyRecord) => catalogue.suburbs.get(agency.stateCode) ?? []
  const agencyPlans = demoAgencies.map((agency) =>
    planAgencyProperties(agency, perAgency, suburbsOf(agency), today, SCENARIO_WEIGHTS, FORCED_SCENARIOS),
  )
  await insertProperties(ctx, agencyPlans.flat())
  step(`${perAgency * demoAgencies.length} demo properties`)

  await insertPeople(
    ctx,
    agencyPlans.flatMap((plans) => {
      const rng = new Rng(`people:${plans[0]?.agency.name ?? ''}`)
      return plans.map((plan) => planPeople(rng, plan, today, false))
    }),
  )
  step('tenancies and contacts')

  const billing = await seedBilling(ctx, agencyPlans)
  step('invoices and quotes with PDFs')
  await seedIssues(ctx, agencyPlans, catalogue.categoryIds, billing.quoteIdByPropertyService)
  step('notices, access issues, requests and findings')
  await seedUploadStates(ctx, demoAgencies)
  await seedBookingSchedule(ctx)
  await seedPropertyRequests(ctx, demoAgencies, allAgencies, catalogue.suburbs)
  await seedServiceRecords(ctx, demoAgencies)
  step('booking schedule')

  const documents = new DocumentBatch(new Rng('documents'))
  agencyPlans.forEach((plans, i) => {
    const agency = demoAgencies[i]
    if (agency) planManagedDocuments(documents, agency, plans, today)
  })
  for (const [i, agency] of demoAgencies.entries()) {
    if (!agency.integration) continue
    const rng = new Rng(`portfolio:${agency.name}`)
    const providers = await seedProviders(ctx, rng, agency)
    const mirrors = planMirrors(rng, agency, agencyPlans[i] ?? [], providers)
    const others = planNonManaged(rng, agency, suburbsOf(agency), today, providers)
    await insertPortfolio(ctx, [...mirrors, ...others], documents, agency.name)
  }
  step('portfolio properties')
  await documents.save(ctx)
  step(`${documents.rows.length} documents`)

  if (benchmark) {
    await seedBenchmark(ctx, benchmark, large, suburbsOf(benchmark))
    step(`${large} benchmark properties`)
  }
  await seedAnalyticsHistory(ctx, benchmark)
  return { agencies: allAgencies, userIds, benchmark }
}
