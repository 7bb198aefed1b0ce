import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listedIds } from '../../server/db/ids-then-rows.ts'
import { placeholder, placeholderSession } from '../../server/db/prepared.ts'
import { rowsOf } from '../../server/db/rows.ts'
import {
  documents,
  portfolioProperties,
  serviceEntries,
  serviceProviders,
  services,
} from '../../server/db/schema/index.ts'
import { nonManagedFilter } from '../../server/routes/portfolio-integrated-filter.ts'
import { providerPageIds } from '../../server/routes/provider-page.ts'
import { NonManagedQuerySchema } from '../../src/contract/portfolio.ts'
import { todayInState } from '../../src/contract/states.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let nsw: string
let agencyId: number
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 20 })
  nsw = await t.signIn('master', 'NSW')
  agencyId = t.summary.agencyIds['Harbour & Co Property'] ?? 0
})
afterAll(() => t.close())

const call = async (method: string, path: string, body?: unknown, cookie = nsw) => {
  const res = await t.call(path, { method, cookie, body })
  const text = await res.text()
  return { status: res.status, headers: res.headers, text, body: text.startsWith('{') ? JSON.parse(text) : null }
}
const ids = async (qs: string) => {
  const { body } = await call('GET', `/v1/portfolio/integrated?page-size=100${qs}`)
  // One page holds every match, so the total (counters kept by triggers when unsearched) is the page's length.
  expect(body.data.total).toBe(body.data.items.length)
  return body.data.items
    .map((r: { portfolioPropertyId: number }) => r.portfolioPropertyId)
    .sort((a: number, b: number) => a - b)
}
const direct = async (where = sql`true`) =>
  (
    await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(and(eq(portfolioProperties.agencyId, agencyId), isNull(portfolioProperties.propertyId), where))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b)
const anyEntry = (cond: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM ${serviceEntries} WHERE ${serviceEntries.portfolioPropertyId} = ${portfolioProperties.id} AND ${cond})`

describe('GET /v1/portfolio/integrated', () => {
  it('lists the properties serviced by other providers, with service entries', async () => {
    const { body } = await call('GET', '/v1/portfolio/integrated?page-size=5')
    expect(body.data.total).toBe((await direct()).length)
    expect(body.data.items[0].services.length).toBeGreaterThan(0)
  })

  it('keeps the total on a page past the end, kept by triggers or counted', async () => {
    const [id] = await direct()
    const [entry] = await t.db
      .select()
      .from(serviceEntries)
      .where(eq(serviceEntries.portfolioPropertyId, id ?? 0))
    for (const qs of ['', `&services=${entry?.serviceId}`, '&facet=COMPLIANCE_ISSUES']) {
      const first = (await call('GET', `/v1/portfolio/integrated?page-size=5${qs}`)).body.data
      const past = (await call('GET', `/v1/portfolio/integrated?page-size=5&page=999${qs}`)).body.data
      expect(first.total, qs).toBeGreaterThan(0)
      expect(past).toEqual({ items: [], total: first.total })
    }
  })

  it("pages a search, and a provider with another filter, in the list's order with the total", async () => {
    // Both are planned per call: the page's ids and total, then those ids' rows (server/db/ids-then-rows.ts).
    const providers = (await call('GET', '/v1/portfolio/integrated/service-providers')).body.data.items
    const provider = providers[0]?.id as number
    const session = { ...placeholderSession(2), agencyId }
    const ordered = async (query: Record<string, string | undefined>) =>
      (
        await t.db
          .select({ id: portfolioProperties.id })
          .from(portfolioProperties)
          .where(nonManagedFilter(v.parse(NonManagedQuerySchema, query), session, todayInState(2)))
          .orderBy(portfolioProperties.searchText, portfolioProperties.id)
      ).map((r) => r.id)
    const [entry] = await t.db
      .select({ serviceId: serviceEntries.serviceId })
      .from(serviceEntries)
      .where(eq(serviceEntries.providerId, provider))
      .limit(1)
    const cases = [
      { qs: '&query=a', query: { query: 'a' } },
      {
        qs: `&provided-by=${provider}&services=${entry?.serviceId}`,
        query: { 'provided-by': String(provider), services: String(entry?.serviceId) },
      },
    ]
    for (const { qs, query } of cases) {
      const expected = await ordered(query)
      expect(expected.length, qs).toBeGreaterThan(3)
      const pages = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map(
          async (page) => (await call('GET', `/v1/portfolio/integrated?page-size=3&page=${page}${qs}`)).body.data,
        ),
      )
      const got = pages.flatMap((p) => p.items.map((r: { portfolioPropertyId: number }) => r.portfolioPropertyId))
      expect(got, qs).toEqual(expected.slice(0, 21))
      // Every page carries the total, past the end too.
      for (const p of pages) expect(p.total, qs).toBe(expected.length)
    }
    // The rows' statement takes only the list's ids: another agency's, and one of ours taken on by a plan of ours,
    // listed there, are left out.
    const own = (await direct())[0]
    const [theirs] = await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(sql`${portfolioProperties.agencyId} <> ${agencyId}`)
      .limit(1)
    const [managed] = await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(and(eq(portfolioProperties.agencyId, agencyId), isNotNull(portfolioProperties.propertyId)))
      .limit(1)
    expect(theirs && managed && own).toBeTruthy()
    const listed = await t.db
      .select({ id: sql<number>`page.id` })
      .from(
        sql`(${listedIds(t.db, portfolioProperties.id, portfolioProperties.agencyId, isNull(portfolioProperties.propertyId))}) as page`,
      )
      .prepare('')
      .execute({ agencyId, ids: [theirs?.id, managed?.id, own] })
    expect(listed.map((r) => r.id)).toEqual([own])
  })

  it('gives each row its own entries (service, dates, provider) and documents as recorded', async () => {
    const { body } = await call('GET', '/v1/portfolio/integrated?page-size=100')
    const withDocuments = new Set(
      (
        await t.db
          .select({ id: documents.portfolioPropertyId })
          .from(documents)
          .where(isNotNull(documents.portfolioPropertyId))
      ).map((d) => d.id),
    )
    expect(body.data.items.some((r: { portfolioPropertyId: number }) => withDocuments.has(r.portfolioPropertyId))).toBe(
      true,
    )
    for (const row of body.data.items) {
      const entries = await t.db
        .select({ entry: serviceEntries, service: services, provider: serviceProviders })
        .from(serviceEntries)
        .innerJoin(services, eq(services.id, serviceEntries.serviceId))
        .leftJoin(serviceProviders, eq(serviceProviders.id, serviceEntries.providerId))
        .where(eq(serviceEntries.portfolioPropertyId, row.portfolioPropertyId))
        .orderBy(services.id)
      expect(row.services).toEqual(
        entries.map(({ entry, service, provider }) => ({
          complianceId: entry.complianceId,
          complianceRequirementId: service.id,
          name: service.name,
          shortName: service.shortName,
          managedBy: entry.managedBy,
          lastServiceDate: entry.lastServiceDate,
          nextServiceDate: entry.nextServiceDate,
          providedBy: provider ? { id: provider.id, providedBy: provider.supplierName } : null,
          serviceFrequencyMonths: entry.serviceFrequencyMonths,
        })),
      )
      const docs = await t.db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.portfolioPropertyId, row.portfolioPropertyId))
      expect(row.documents.map((d: { id: string }) => d.id).sort()).toEqual(docs.map((d) => d.id).sort())
    }
  })

  it('filters by each facet as counted from the data', async () => {
    // The agency's date (NSW), as the server's filter counts it: from about 13:00 UTC it is already tomorrow.
    const today = todayInState(2)
    expect(await ids('&facet=MISSING_SUPPLIER')).toEqual(
      await direct(anyEntry(sql`${serviceEntries.providerId} IS NULL`)),
    )
    expect(await ids('&facet=MISSING_LAST_SERVICE_DATE')).toEqual(
      await direct(anyEntry(sql`${serviceEntries.lastServiceDate} IS NULL`)),
    )
    expect(await ids('&facet=OVERDUE')).toEqual(
      await direct(anyEntry(sql`${serviceEntries.nextServiceDate} < ${today}`)),
    )
    const compliant = await ids('&facet=COMPLIANT')
    const issues = await ids('&facet=COMPLIANCE_ISSUES')
    expect([...compliant, ...issues].sort((a, b) => a - b)).toEqual(await direct())
  })

  it("pages a provider's properties alike whether it has few (sorted) or many (the list's order walked)", async () => {
    const providers = (await call('GET', '/v1/portfolio/integrated/service-providers')).body.data.items
    const provider = providers[0]?.id as number
    const session = { ...placeholderSession(2), agencyId }
    const q = v.parse(NonManagedQuerySchema, {})
    const where = nonManagedFilter(q, session, todayInState(2))
    const expected = async (offset: number) =>
      (
        await t.db
          .select({ id: portfolioProperties.id })
          .from(portfolioProperties)
          .where(
            and(
              eq(portfolioProperties.agencyId, agencyId),
              isNull(portfolioProperties.propertyId),
              sql`${provider} = any(${portfolioProperties.providerIds})`,
            ),
          )
          .orderBy(portfolioProperties.searchText, portfolioProperties.id)
          .limit(3)
          .offset(offset)
      ).map((r) => r.id)
    for (const offset of [0, 3]) {
      const want = await expected(offset)
      expect(want.length).toBeGreaterThan(0)
      // A threshold of 0 has every provider walk the list's order; of a million, every provider's few sorted. Built
      // with values, and as the list prepares it: placeholders for the agency, the provider and a later page's offset.
      for (const few of [0, 1_000_000]) {
        const page = providerPageIds(t.db, where, session, provider, 3, offset, few)
        const got = await rowsOf<{ id: number }>(t.db, sql`select id from ${page} as page`)
        const shaped = placeholderSession(2)
        const shapedPage = providerPageIds(
          t.db,
          nonManagedFilter(q, shaped, todayInState(2)),
          shaped,
          placeholder<number>('providerId'),
          3,
          offset === 0 ? 0 : placeholder<number>('offset'),
          few,
        )
        const prepared = t.db.select({ id: sql<number>`page.id` }).from(sql`${shapedPage} as page`).prepare('')
        const gotPrepared = await prepared.execute({ agencyId, providerId: provider, offset })
        for (const ids of [got, gotPrepared]) {
          expect(
            ids.map((r) => r.id).sort((a, b) => a - b),
            `few ${few}, offset ${offset}`,
          ).toEqual([...want].sort((a, b) => a - b))
        }
      }
    }
  })

  it('filters by service, provider and property manager', async () => {
    expect(await ids('&services=2')).toEqual(await direct(anyEntry(sql`${serviceEntries.serviceId} = 2`)))
    expect(await ids('&services=GAS')).toEqual(await ids('&services=2'))
    expect((await call('GET', '/v1/portfolio/integrated?services=PLUMBING')).status).toBe(400)
    const providers = (await call('GET', '/v1/portfolio/integrated/service-providers')).body.data.items
    expect(providers.length).toBeGreaterThan(0)
    // Each provider and manager in turn: one prepared statement per shape, each answer its own value's.
    for (const provider of providers.slice(0, 3)) {
      expect(await ids(`&provided-by=${provider.id}`)).toEqual(
        await direct(anyEntry(sql`${serviceEntries.providerId} = ${provider.id}`)),
      )
    }
    const managers = (await call('GET', '/v1/portfolio/integrated/property-managers')).body.data.items
    for (const manager of managers.slice(0, 3)) {
      expect(await ids(`&property-manager=${manager.id}`)).toEqual(
        await direct(sql`${portfolioProperties.propertyManagerId} = ${manager.id}`),
      )
    }
  })

  it('answers 400 for bad parameters', async () => {
    expect((await call('GET', '/v1/portfolio/integrated?facet=NOPE')).status).toBe(400)
    expect((await call('GET', '/v1/portfolio/integrated?services=9')).body.fieldErrors['services.0']).toContain(
      'Service ID is required',
    )
  })
})

describe('the non-managed filters follow service entry changes', () => {
  it('an entry added, edited or removed changes the service, provider and facet filters at once', async () => {
    // A property without RCD (6): the stored summary of its entries is kept by triggers on service_entries.
    const [id = 0] = await direct(sql`NOT ${anyEntry(sql`${serviceEntries.serviceId} = 6`)}`)
    const providers = (await call('GET', '/v1/portfolio/integrated/list-service-providers')).body.data.items
    const provider = providers.at(-1).id as number
    const has = async (qs: string) => (await ids(qs)).includes(id)
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    expect(await has('&services=6')).toBe(false)

    const [entry] = await t.db
      .insert(serviceEntries)
      .values({ portfolioPropertyId: id, serviceId: 6, serviceFrequencyMonths: 12, nextServiceDate: '2001-01-01' })
      .returning()
    expect(await has('&services=6')).toBe(true)
    expect(await has('&facet=OVERDUE')).toBe(true)
    expect(await has('&facet=MISSING_SUPPLIER')).toBe(true)
    expect(await has('&facet=COMPLIANT')).toBe(false)

    await t.db
      .update(serviceEntries)
      .set({ providerId: provider, nextServiceDate: soon })
      .where(eq(serviceEntries.id, entry?.id ?? 0))
    expect(await has(`&provided-by=${provider}`)).toBe(true)
    expect(await has('&facet=APPROACHING_NEXT_SERVICE')).toBe(true)
    expect(await has('&facet=OVERDUE')).toBe(
      (await direct(anyEntry(sql`${serviceEntries.nextServiceDate} < ${todayInState(2)}`))).includes(id),
    )

    await t.db.delete(serviceEntries).where(eq(serviceEntries.id, entry?.id ?? 0))
    expect(await has('&services=6')).toBe(false)
    expect(await ids(`&provided-by=${provider}`)).toEqual(
      await direct(anyEntry(sql`${serviceEntries.providerId} = ${provider}`)),
    )
  })
})

describe('the non-managed totals follow the list', () => {
  it('a property taken on by a plan of ours, or deleted, leaves the totals of every service and provider', async () => {
    const total = async (qs = '') => (await call('GET', `/v1/portfolio/integrated?page-size=1${qs}`)).body.data.total
    const [id = 0] = await direct(anyEntry(sql`${serviceEntries.providerId} IS NOT NULL`))
    const [entry] = await t.db.select().from(serviceEntries).where(eq(serviceEntries.portfolioPropertyId, id))
    const provider = `&provided-by=${entry?.providerId}&services=${entry?.serviceId}`
    const before = { all: await total(), provider: await total(provider) }
    expect(before.provider).toBe((await ids(provider)).length)

    const [managed] = await t.db
      .select({ id: portfolioProperties.propertyId })
      .from(portfolioProperties)
      .where(and(eq(portfolioProperties.agencyId, agencyId), isNotNull(portfolioProperties.propertyId)))
    await t.db
      .update(portfolioProperties)
      .set({ propertyId: managed?.id ?? null })
      .where(eq(portfolioProperties.id, id))
    expect(await total()).toBe(before.all - 1)
    expect(await total(provider)).toBe(before.provider - 1)
    await t.db.update(portfolioProperties).set({ propertyId: null }).where(eq(portfolioProperties.id, id))
    expect(await total(provider)).toBe(before.provider)

    await t.db.delete(serviceEntries).where(eq(serviceEntries.portfolioPropertyId, id))
    await t.db.delete(documents).where(eq(documents.portfolioPropertyId, id))
    await t.db.delete(portfolioProperties).where(eq(portfolioProperties.id, id))
    expect(await total()).toBe(before.all - 1)
    expect(await total(provider)).toBe(before.provider - 1)
    expect(await total()).toBe((await direct()).length)
  })
})

describe('PATCH /v1/portfolio/integrated', () => {
  const target = async () => (await direct())[0] ?? 0

  it('saves service dates and a provider', async () => {
    const id = await target()
    const provider = (await call('GET', '/v1/portfolio/integrated/list-service-providers')).body.data.items[0]
    const res = await call('PATCH', '/v1/portfolio/integrated', {
      agencyPortfolioPropertyId: id,
      gasApplianceCountValue: '1',
      services: [
        {
          complianceRequirementId: 1,
          lastServiceDate: '2026-01-15',
          nextServiceDate: '2027-01-15',
          providerId: provider.id,
        },
      ],
    })
    expect(res.status).toBe(200)
    const smoke = res.body.data.services.find(
      (s: { complianceRequirementId: number }) => s.complianceRequirementId === 1,
    )
    expect(smoke).toMatchObject({
      lastServiceDate: '2026-01-15',
      nextServiceDate: '2027-01-15',
      providedBy: { id: provider.id },
    })
  })

  it('refuses broken date rules with the spec messages and changes nothing', async () => {
    const id = await target()
    const res = await call('PATCH', '/v1/portfolio/integrated', {
      agencyPortfolioPropertyId: id,
      services: [
        { complianceRequirementId: 1, lastServiceDate: '2999-01-01', nextServiceDate: null },
        { complianceRequirementId: 4, lastServiceDate: '2026-05-01', nextServiceDate: '2026-04-01' },
        { complianceRequirementId: 5, lastServiceDate: null, nextServiceDate: '2001-01-01' },
      ],
    })
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors['services.0.lastServiceDate']).toContain('Last service date cannot be in the future')
    expect(res.body.fieldErrors['services.1.nextServiceDate']).toContain(
      'Next service date must be on or after the last service date',
    )
    expect(res.body.fieldErrors['services.2.nextServiceDate']).toContain(
      'Next service date in the past requires a last service date',
    )
  })

  it('clears the dates and provider of gas when the appliance count is unknown', async () => {
    const id = await target()
    const res = await call('PATCH', '/v1/portfolio/integrated', {
      agencyPortfolioPropertyId: id,
      gasApplianceCountValue: 'unknownCount',
      services: [
        { complianceRequirementId: 2, lastServiceDate: '2026-01-01', nextServiceDate: '2027-01-01', providerId: null },
      ],
    })
    const gas = res.body.data.services.find((s: { complianceRequirementId: number }) => s.complianceRequirementId === 2)
    expect(gas).toMatchObject({ lastServiceDate: null, nextServiceDate: null, providedBy: null })
  })

  it("refuses another agency's property and a property we service", async () => {
    const vic = await t.signIn('pm.vic', 'VIC')
    const body = { agencyPortfolioPropertyId: await target(), services: [] }
    expect((await call('PATCH', '/v1/portfolio/integrated', body, vic)).status).toBe(403)
    const [mirror] = await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(and(eq(portfolioProperties.agencyId, agencyId), isNotNull(portfolioProperties.propertyId)))
    expect(
      (await call('PATCH', '/v1/portfolio/integrated', { ...body, agencyPortfolioPropertyId: mirror?.id })).status,
    ).toBe(403)
  })
})

describe('service providers and export', () => {
  it('adds a provider once; a blank or repeated name is refused', async () => {
    const created = await call('POST', '/v1/portfolio/integrated/service-providers', {
      supplierName: '  Sparky Bros  ',
    })
    expect(created.status).toBe(201)
    expect(created.body.data.supplier_name).toBe('Sparky Bros')
    const again = await call('POST', '/v1/portfolio/integrated/service-providers', { supplierName: 'sparky bros' })
    expect(again.status).toBe(409)
    const blank = await call('POST', '/v1/portfolio/integrated/service-providers', { supplierName: ' ' })
    expect(blank.body.fieldErrors.supplierName).toContain('Service provider name is required')
  })

  it('exports the filtered list as a CSV download', async () => {
    const res = await call('GET', '/v1/portfolio/integrated/export?facet=MISSING_SUPPLIER')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="non-managed-portfolio-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toContain('Address,Property manager,Gas appliances')
    expect(lines.length - 1).toBe((await ids('&facet=MISSING_SUPPLIER')).length)
  })

  it('says why an export failed in x-error-message, as the download cannot show an envelope', async () => {
    const res = await call('GET', '/v1/portfolio/integrated/export?facet=NOPE')
    expect(res.status).toBe(400)
    expect(res.headers.get('x-error-message')).toBeTruthy()
    expect(res.headers.get('x-error-message')).toBe(res.body.error)
  })
})

describe('a non-managed statement prepared once per shape', () => {
  // As the managed list's: the plan PostgreSQL keeps for a shape after five calls must see its facets and services.
  it('writes the facets and services into the SQL; the agency and today stay parameters', () => {
    const q = v.parse(NonManagedQuerySchema, { facet: ['OVERDUE', 'MISSING_SUPPLIER'], services: ['2'] })
    const built = new PgDialect().sqlToQuery(nonManagedFilter(q, placeholderSession(2), placeholder<string>('today')))
    expect(built.sql).toContain(`ARRAY['MISSING_SUPPLIER']::text[]`)
    expect(built.sql).toMatch(/ANY\(ARRAY\[2, 3, [\d, ]+\]::int\[\]\)/)
    expect(built.params).toHaveLength(2)
  })
})
