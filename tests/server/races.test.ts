import { randomUUID } from 'node:crypto'
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  portfolioProperties,
  properties,
  serviceEntries,
  serviceProviders,
  serviceRequests,
  sessions,
  tenancies,
  termsAcceptances,
  userSettings,
} from '../../server/db/schema/index.ts'
import { ACCEPTED_DIGITS, harbourUploadableInvoices } from './invoice-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Twenty identical requests at once, as a double-tapping user, a replaying client without (or with
// different) Idempotency-Keys, or several tabs send them. PGlite runs one query at a time and hides
// check-then-write races; CI runs this file on a PostgreSQL server too (DATABASE_URL), where it counts.
const N = 20
let t: TestApp
let vic: string
let nsw: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 40 })
  vic = await t.signIn('pm.vic', 'VIC')
  nsw = await t.signIn('master', 'NSW')
})
afterAll(() => t.close())

type Answer = { status: number; body: { success: boolean; data: unknown; error: string | null } }
const send = async (method: string, path: string, cookie: string, body?: unknown, i = 0): Promise<Answer> => {
  // Half with a key of their own, half without: neither may make a duplicate.
  const headers: Record<string, string> = i % 2 ? { 'Idempotency-Key': `race-${i}-${randomUUID()}` } : {}
  const res = await t.call(path, { method, cookie, body, headers })
  return { status: res.status, body: await res.json() }
}
const together = (method: string, path: string, cookie: string, body?: unknown) =>
  Promise.all(Array.from({ length: N }, (_, i) => send(method, path, cookie, body, i)))
const statuses = (answers: Answer[]) => {
  const tally: Record<number, number> = {}
  for (const a of answers) tally[a.status] = (tally[a.status] ?? 0) + 1
  return tally
}
const errorsOf = (answers: Answer[], status: number) =>
  new Set(answers.filter((a) => a.status === status).map((a) => a.body.error))

const detail = async (id: number) => (await send('GET', `/v1/property/${id}`, vic)).body.data as PropertyDetail
type PropertyDetail = {
  compliancePropertyId: number
  showHoldService: boolean
  showCancelProperty: boolean
  canSelectCancellationServices: boolean
  services: { serviceId: number; tags: string[] }[]
  tenancy: { currentTenancy: { tenancyId: number; version: number } | null; isVacant: boolean }
}
const used = new Set<number>()
/** A Bayside property no other test of this file touches. */
async function fresh(want: (d: PropertyDetail) => boolean): Promise<PropertyDetail> {
  const rows = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0),
        eq(properties.isCancelled, false),
        eq(properties.isIntegrated, false),
      ),
    )
  for (const { id } of rows) {
    if (used.has(id)) continue
    const d = await detail(id)
    if (!want(d)) continue
    used.add(id)
    return d
  }
  throw new Error('no property left for this test')
}
const requestsOf = async (propertyId: number, kind: 'HOLD' | 'CANCELLATION') =>
  (
    await t.db
      .select({ n: count() })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.propertyId, propertyId), eq(serviceRequests.kind, kind)))
  )[0]?.n

describe('property requests', () => {
  it('stores one cancellation request of the same services; the rest get 409', async () => {
    const d = await fresh((p) => p.showCancelProperty && p.canSelectCancellationServices)
    const path = `/v1/property/${d.compliancePropertyId}/cancellation-request`
    const summary = (await send('GET', path, vic)).body.data as {
      cancellableServices: { id: number; isPendingCancellation: boolean }[]
    }
    const service = summary.cancellableServices.find((s) => !s.isPendingCancellation)
    const reasons = (await send('GET', '/v1/meta/cancellation-reasons', vic)).body.data as {
      items: { children: { id: number }[] }[]
    }
    const body = { services: [service?.id], cancellationReasonId: reasons.items[0]?.children[0]?.id }
    const before = await requestsOf(d.compliancePropertyId, 'CANCELLATION')
    const answers = await together('POST', path, vic, body)
    expect(statuses(answers)).toEqual({ 201: 1, 409: N - 1 })
    expect(errorsOf(answers, 409)).toEqual(new Set(['Cancellation of these services has already been requested']))
    expect(await requestsOf(d.compliancePropertyId, 'CANCELLATION')).toBe((before ?? 0) + 1)
  })

  it('stores one hold request of the same services; the rest get 409', async () => {
    const d = await fresh((p) => p.showHoldService && p.services.some((s) => !s.tags.includes('ON_HOLD')))
    const service = d.services.find((s) => !s.tags.includes('ON_HOLD'))
    const path = `/v1/property/${d.compliancePropertyId}/hold-request`
    const body = { services: [service?.serviceId], holdDate: '2099-01-01', reasonNote: 'Renovations' }
    const before = await requestsOf(d.compliancePropertyId, 'HOLD')
    const answers = await together('POST', path, vic, body)
    expect(statuses(answers)).toEqual({ 201: 1, 409: N - 1 })
    expect(errorsOf(answers, 409)).toEqual(new Set(['A hold of these services has already been requested']))
    expect(await requestsOf(d.compliancePropertyId, 'HOLD')).toBe((before ?? 0) + 1)
    // Later, one at a time, the same: the request is pending until the provider puts the service on hold.
    expect((await send('POST', path, vic, body)).status).toBe(409)
  })

  it('saves identical key details twenty times over without an error', async () => {
    const d = await fresh(() => true)
    const managers = (await send('GET', '/v1/agency/property-managers', vic)).body.data as { items: { id: number }[] }
    const answers = await together('PUT', `/v1/property/${d.compliancePropertyId}`, vic, {
      agencyKey: { isKeyAvailable: 'YES', keyNumber: 'K-7', propertyManagerId: managers.items[0]?.id },
      propertyKey: { onsiteAvailability: 'UNAVAILABLE' },
    })
    expect(statuses(answers)).toEqual({ 200: N })
  })
})

describe('tenancies', () => {
  const occupied = (d: PropertyDetail) => d.tenancy.currentTenancy !== null && !d.tenancy.isVacant
  const tenanciesOf = async (propertyId: number) =>
    (await t.db.select({ n: count() }).from(tenancies).where(eq(tenancies.propertyId, propertyId)))[0]?.n ?? 0

  it('marks a property vacant once; the rest get 409 "already vacant"', async () => {
    const d = await fresh(occupied)
    const answers = await together('POST', `/v1/property/${d.compliancePropertyId}/mark-as-vacant`, vic, {})
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 })
    expect(errorsOf(answers, 409)).toEqual(new Set(['This property is already vacant.']))
    const versions = await t.db
      .select({ version: tenancies.version, isVacated: tenancies.isVacated })
      .from(tenancies)
      .where(eq(tenancies.propertyId, d.compliancePropertyId))
    expect(versions.every((v) => v.isVacated)).toBe(true)
  })

  it('adds one tenancy from twenty identical adds; the rest get 409', async () => {
    const d = await fresh(() => true)
    const before = await tenanciesOf(d.compliancePropertyId)
    const answers = await together('POST', `/v1/property/${d.compliancePropertyId}/tenancy`, vic, {
      tenancy: { startedAt: '2031-02-03', endedAt: null, vacatingAt: null, notes: null, leaseType: 'NEW' },
      occupants: [{ name: 'Ava Chen', email: '', contactNumbers: [{ number: '0412 345 678', type: 'MOBILE' }] }],
    })
    expect(statuses(answers)).toEqual({ 201: 1, 409: N - 1 })
    expect(errorsOf(answers, 409)).toEqual(new Set(['This property already has a tenancy starting on 03/02/2031.']))
    expect(await tenanciesOf(d.compliancePropertyId)).toBe(before + 1)
  })

  it('applies one of twenty edits made against the same version; the rest get 409 with the current one', async () => {
    const d = await fresh(occupied)
    const current = d.tenancy.currentTenancy
    const path = `/v1/property/${d.compliancePropertyId}/tenancy/${current?.tenancyId}`
    const [stored] = await t.db
      .select()
      .from(tenancies)
      .where(eq(tenancies.id, current?.tenancyId ?? 0))
    const answers = await together('PUT', path, vic, {
      tenancy: {
        startedAt: stored?.startedAt,
        endedAt: stored?.endedAt,
        vacatingAt: stored?.vacatingAt,
        notes: 'Side gate code 1234',
        version: current?.version,
      },
      occupants: [{ name: 'Ava Chen', email: 'ava.chen@example.com', contactNumbers: [] }],
    })
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 })
    const [row] = await t.db
      .select()
      .from(tenancies)
      .where(eq(tenancies.id, current?.tenancyId ?? 0))
    expect(row?.version).toBe((current?.version ?? 0) + 1)
  })

  it('confirms the tenancy seen twenty times over without an error', async () => {
    const d = await fresh(occupied)
    const path = `/v1/property/${d.compliancePropertyId}/confirm-single-property-details`
    const answers = await together('POST', path, vic, { version: d.tenancy.currentTenancy?.version })
    expect(statuses(answers)).toEqual({ 200: N })
  })
})

describe('non-managed portfolio', () => {
  const harbourId = () => t.summary.agencyIds['Harbour & Co Property'] ?? 0

  it('stores one service provider of a name; the rest get 409 naming it', async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send('POST', '/v1/portfolio/integrated/service-providers', nsw, {
          supplierName: i % 2 ? 'Race Electrical' : 'race electrical',
        }),
      ),
    )
    expect(statuses(answers)).toEqual({ 201: 1, 409: N - 1 })
    const created = answers.find((a) => a.status === 201)?.body.data as { supplier_name: string }
    expect(errorsOf(answers, 409)).toEqual(
      new Set([`${created.supplier_name} is already in your list of service providers`]),
    )
    const rows = await t.db
      .select()
      .from(serviceProviders)
      .where(
        and(
          eq(serviceProviders.agencyId, harbourId()),
          sql`lower(${serviceProviders.supplierName}) = 'race electrical'`,
        ),
      )
    expect(rows).toHaveLength(1)
  })

  it('adds a service entry once when twenty saves add it at once', async () => {
    const [pp] = await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(
        and(
          eq(portfolioProperties.agencyId, harbourId()),
          isNull(portfolioProperties.propertyId),
          sql`NOT (6 = ANY(${portfolioProperties.serviceIds}))`,
        ),
      )
      .limit(1)
    const answers = await together('PATCH', '/v1/portfolio/integrated', nsw, {
      agencyPortfolioPropertyId: pp?.id,
      gasApplianceCountValue: null,
      services: [{ complianceRequirementId: 6, lastServiceDate: null, nextServiceDate: null, providerId: null }],
    })
    expect(statuses(answers)).toEqual({ 200: N })
    const entries = await t.db
      .select()
      .from(serviceEntries)
      .where(and(eq(serviceEntries.portfolioPropertyId, pp?.id ?? 0), eq(serviceEntries.serviceId, 6)))
    expect(entries).toHaveLength(1)
  })

  // The non-managed list's totals are counters kept by statement triggers (migration 0023); saves that race to
  // change one property's services and providers must leave them equal to a recount.
  type Counter = { provider_id: number; service_mask: number; n: number }
  const counters = async (query: SQL) =>
    ((await t.db.execute(query)) as unknown as { rows: Counter[] }).rows.map(
      (r) => `${r.provider_id}/${r.service_mask}: ${r.n}`,
    )
  const kept = () =>
    counters(sql`
        SELECT provider_id, service_mask, n FROM portfolio_non_managed_counts
        WHERE agency_id = ${harbourId()} AND n <> 0 ORDER BY 1, 2`)
  const recounted = () =>
    counters(sql`
        SELECT p.provider_id, r.service_mask, count(*)::int AS n
        FROM portfolio_properties r CROSS JOIN LATERAL unnest(array_prepend(0, r.provider_ids)) AS p(provider_id)
        WHERE r.agency_id = ${harbourId()} AND r.property_id IS NULL GROUP BY 1, 2 ORDER BY 1, 2`)

  // The facet counters (migration 0028): by earliest next service date and entry gaps.
  type FacetCounter = { earliest: string; entry_gaps: string[]; n: number }
  const facetCounters = async (query: SQL) =>
    ((await t.db.execute(query)) as unknown as { rows: FacetCounter[] }).rows.map(
      (r) => `${r.earliest}/${r.entry_gaps.join('+')}: ${r.n}`,
    )
  const keptFacets = () =>
    facetCounters(sql`
        SELECT earliest_next_service_date::text AS earliest, entry_gaps, n FROM portfolio_non_managed_facet_counts
        WHERE agency_id = ${harbourId()} AND n <> 0 ORDER BY 1, 2`)
  const recountedFacets = () =>
    facetCounters(sql`
        SELECT coalesce(earliest_next_service_date, 'infinity')::text AS earliest, entry_gaps, count(*)::int AS n
        FROM portfolio_properties WHERE agency_id = ${harbourId()} AND property_id IS NULL GROUP BY 1, 2 ORDER BY 1, 2`)

  // APPROACHING_NEXT_SERVICE's counters: each distinct next date with the one before it (at most 31 days before).
  const keptApproaching = () =>
    facetCounters(sql`
        SELECT next_service_date::text AS earliest, ARRAY[previous_date::text] AS entry_gaps, n
        FROM portfolio_non_managed_approaching_counts WHERE agency_id = ${harbourId()} AND n <> 0 ORDER BY 1, 2`)
  const recountedApproaching = () =>
    facetCounters(sql`
        SELECT d::text AS earliest, ARRAY[previous::text] AS entry_gaps, count(*)::int AS n FROM (
          SELECT d, greatest(coalesce(lag(d) OVER (PARTITION BY id ORDER BY d), d - 31), d - 31) AS previous
          FROM (SELECT DISTINCT id, unnest(next_service_dates) AS d FROM portfolio_properties
            WHERE agency_id = ${harbourId()} AND property_id IS NULL) AS dates) AS counted
        GROUP BY 1, 2 ORDER BY 1, 2`)

  it('keeps the non-managed totals equal to a recount when twenty saves change providers at once', async () => {
    const providers = (await send('GET', '/v1/portfolio/integrated/list-service-providers', nsw)).body.data as {
      items: { id: number }[]
    }
    const [first, second] = providers.items
    expect(second).toBeDefined()
    const [pp] = await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(and(eq(portfolioProperties.agencyId, harbourId()), isNull(portfolioProperties.propertyId)))
      .offset(3)
      .limit(1)
    const before = await recounted()
    expect(await kept()).toEqual(before)
    expect(await keptFacets()).toEqual(await recountedFacets())
    const approachingBefore = await recountedApproaching()
    expect(approachingBefore.length).toBeGreaterThan(0)
    expect(await keptApproaching()).toEqual(approachingBefore)
    // Each save names a provider (or none) for smoke alarms; half add blinds too: the counters move under every one.
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send(
          'PATCH',
          '/v1/portfolio/integrated',
          nsw,
          {
            agencyPortfolioPropertyId: pp?.id,
            gasApplianceCountValue: null,
            services: [
              {
                complianceRequirementId: 1,
                lastServiceDate: null,
                nextServiceDate: null,
                providerId: [first?.id, second?.id, null][i % 3],
              },
              ...(i % 2
                ? [{ complianceRequirementId: 4, lastServiceDate: null, nextServiceDate: null, providerId: null }]
                : []),
            ],
          },
          i,
        ),
      ),
    )
    expect(statuses(answers)).toEqual({ 200: N })
    const after = await recounted()
    expect(after).not.toEqual(before)
    expect(await kept()).toEqual(after)
    // Which save lands last decides the gaps, which may be those of before: equal to a recount either way.
    expect(await keptFacets()).toEqual(await recountedFacets())
    expect(await keptApproaching()).toEqual(await recountedApproaching())
  })

  it('sets the residential status twenty times over without an error', async () => {
    const [pp] = await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(eq(portfolioProperties.agencyId, harbourId()))
      .limit(1)
    const answers = await together('PATCH', `/v1/integrated-property/${pp?.id}`, nsw, {
      isResidentialProperty: false,
      nonResidentialPropertyType: 'commercial',
    })
    expect(statuses(answers)).toEqual({ 200: N })
  })
})

describe('urgent actions', () => {
  it('marks a new management under enrolment once: every answer shows the first marking', async () => {
    const list = (await send('GET', '/v1/portfolio/analytics/new-managements', nsw)).body.data as {
      items: { portfolioPropertyId: number; isUnderEnrolment: boolean }[]
    }
    const target = list.items.find((m) => !m.isUnderEnrolment)
    const path = `/v1/portfolio/new-management/${target?.portfolioPropertyId}/under-enrolment`
    const answers = await together('POST', path, nsw)
    expect(statuses(answers)).toEqual({ 200: N })
    const [row] = await t.db
      .select()
      .from(portfolioProperties)
      .where(eq(portfolioProperties.id, target?.portfolioPropertyId ?? 0))
    const at = new Set(answers.map((a) => (a.body.data as { underEnrolmentAt: string }).underEnrolmentAt))
    expect(at).toEqual(new Set([row?.underEnrolmentAt?.toISOString()]))
  })

  it('starts one upload of an invoice; the rest get 409', async () => {
    // One the software stand-in accepts at once: a refused upload is NOT_UPLOADED again within milliseconds,
    // and a late request of the burst may rightly start another.
    const [invoice] = await harbourUploadableInvoices(t, ACCEPTED_DIGITS)
    const answers = await together('POST', `/v1/invoice/${invoice?.id}/upload`, nsw)
    expect(statuses(answers)).toEqual({ 202: 1, 409: N - 1 })
  })
})

describe('session and settings', () => {
  it('switches agency once from one session; the others find the session ended (401)', async () => {
    const cookie = await t.signIn('multi', 'NSW')
    const agencies = (await send('GET', '/v1/auth/agencies', cookie)).body.data as {
      items: { complianceAgencyId: number; state: string }[]
    }
    const target = agencies.items.find((a) => a.state === 'VIC')
    const userId = t.summary.userIds.multi ?? 0
    const live = async () =>
      (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0
    const before = await live()
    const answers = await together('PUT', '/v1/auth/agencies', cookie, { agencyId: target?.complianceAgencyId })
    expect(statuses(answers)).toEqual({ 200: 1, 401: N - 1 })
    expect(await live()).toBe(before)
  })

  it('switches back from an impersonation once; the others find the session ended (401)', async () => {
    const cookie = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    const userId = t.summary.userIds.support ?? 0
    const live = async () =>
      (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0
    const before = await live()
    const answers = await together('POST', '/v1/auth/switch-back', cookie)
    expect(statuses(answers)).toEqual({ 200: 1, 401: N - 1 })
    expect(await live()).toBe(before + 1)
  })

  it('keeps every field of concurrent settings changes (no lost update)', async () => {
    const managers = (await send('GET', '/v1/agency/property-managers', nsw)).body.data as { items: { id: number }[] }
    const manager = managers.items.at(-1)?.id
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send(
          'PATCH',
          '/v1/me/settings',
          nsw,
          { agency: i % 2 ? { defaultPropertyManagerId: manager } : { showPortfolioMirroring: false } },
          i,
        ),
      ),
    )
    expect(statuses(answers)).toEqual({ 200: N })
    const [row] = await t.db
      .select()
      .from(userSettings)
      .where(
        and(
          eq(userSettings.userId, t.summary.userIds.master ?? 0),
          eq(userSettings.agencyId, t.summary.agencyIds['Harbour & Co Property'] ?? 0),
        ),
      )
    expect(row).toMatchObject({ defaultPropertyManagerId: manager, showPortfolioMirroring: false })
  })

  it('accepts the licence agreement twenty times over without an error, recording it once', async () => {
    const cookie = await t.signIn('new.pm', 'VIC')
    const pending = (await send('GET', '/v1/me/terms', cookie)).body.data as { id: number }
    const answers = await together('POST', `/v1/me/terms/${pending.id}/accept`, cookie)
    expect(statuses(answers)).toEqual({ 200: N })
    const rows = await t.db
      .select()
      .from(termsAcceptances)
      .where(
        and(eq(termsAcceptances.userId, t.summary.userIds['new.pm'] ?? 0), eq(termsAcceptances.termsId, pending.id)),
      )
    expect(rows).toHaveLength(1)
  })
})
