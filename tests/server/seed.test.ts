import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../server/auth/password.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { DEMO_USERS, type SeedSummary, seed, seedIfEmpty } from '../../server/db/seed/index.ts'
import type { FileStore } from '../../server/storage/file-store.ts'
import { LocalFileStore } from '../../server/storage/local-file-store.ts'
import { ACCESS_ISSUE_TYPES, COMPLIANCE_STATUSES, PROPERTY_OVERVIEW_STATUSES } from '../../src/contract/catalog.ts'
import { ContactNumberBodySchema } from '../../src/contract/tenancy-bodies.ts'

const TODAY = '2025-03-14'
const TIMEOUT = 120_000

type Opened = { database: Database; fileStore: FileStore; summary: SeedSummary; dir: string }

async function seeded(): Promise<Opened> {
  const database = await openDatabase({ memory: true })
  await migrate(database)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acp-seed-test-'))
  const fileStore = new LocalFileStore(path.join(dir, 'files'))
  const summary = await seed(database, { fileStore, propertiesPerAgency: 60, today: TODAY })
  return { database, fileStore, summary, dir }
}

/** Rows of a raw query, whichever driver runs it. */
async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

async function column(database: Database, query: ReturnType<typeof sql>): Promise<string[]> {
  return (await rows<{ v: string }>(database, query)).map((r) => r.v)
}

async function readAll(fileStore: FileStore, storageKey: string): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of fileStore.read(storageKey)) parts.push(chunk as Buffer)
  return Buffer.concat(parts)
}

let main: Opened
beforeAll(async () => {
  main = await seeded()
}, TIMEOUT)
afterAll(async () => {
  await main?.database.close()
  if (main) rmSync(main.dir, { recursive: true, force: true })
})

describe('demo seed', () => {
  it('covers every compliance status and overview status', async () => {
    const compliance = await column(main.database, sql`SELECT DISTINCT compliance_status AS v FROM properties`)
    expect([...compliance].sort()).toEqual([...COMPLIANCE_STATUSES].sort())
    const overview = await column(main.database, sql`SELECT DISTINCT overview_status AS v FROM properties`)
    expect([...overview].sort()).toEqual([...PROPERTY_OVERVIEW_STATUSES].sort())
  })

  it('stores only contact numbers the app itself accepts', async () => {
    const numbers = await column(main.database, sql`SELECT number AS v FROM contact_numbers`)
    const rejected = [...numbers].filter(
      (number) => !v.safeParse(ContactNumberBodySchema, { number, type: 'MOBILE' }).success,
    )
    expect(rejected).toEqual([])
  })

  it('covers every service tag', async () => {
    const jobs = await column(main.database, sql`SELECT DISTINCT job_status AS v FROM property_services`)
    for (const job of ['BOOKED_IN', 'OVERDUE', 'REBOOKING_IN_PROGRESS', 'SERVICE_PENDING']) expect(jobs).toContain(job)
    const [flags] = await rows<{ hold: number; pending: number; urgent: number; cancelled: number }>(
      main.database,
      sql`SELECT
        (SELECT count(*)::int FROM property_services WHERE is_on_hold) AS hold,
        (SELECT count(*)::int FROM property_services WHERE is_pending_cancellation) AS pending,
        (SELECT count(*)::int FROM quotes WHERE severity = 'URGENT' AND status_id = 2) AS urgent,
        (SELECT count(*)::int FROM properties WHERE is_cancelled) AS cancelled`,
    )
    expect(flags?.hold).toBeGreaterThan(0)
    expect(flags?.pending).toBeGreaterThan(0)
    expect(flags?.urgent).toBeGreaterThan(0)
    expect(flags?.cancelled).toBeGreaterThan(0)
    const codes = await column(
      main.database,
      sql`SELECT DISTINCT s.code AS v FROM property_services ps JOIN services s ON s.id = ps.service_id`,
    )
    expect(codes.sort()).toEqual(['BLINDS', 'ELECTRICAL', 'GAS', 'RCD', 'SMOKE', 'WATER'])
    const noticeTypes = await column(main.database, sql`SELECT DISTINCT notice_type AS v FROM notices`)
    expect(noticeTypes.sort()).toEqual([...ACCESS_ISSUE_TYPES].sort())
  })

  it('creates the demo users with the demo password', async () => {
    for (const demo of DEMO_USERS) {
      const [user] = await rows<{ password_hash: string }>(
        main.database,
        sql`SELECT password_hash FROM users WHERE username = ${demo.username}`,
      )
      expect(user, demo.username).toBeDefined()
      expect(await verifyPassword(demo.password, user?.password_hash ?? '')).toBe(true)
      expect(main.summary.userIds[demo.username]).toBeGreaterThan(0)
    }
    const [pm] = await rows<{ n: number }>(
      main.database,
      sql`SELECT count(*)::int AS n FROM property_managers pm JOIN users u ON u.id = pm.user_id WHERE u.username = 'pm.vic'`,
    )
    expect(pm?.n).toBe(1)
  })

  it('gives multi agencies in three different states', async () => {
    const states = await column(
      main.database,
      sql`SELECT DISTINCT a.state_id::text AS v FROM agency_memberships m
          JOIN agencies a ON a.id = m.agency_id JOIN users u ON u.id = m.user_id WHERE u.username = 'multi'`,
    )
    expect(states).toHaveLength(3)
  })

  it('toggles experiments differently between agencies', async () => {
    const sets = await column(
      main.database,
      sql`SELECT string_agg(experiment_key, ',' ORDER BY experiment_key) AS v FROM agency_experiments
          WHERE enabled GROUP BY agency_id`,
    )
    expect(new Set(sets).size).toBeGreaterThan(1)
    const split = await column(
      main.database,
      sql`SELECT experiment_key AS v FROM agency_experiments GROUP BY experiment_key
          HAVING bool_or(enabled) AND NOT bool_and(enabled)`,
    )
    expect(split.length).toBeGreaterThanOrEqual(7)
  })

  it('makes reported findings of every kind the resolve wizard handles, only where the problem register is on', async () => {
    const [f] = await rows<Record<string, number>>(
      main.database,
      sql`SELECT
        count(DISTINCT f.servicing_category_id)::int AS categories,
        count(DISTINCT a.state_id)::int AS states,
        count(*) FILTER (WHERE c.is_urgent)::int AS urgent,
        count(*) FILTER (WHERE NOT c.is_urgent)::int AS other,
        count(*) FILTER (WHERE f.is_dismissed)::int AS dismissed,
        count(*) FILTER (WHERE f.quote_requested)::int AS requested,
        count(*) FILTER (WHERE q.approval_url IS NOT NULL)::int AS approval,
        count(*) FILTER (WHERE NOT f.can_request_quote)::int AS not_quotable,
        count(*) FILTER (WHERE f.third_party_invalid_status AND f.quote_id IS NOT NULL)::int AS no_third_party,
        count(*) FILTER (WHERE NOT f.can_inform_di AND NOT f.can_enter_built_year)::int AS no_info,
        count(*) FILTER (WHERE f.can_enter_built_year)::int AS built_year,
        count(*) FILTER (WHERE NOT f.is_dismissible)::int AS not_dismissible,
        count(*) FILTER (WHERE NOT e.enabled OR e.enabled IS NULL)::int AS without_register
        FROM reported_findings f JOIN properties p ON p.id = f.property_id JOIN agencies a ON a.id = p.agency_id
        JOIN servicing_categories c ON c.id = f.servicing_category_id LEFT JOIN quotes q ON q.id = f.quote_id
        LEFT JOIN agency_experiments e ON e.agency_id = a.id AND e.experiment_key = 'problem-register'`,
    )
    expect(f?.categories).toBe(4)
    expect(f?.states).toBeGreaterThanOrEqual(2)
    for (const key of ['urgent', 'other', 'dismissed', 'requested', 'approval', 'not_quotable', 'no_third_party']) {
      expect(f?.[key], key).toBeGreaterThan(0)
    }
    for (const key of ['no_info', 'built_year', 'not_dismissible']) expect(f?.[key], key).toBeGreaterThan(0)
    expect(f?.without_register).toBe(0)
  })

  it('stores a real PDF for every invoice and quote', async () => {
    const keys = await column(
      main.database,
      sql`SELECT f.storage_key AS v FROM invoices i LEFT JOIN files f ON f.id = i.file_id
          UNION ALL SELECT f.storage_key AS v FROM quotes q LEFT JOIN files f ON f.id = q.file_id`,
    )
    expect(keys.length).toBeGreaterThan(50)
    for (const key of keys) {
      expect(key).toBeTruthy()
      const bytes = await readAll(main.fileStore, key)
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
    }
  })

  it(
    'is deterministic for the same options',
    async () => {
      const second = await seeded()
      try {
        const query = sql`SELECT p.id::text || ' ' || a.line1 || ', ' || s.name || ' ' || s.postcode AS v
          FROM properties p JOIN addresses a ON a.id = p.address_id JOIN suburbs s ON s.id = a.suburb_id ORDER BY p.id`
        const first = await column(main.database, query)
        expect(first.length).toBe(60 * Object.keys(main.summary.agencyIds).length)
        expect(await column(second.database, query)).toEqual(first)
        expect(second.summary.counts).toEqual(main.summary.counts)
      } finally {
        await second.database.close()
        rmSync(second.dir, { recursive: true, force: true })
      }
    },
    TIMEOUT,
  )

  it('seedIfEmpty leaves a seeded database alone', async () => {
    expect(await seedIfEmpty(main.database, { fileStore: main.fileStore, today: TODAY })).toBe(false)
  })
})
