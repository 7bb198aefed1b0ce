import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../server/db/rows.ts'
import { accessIssues, notices, properties, quotes, reportedFindings } from '../../server/db/schema/index.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Quotes, reported findings, notices and access issues carry their property's agency (migrations 0026, 0030), which
// the agency's lists and counts filter on: it must never differ from the property's, whoever writes the record.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 20 })
})
afterAll(() => t.close())

const TABLES = ['quotes', 'reported_findings', 'notices', 'access_issues'] as const
const mismatches = (table: (typeof TABLES)[number]) =>
  rowsOf<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} r join properties p on p.id = r.property_id
        where r.agency_id <> p.agency_id`,
  )

describe("records keep their property's agency", () => {
  it('every seeded quote, finding, notice and access issue has it', async () => {
    for (const table of TABLES) {
      const [all] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
      expect(all?.n, table).toBeGreaterThan(0)
      expect(await mismatches(table)).toEqual([{ n: 0 }])
    }
  })

  it("takes the property's agency whatever the writer sends", async () => {
    const [property] = await t.db.select().from(properties).limit(1)
    const [other] = await t.db
      .select({ agencyId: properties.agencyId })
      .from(properties)
      .where(sql`${properties.agencyId} <> ${property?.agencyId}`)
      .limit(1)
    if (!property || !other) throw new Error('the seed has properties in two agencies')
    const [inserted] = await t.db
      .insert(notices)
      .values({ propertyId: property.id, noticeType: 'NO_ANSWER', agencyId: other.agencyId })
      .returning()
    expect(inserted?.agencyId).toBe(property.agencyId)
    await t.db
      .update(notices)
      .set({ agencyId: other.agencyId })
      .where(eq(notices.id, inserted?.id ?? 0))
    const [after] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.id, inserted?.id ?? 0))
    expect(after?.agencyId).toBe(property.agencyId)
  })

  it('follows a property that moves to another agency', async () => {
    const [quote] = await t.db.select().from(quotes).limit(1)
    const [finding] = await t.db.select().from(reportedFindings).limit(1)
    if (!quote || !finding) throw new Error('the seed has quotes and findings')
    const [property] = await t.db.select().from(properties).where(eq(properties.id, quote.propertyId))
    const [other] = await t.db
      .select({ agencyId: properties.agencyId })
      .from(properties)
      .where(sql`${properties.agencyId} <> ${property?.agencyId}`)
      .limit(1)
    if (!other) throw new Error('the seed has properties in two agencies')
    await t.db.update(properties).set({ agencyId: other.agencyId }).where(eq(properties.id, quote.propertyId))
    const [moved] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id))
    expect(moved?.agencyId).toBe(other.agencyId)
    // An access issue's property moves too (0030), whatever the quote's property had.
    const [issue] = await t.db.select().from(accessIssues).limit(1)
    if (!issue) throw new Error('the seed has access issues')
    const [issueProperty] = await t.db.select().from(properties).where(eq(properties.id, issue.propertyId))
    const [elsewhere] = await t.db
      .select({ agencyId: properties.agencyId })
      .from(properties)
      .where(sql`${properties.agencyId} <> ${issueProperty?.agencyId}`)
      .limit(1)
    await t.db
      .update(properties)
      .set({ agencyId: elsewhere?.agencyId ?? 0 })
      .where(eq(properties.id, issue.propertyId))
    const [movedIssue] = await t.db.select().from(accessIssues).where(eq(accessIssues.id, issue.id))
    expect(movedIssue?.agencyId).toBe(elsewhere?.agencyId)
    for (const table of TABLES) expect(await mismatches(table)).toEqual([{ n: 0 }])
  })
})
