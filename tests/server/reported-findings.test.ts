import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  documents,
  findingDocuments,
  properties,
  propertyManagers,
  quotes,
  reportedFindings,
  servicingCategories,
} from '../../server/db/schema/index.ts'
import { CANCELLED_PROPERTY } from '../../server/routes/property/tenancy-routes.ts'
import { TEMPORARY_DOCUMENT_NOT_FOUND } from '../../server/uploads/temporary-documents.ts'
import { PRODUCT_NAME } from '../../src/contract/provider.ts'
import {
  BUILT_YEAR_IN_FUTURE,
  BUILT_YEAR_INVALID,
  BUILT_YEAR_REQUIRED,
  DOCUMENT_REQUIRED,
  FINDING_ERRORS,
  FINDING_TEXTS,
  FINDINGS_NOTES_TOO_LONG,
  type FindingGroup,
  FindingListSchema,
  FindingWriteResultSchema,
  NOTES_REQUIRED_SHORT,
  PropertyFindingsSchema,
  REPORTED_FINDINGS_MESSAGES,
  type ReportedFinding,
  SELECT_A_FINDING,
  ServicingCategoryListSchema,
  TOO_MANY_FINDINGS,
  WizardFindingsSchema,
} from '../../src/contract/reported-findings.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { findFindingCase } from '../e2e/support/finding-cases.ts'
import { form, pdf } from './documents-helpers.ts'
import { type SignedInApp, signedInApp } from './signed-in-app.ts'
import type { TestApp } from './test-app.ts'

// Against the seed: Bayside (VIC, problem register) as pm.vic, Sunshine (QLD, problem register) as multi, Harbour
// (NSW, no problem register) as master. Writes use the seed's purposeful cases (server/db/seed/finding-cases.ts).
let t: TestApp
let bayside: string
let harbour: string
let sunshine: string
let impersonating: string
let get: SignedInApp['get']
let post: SignedInApp['post']
beforeAll(async () => {
  ;({ t, bayside, harbour, impersonating, get, post } = await signedInApp(40))
  sunshine = await t.signIn('multi', 'QLD')
  // Found once, before the writes below change their shapes.
  for (const [name, cookie] of [
    ['bayside', bayside],
    ['sunshine', sunshine],
  ] as const) {
    for (const kind of ['resolve', 'history'] as const) {
      cases.set(`${kind}:${name}`, await findFindingCase((path) => data(path, cookie), kind))
    }
  }
}, 180_000)
afterAll(() => t.close())

const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
const data = async (path: string, cookie = bayside) => {
  const res = await get(path, cookie)
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data
}
const cases = new Map<string, Awaited<ReturnType<typeof findFindingCase>>>()
/** The seed's purposeful case, as it was before any test wrote. */
const caseOf = async (kind: 'resolve' | 'history', cookie = bayside) => {
  const found = cases.get(`${kind}:${cookie === sunshine ? 'sunshine' : 'bayside'}`)
  if (!found) throw new Error(`no ${kind} case`)
  return found
}
const list = async (query: string, cookie = bayside) =>
  v.parse(FindingListSchema, await data(`/v1/reported-findings?${query}`, cookie))
const managersOf = async (id: number) =>
  (await t.db.select({ id: propertyManagers.id }).from(propertyManagers).where(eq(propertyManagers.agencyId, id))).map(
    (m) => m.id,
  )
const ids = (fs: ReportedFinding[]) => fs.map((f) => f.problemRegister.problemRegisterId)
const pick = (group: FindingGroup, test: (f: ReportedFinding) => boolean) => group.reportedFindings.filter(test)
const isOpen = (f: ReportedFinding) => f.problemRegister.status === 'OPEN' && !f.problemRegister.isDismissed

async function totals(cookie: string, manager?: number) {
  const pm = manager ? `&property-manager=${manager}` : ''
  const stats = await data(`/v1/stats${manager ? `?propertyManagerId=${manager}` : ''}`, cookie)
  const dashboard = await data(
    `/v1/reported-findings/analytics/urgent${manager ? `?propertyManagerId=${manager}` : ''}`,
    cookie,
  )
  return {
    urgent: (await list(`facet=URGENT${pm}`, cookie)).total,
    other: (await list(`facet=NON_URGENT${pm}`, cookie)).total,
    all: (await list(`page-size=1${pm}`, cookie)).total,
    stats: stats.actionRequired.REPORTED_FINDINGS_STATS,
    dashboard: dashboard.total,
  }
}
function expectSameTotals(x: Awaited<ReturnType<typeof totals>>) {
  expect(x.stats).toEqual({ URGENT: x.urgent, NON_URGENT: x.other })
  expect(x.dashboard).toBe(x.all)
  expect(x.all).toBe(x.urgent + x.other)
}

async function uploadTemporary(cookie: string, name: string) {
  const res = await t.request('/v1/reported-findings/temporary-document', {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: cookie },
    body: form([pdf(name)]),
  })
  expect(res.status).toBe(201)
  return ((await res.json()).data as { id: string }).id
}

describe('problem register gating', () => {
  it('refuses every reported-findings call of an agency without it (403)', async () => {
    const harbourProperty = (
      await t.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.agencyId, agencyId('Harbour & Co Property')))
    )[0]?.id
    const [finding] = await t.db.select({ id: reportedFindings.id }).from(reportedFindings).limit(1)
    const calls = [
      get('/v1/reported-findings', harbour),
      get('/v1/reported-findings/servicing-categories', harbour),
      get(`/v1/property/${harbourProperty}/reported-findings`, harbour),
      get(`/v2/property/${harbourProperty}/reported-findings/smoke`, harbour),
      post(
        `/v2/property/${harbourProperty}/reported-findings/quote`,
        { compliancePropertyId: harbourProperty, problemRegisterIds: [1] },
        harbour,
      ),
      post(`/v1/reported-findings/${finding?.id}/dismiss`, {}, harbour),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403)
      expect(res.body.error).toBe(REPORTED_FINDINGS_MESSAGES.notEnabled)
    }
  })
})

describe('GET /v1/reported-findings', () => {
  it('pages groups of one property and service (ten by default), oldest first; VIC lists urgent categories only', async () => {
    const vic = await list('page-size=100')
    expect(vic.total).toBeGreaterThan(0)
    for (const f of vic.items.flatMap((g) => g.reportedFindings)) expect(f.servicingCategory.isUrgent).toBe(true)
    const byDefault = await list('', sunshine)
    expect(byDefault.items.length).toBe(Math.min(10, byDefault.total))
    const page = await list('page-size=3', sunshine)
    expect(page.items.length).toBe(3)
    expect(page.total).toBeGreaterThan(3)
    expect(page.unfilteredTotal).toBe(page.total)
    for (const group of page.items) {
      expect(new Set(group.reportedFindings.map((f) => f.problemRegister.serviceCode)).size).toBe(1)
      for (const f of group.reportedFindings) {
        expect(isOpen(f)).toBe(true)
      }
      expect(group.serviceDate).toBe(
        group.reportedFindings
          .map((f) => f.problemRegister.originalBookingDate)
          .sort()
          .at(-1),
      )
    }
    const oldest = page.items.map((g) => g.reportedFindings.map((f) => f.problemRegister.originalBookingDate).sort()[0])
    expect(oldest).toEqual([...oldest].sort())
    const second = await list('page-size=3&page=2', sunshine)
    expect(second.items.length).toBe(Math.min(3, page.total - 3))
    expect(second.items.map((g) => g.property.compliancePropertyId)).not.toEqual(
      page.items.map((g) => g.property.compliancePropertyId),
    )
    const all = await list('page-size=100', sunshine)
    const keys = all.items.map((g) => `${g.property.compliancePropertyId}:${g.service.serviceId}`)
    expect(new Set(keys).size).toBe(keys.length)
    const qld = await list('page-size=100', sunshine)
    expect(qld.items.some((g) => g.reportedFindings.some((f) => !f.servicingCategory.isUrgent))).toBe(true)
  })

  it('facets, totals and unfilteredTotal agree with the dashboard tab and the stats, per property manager', async () => {
    for (const [cookie, agency] of [
      [bayside, 'Bayside Rentals'],
      [sunshine, 'Sunshine Coast Realty'],
    ] as const) {
      const whole = await totals(cookie)
      expectSameTotals(whole)
      expect(whole.urgent).toBeGreaterThan(0)
      for (const manager of await managersOf(agencyId(agency))) expectSameTotals(await totals(cookie, manager))
    }
    expect((await totals(bayside)).other).toBe(0)
    expect((await totals(sunshine)).other).toBeGreaterThan(0)
  })

  it('filters by category (multi-value), property manager, property, service and search; unfilteredTotal ignores them', async () => {
    const categories = v.parse(
      ServicingCategoryListSchema,
      await data('/v1/reported-findings/servicing-categories', sunshine),
    )
    const [first, second] = categories
    const chosen = await list(`category=${first?.id}&category=${second?.id}&page-size=100`, sunshine)
    const names = new Set(chosen.items.flatMap((g) => g.reportedFindings.map((f) => f.servicingCategory.name)))
    expect([...names].sort()).toEqual([first?.name, second?.name].sort())
    expect(chosen.unfilteredTotal).toBe((await list('', sunshine)).total)
    expect(chosen.total).toBeLessThan(chosen.unfilteredTotal)

    const [manager] = await managersOf(agencyId('Sunshine Coast Realty'))
    const mine = await list(`property-manager=${manager}&page-size=100`, sunshine)
    for (const g of mine.items) expect(g.propertyManager?.id).toBe(manager)

    const one = mine.items[0] ?? chosen.items[0]
    const byProperty = await list(`propertyId=${one?.property.compliancePropertyId}`, sunshine)
    expect(byProperty.items.every((g) => g.property.compliancePropertyId === one?.property.compliancePropertyId)).toBe(
      true,
    )
    const service = one?.service.shortName
    const only = await list(`service=${service}&page-size=100`, sunshine)
    expect(only.items.every((g) => g.service.shortName === service)).toBe(true)
    const without = await list(`service=${service}&serviceExclusivity=EXCLUDING&page-size=100`, sunshine)
    expect(without.items.some((g) => g.service.shortName === service)).toBe(false)
    expect(only.total + without.total).toBe(only.unfilteredTotal)

    const word = one?.property.addressLine1.split(' ').at(-1) ?? ''
    const searched = await list(`query=${encodeURIComponent(word)}&page-size=100`, sunshine)
    expect(searched.items.length).toBeGreaterThan(0)
    for (const g of searched.items) {
      expect(`${g.property.addressLine1} ${g.property.addressLine2}`.toLowerCase()).toContain(word.toLowerCase())
    }
  })

  it('lists quote-requested, dismissed and resolved findings under their facets', async () => {
    const dismissed = await list('facet=DISMISSED&page-size=100', sunshine)
    expect(dismissed.total).toBeGreaterThan(0)
    for (const g of dismissed.items)
      for (const f of g.reportedFindings) expect(f.problemRegister.isDismissed).toBe(true)
    const requested = await list('facet=QUOTE_REQUESTED&page-size=100', sunshine)
    expect(requested.items.flatMap((g) => g.reportedFindings).every((f) => f.problemRegister.quoteRequested)).toBe(true)
    const resolved = await list('facet=RESOLVED&page-size=100', sunshine)
    expect(resolved.items.flatMap((g) => g.reportedFindings).every((f) => f.problemRegister.status !== 'OPEN')).toBe(
      true,
    )
    expect(resolved.total).toBeGreaterThan(0)
  })

  it('answers 400 with field errors for bad parameters', async () => {
    for (const [query, field] of [
      ['facet=SOON', 'facet'],
      ['category=abc', 'category'],
      ['page-size=500', 'page-size'],
      ['page=0', 'page'],
      ['service=POOL', 'service'],
      ['serviceExclusivity=SOME', 'serviceExclusivity'],
    ]) {
      const res = await get(`/v1/reported-findings?${query}`)
      expect(res.status, query).toBe(400)
      expect(Object.keys(res.body.fieldErrors ?? {}).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true)
    }
  })
})

describe('servicing categories, the property and the wizard reads', () => {
  it('lists the categories with colour and description (VIC: urgent ones)', async () => {
    const qld = v.parse(ServicingCategoryListSchema, await data('/v1/reported-findings/servicing-categories', sunshine))
    expect(qld.map((c) => c.name)).toEqual(['Urgent', 'Non-compliant', 'Recommended', 'Information'])
    const vic = v.parse(ServicingCategoryListSchema, await data('/v1/reported-findings/servicing-categories'))
    expect(vic.every((c) => c.isUrgent)).toBe(true)
  })

  it("reads the property's open findings per service and the wizard's findings of one service", async () => {
    const { propertyId, suffix, group } = await caseOf('history')
    const mine = v.parse(PropertyFindingsSchema, await data(`/v1/property/${propertyId}/reported-findings`))
    expect(mine.groups.some((g) => g.service.suffix === suffix)).toBe(true)
    expect(mine.groups[0]?.property.addressLine1).not.toBe('')
    expect(mine.serviceDates.map((d) => d.serviceId)).toEqual(mine.groups.map((g) => g.service.serviceId))
    const wizard = v.parse(WizardFindingsSchema, await data(`/v2/property/${propertyId}/reported-findings/${suffix}`))
    expect(ids(wizard.reportedFindings)).toEqual(ids(group.reportedFindings))
    const quoted = wizard.reportedFindings.find((f) => f.quotation?.approvalUrl)
    expect(quoted?.problemRegister.canForwardToLandlord).toBe(true)
    expect(wizard.tags).toContain('AwaitingQuotationApproval')

    expect((await get(`/v2/property/${propertyId}/reported-findings/pool`)).status).toBe(404)
    expect((await get('/v1/property/99999999/reported-findings')).status).toBe(404)
    const sunshineProperty = (await caseOf('resolve', sunshine)).propertyId
    expect((await get(`/v1/property/${sunshineProperty}/reported-findings`)).status).toBe(403)
    expect((await get(`/v2/property/${sunshineProperty}/reported-findings/smoke`)).status).toBe(403)
  })
})

describe('POST /v2/property/{id}/reported-findings/quote', () => {
  it('requests a quote for two findings once: a pending quote for the provider, requested by and when', async () => {
    const { propertyId, group } = await caseOf('resolve')
    const before = await totals(bayside)
    const two = ids(
      pick(group, (f) => isOpen(f) && f.problemRegister.canRequestQuote && !f.problemRegister.quoteRequested),
    ).slice(0, 2)
    const path = `/v2/property/${propertyId}/reported-findings/quote`
    const body = { compliancePropertyId: propertyId, problemRegisterIds: two }
    const key = { 'Idempotency-Key': 'quote-two-findings-1' }
    const res = await post(path, body, bayside, key)
    expect(res.status).toBe(200)
    const answer = v.parse(FindingWriteResultSchema, res.body.data)
    for (const f of answer.reportedFindings) {
      expect(f.problemRegister).toMatchObject({ quoteRequested: true, quoteRequestedBy: 'Olivia Bennett' })
      expect(f.quotation?.quotationId).toBeGreaterThan(0)
    }
    const repeat = await post(path, body, bayside, key)
    expect(repeat.status).toBe(200)
    expect(repeat.body).toEqual(res.body)
    const quoteIds = answer.reportedFindings.map((f) => f.quotation?.quotationId ?? 0)
    const rows = await t.db.select().from(quotes).where(inArray(quotes.id, quoteIds))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ propertyId, statusId: 1, approvalUrl: null })
    // Still needing action (the provider has not quoted yet): the counts stay.
    expectSameTotals(await totals(bayside))
    expect((await totals(bayside)).all).toBe(before.all)

    const again = await post(path, body)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(FINDING_ERRORS.quoteAlreadyRequested)
  })

  it('answers 400 with the contract messages, 409 for a dismissed finding, 403 impersonating or another agency', async () => {
    const { propertyId, group } = await caseOf('history')
    const path = `/v2/property/${propertyId}/reported-findings/quote`
    const open = pick(group, (f) => isOpen(f) && !f.problemRegister.quoteRequested)
    const notQuotable = (await caseOf('resolve')).group.reportedFindings.find((f) => !f.problemRegister.canRequestQuote)
    const resolve = await caseOf('resolve')
    const cases: [unknown, string, string][] = [
      [{ compliancePropertyId: propertyId, problemRegisterIds: [] }, 'problemRegisterIds', SELECT_A_FINDING],
      [{ compliancePropertyId: propertyId }, 'problemRegisterIds', SELECT_A_FINDING],
      [
        { compliancePropertyId: propertyId + 1, problemRegisterIds: ids(open) },
        'compliancePropertyId',
        FINDING_ERRORS.propertyMismatch,
      ],
      [
        { compliancePropertyId: propertyId, problemRegisterIds: [notQuotable?.problemRegister.problemRegisterId] },
        'problemRegisterIds',
        FINDING_ERRORS.notFound,
      ],
      [
        { compliancePropertyId: propertyId, problemRegisterIds: [99999999] },
        'problemRegisterIds',
        FINDING_ERRORS.notFound,
      ],
    ]
    for (const [body, field, message] of cases) {
      const res = await post(path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.fieldErrors[field]).toContain(message)
    }
    const cannot = await post(`/v2/property/${resolve.propertyId}/reported-findings/quote`, {
      compliancePropertyId: resolve.propertyId,
      problemRegisterIds: [notQuotable?.problemRegister.problemRegisterId],
    })
    expect(cannot.status).toBe(400)
    expect(cannot.body.fieldErrors.problemRegisterIds).toEqual([FINDING_TEXTS.noQuote(PRODUCT_NAME)])
    const dismissed = group.reportedFindings.find((f) => f.problemRegister.isDismissed)
    const refused = await post(path, {
      compliancePropertyId: propertyId,
      problemRegisterIds: [dismissed?.problemRegister.problemRegisterId],
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(FINDING_ERRORS.dismissed)

    const body = { compliancePropertyId: propertyId, problemRegisterIds: ids(open).slice(0, 1) }
    const imp = await post(path, body, impersonating)
    expect(imp.status).toBe(403)
    expect(imp.body.error).toBe(IMPERSONATION_REFUSAL)
    expect((await post(path, body, sunshine)).status).toBe(403)
    expect((await post('/v2/property/99999999/reported-findings/quote', body)).status).toBe(404)
  })

  it('treats a VIC finding of a category that is not urgent as not there, and refuses a cancelled property', async () => {
    const { propertyId } = await caseOf('resolve')
    const hidden = await t.db
      .select({ id: reportedFindings.id })
      .from(reportedFindings)
      .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
      .where(and(eq(reportedFindings.propertyId, propertyId), eq(servicingCategories.isUrgent, false)))
    expect(hidden.length).toBeGreaterThan(0)
    const body = { compliancePropertyId: propertyId, problemRegisterIds: hidden.map((h) => h.id) }
    const res = await post(`/v2/property/${propertyId}/reported-findings/quote`, body)
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors.problemRegisterIds).toEqual([FINDING_ERRORS.notFound])
    expect((await post(`/v1/reported-findings/${hidden[0]?.id}/dismiss`, {})).status).toBe(404)

    const [cancelled] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId('Bayside Rentals')), eq(properties.isCancelled, true)))
    const refused = await post(`/v2/property/${cancelled?.id}/reported-findings/quote`, {
      compliancePropertyId: cancelled?.id,
      problemRegisterIds: [1],
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe(CANCELLED_PROPERTY)
  })

  it('two requests for the same finding at once make one quote (the property lock)', async () => {
    const { propertyId, group } = await caseOf('resolve', sunshine)
    const [finding] = ids(
      pick(group, (f) => isOpen(f) && f.problemRegister.canRequestQuote && !f.problemRegister.quoteRequested),
    )
    const path = `/v2/property/${propertyId}/reported-findings/quote`
    const body = { compliancePropertyId: propertyId, problemRegisterIds: [finding] }
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => post(path, body, sunshine, { 'Idempotency-Key': `race-quote-${n}` })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    const [row] = await t.db
      .select()
      .from(reportedFindings)
      .where(eq(reportedFindings.id, finding ?? 0))
    const made = await t.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.propertyId, propertyId), eq(quotes.statusId, 1)))
    expect(made.map((q) => q.id)).toContain(row?.quoteId)
    expect(made.filter((q) => q.quoteNumber.startsWith(`RQ-${propertyId}-`))).toHaveLength(1)
  })
})

describe('POST /v2/property/{id}/reported-findings/inform-di', () => {
  it("checks notes and the month built, then records them (the built year is the property's)", async () => {
    const { propertyId, group } = await caseOf('resolve', sunshine)
    const path = `/v2/property/${propertyId}/reported-findings/inform-di`
    const built = group.reportedFindings.find((f) => isOpen(f) && f.problemRegister.canEnterBuiltYear)
    const builtIds = [built?.problemRegister.problemRegisterId]
    const base = { compliancePropertyId: propertyId, problemRegisterIds: builtIds, notes: 'Built in the 70s' }
    const cases: [unknown, string, string][] = [
      [{ ...base, notes: '   ' }, 'notes', NOTES_REQUIRED_SHORT],
      [{ ...base, notes: 'x'.repeat(501) }, 'notes', FINDINGS_NOTES_TOO_LONG],
      [{ ...base, problemRegisterIds: [] }, 'problemRegisterIds', SELECT_A_FINDING],
      // 70,000 ids would pass PostgreSQL's limit of bind parameters: refused before any query.
      [
        { ...base, problemRegisterIds: Array.from({ length: 70_000 }, (_, i) => i + 1) },
        'problemRegisterIds',
        TOO_MANY_FINDINGS,
      ],
      [base, 'propertyBuilt', BUILT_YEAR_REQUIRED],
      [{ ...base, propertyBuilt: '2999-01' }, 'propertyBuilt', BUILT_YEAR_IN_FUTURE],
      [{ ...base, propertyBuilt: '03/1975' }, 'propertyBuilt', BUILT_YEAR_INVALID],
    ]
    for (const [body, field, message] of cases) {
      const res = await post(path, body, sunshine)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.fieldErrors[field]).toContain(message)
    }
    const noInfo = group.reportedFindings.find(
      (f) => isOpen(f) && !f.problemRegister.canInformDI && !f.problemRegister.canEnterBuiltYear,
    )
    const refused = await post(
      path,
      { ...base, problemRegisterIds: [noInfo?.problemRegister.problemRegisterId] },
      sunshine,
    )
    expect(refused.status).toBe(400)
    expect(refused.body.fieldErrors.problemRegisterIds).toEqual([FINDING_TEXTS.noInfoNeeded(PRODUCT_NAME)])

    const key = { 'Idempotency-Key': 'inform-built-year-1' }
    const res = await post(path, { ...base, notes: '  Built in the 70s  ', propertyBuilt: '1975-03' }, sunshine, key)
    expect(res.status).toBe(200)
    expect(
      (await post(path, { ...base, notes: '  Built in the 70s  ', propertyBuilt: '1975-03' }, sunshine, key)).body,
    ).toEqual(res.body)
    const [finding] = v.parse(FindingWriteResultSchema, res.body.data).reportedFindings
    expect(finding?.problemRegister.canEnterBuiltYear).toBe(false)
    const [row] = await t.db
      .select()
      .from(reportedFindings)
      .where(eq(reportedFindings.id, builtIds[0] ?? 0))
    expect(row).toMatchObject({ informNotes: 'Built in the 70s' })
    expect(row?.informedAt).not.toBeNull()
    const [property] = await t.db.select().from(properties).where(eq(properties.id, propertyId))
    expect(property?.propertyBuilt).toBe('1975-03')
    expect((await post(path, base, impersonating)).status).toBe(403)
  })
})

describe('POST /v2/property/{id}/reported-findings (third-party resolution)', () => {
  it('claims the uploaded documents once, files them on the property and resolves the findings', async () => {
    const { propertyId, group } = await caseOf('history')
    const before = await totals(bayside)
    const path = `/v2/property/${propertyId}/reported-findings`
    const chosen = ids(
      pick(group, (f) => isOpen(f) && !f.problemRegister.quoteRequested && !f.problemRegister.thirdPartyInvalidStatus),
    )
    const invalid = group.reportedFindings.find((f) => isOpen(f) && f.problemRegister.thirdPartyInvalidStatus)
    const first = await uploadTemporary(bayside, 'plumber-invoice.pdf')
    const second = await uploadTemporary(bayside, 'photo-after.pdf')
    const foreign = await uploadTemporary(sunshine, 'someone-else.pdf')
    const body = {
      compliancePropertyId: propertyId,
      selectedProblemRegisterIds: chosen,
      documentIds: [first, second],
      notes: 'Fixed by our electrician',
    }

    const cases: [unknown, string, string][] = [
      [{ ...body, documentIds: [] }, 'documentIds', DOCUMENT_REQUIRED],
      [{ ...body, selectedProblemRegisterIds: [] }, 'selectedProblemRegisterIds', SELECT_A_FINDING],
      [{ ...body, notes: 'x'.repeat(501) }, 'notes', FINDINGS_NOTES_TOO_LONG],
      [{ ...body, documentIds: [first, foreign] }, 'documentIds', TEMPORARY_DOCUMENT_NOT_FOUND],
      [
        { ...body, selectedProblemRegisterIds: [invalid?.problemRegister.problemRegisterId] },
        'selectedProblemRegisterIds',
        FINDING_TEXTS.noThirdParty(PRODUCT_NAME),
      ],
    ]
    for (const [b, field, message] of cases) {
      const res = await post(path, b)
      expect(res.status, JSON.stringify(b)).toBe(400)
      expect(res.body.fieldErrors[field]).toContain(message)
    }
    expect((await post(path, body, impersonating)).status).toBe(403)

    const key = { 'Idempotency-Key': 'third-party-history-1' }
    const res = await post(path, body, bayside, key)
    expect(res.status).toBe(200)
    expect((await post(path, body, bayside, key)).body).toEqual(res.body)
    for (const f of v.parse(FindingWriteResultSchema, res.body.data).reportedFindings) {
      expect(f.problemRegister.status).toBe('RESOLVED_BY_THIRD_PARTY')
    }
    const links = await t.db.select().from(findingDocuments).where(inArray(findingDocuments.findingId, chosen))
    expect(links).toHaveLength(chosen.length * 2)
    const filed = await t.db
      .select()
      .from(documents)
      .where(
        inArray(
          documents.id,
          links.map((l) => l.documentId),
        ),
      )
    expect(filed.every((d) => d.propertyId === propertyId && d.documentType === 'THIRD_PARTY_RESOLUTION')).toBe(true)
    const listed = await data(`/v1/property/${propertyId}/documents?filter=THIRD_PARTY_RESOLUTION`)
    expect(listed.items.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['plumber-invoice.pdf', 'photo-after.pdf']),
    )
    const [row] = await t.db
      .select()
      .from(reportedFindings)
      .where(eq(reportedFindings.id, chosen[0] ?? 0))
    expect(row).toMatchObject({ thirdPartyNotes: 'Fixed by our electrician' })

    // The same documents cannot be claimed again; the findings have left the counts.
    const again = await post(path, { ...body, selectedProblemRegisterIds: chosen })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(FINDING_ERRORS.notOpen)
    const other = pick(
      group,
      (f) => isOpen(f) && f.problemRegister.quoteRequested && !f.problemRegister.thirdPartyInvalidStatus,
    )
    const reclaim = await post(path, { ...body, selectedProblemRegisterIds: ids(other), documentIds: [first] })
    expect(reclaim.status).toBe(400)
    expect(reclaim.body.fieldErrors.documentIds).toEqual([TEMPORARY_DOCUMENT_NOT_FOUND])
    const [untouched] = await t.db
      .select()
      .from(reportedFindings)
      .where(inArray(reportedFindings.id, ids(other)))
    expect(untouched?.status).toBe('OPEN')
    const after = await totals(bayside)
    expectSameTotals(after)
    expect(after.all).toBeLessThanOrEqual(before.all)
    expect(after.urgent + after.other).toBe(after.all)
  })
})

describe('POST /v1/reported-findings/{id}/dismiss and /restore', () => {
  it('dismisses and restores once each; the dashboard and stats follow', async () => {
    const { group } = await caseOf('resolve')
    const finding = group.reportedFindings.find((f) => isOpen(f) && f.problemRegister.isDismissible)
    const id = finding?.problemRegister.problemRegisterId
    const before = await totals(bayside)
    const res = await post(`/v1/reported-findings/${id}/dismiss`, {}, bayside, { 'Idempotency-Key': 'dismiss-once-1' })
    expect(res.status).toBe(200)
    const [dismissed] = v.parse(FindingWriteResultSchema, res.body.data).reportedFindings
    expect(dismissed?.problemRegister).toMatchObject({ isDismissed: true, dismissedBy: 'Olivia Bennett' })
    expect(dismissed?.problemRegister.dateDismissed).not.toBeNull()
    expect(
      (await post(`/v1/reported-findings/${id}/dismiss`, {}, bayside, { 'Idempotency-Key': 'dismiss-once-1' })).body,
    ).toEqual(res.body)
    const twice = await post(`/v1/reported-findings/${id}/dismiss`, {})
    expect(twice.status).toBe(409)
    expect(twice.body.error).toBe(FINDING_ERRORS.alreadyDismissed)
    const during = await totals(bayside)
    expectSameTotals(during)
    // Its group still has other findings needing action, so it stays; its count of findings went down.
    const [row] = await t.db
      .select()
      .from(reportedFindings)
      .where(eq(reportedFindings.id, id ?? 0))
    expect(row).toMatchObject({ isDismissed: true })
    expect(during.all).toBeLessThanOrEqual(before.all)

    const restored = await post(`/v1/reported-findings/${id}/restore`, {})
    expect(restored.status).toBe(200)
    expect(restored.body.data.reportedFindings[0].problemRegister).toMatchObject({
      isDismissed: false,
      dismissedBy: null,
      dateDismissed: null,
    })
    expect((await post(`/v1/reported-findings/${id}/restore`, {})).body.error).toBe(FINDING_ERRORS.notDismissed)
    expect(await totals(bayside)).toEqual(before)
  })

  it('refuses what cannot be dismissed, unknown ids, another agency and impersonation', async () => {
    const { group } = await caseOf('resolve')
    const fixed = group.reportedFindings.find((f) => isOpen(f) && !f.problemRegister.isDismissible)
    const res = await post(`/v1/reported-findings/${fixed?.problemRegister.problemRegisterId}/dismiss`, {})
    expect(res.status).toBe(409)
    expect(res.body.error).toBe(FINDING_ERRORS.notDismissible)
    expect((await post('/v1/reported-findings/99999999/dismiss', {})).status).toBe(404)
    expect((await post('/v1/reported-findings/abc/restore', {})).status).toBe(404)
    const theirs = (await caseOf('resolve', sunshine)).group.reportedFindings[0]?.problemRegister.problemRegisterId
    expect((await post(`/v1/reported-findings/${theirs}/dismiss`, {})).status).toBe(403)
    const imp = await post(`/v1/reported-findings/${theirs}/dismiss`, {}, impersonating)
    expect(imp.status).toBe(403)
    expect(imp.body.error).toBe(IMPERSONATION_REFUSAL)
  })

  it('dismissing the last finding of a group takes the group out of the counts', async () => {
    const page = await list('page-size=100', sunshine)
    const single = page.items.find(
      (g) => g.reportedFindings.length === 1 && g.reportedFindings[0]?.problemRegister.isDismissible,
    )
    const id = single?.reportedFindings[0]?.problemRegister.problemRegisterId
    const before = await totals(sunshine)
    expect((await post(`/v1/reported-findings/${id}/dismiss`, {}, sunshine)).status).toBe(200)
    const after = await totals(sunshine)
    expectSameTotals(after)
    expect(after.all).toBe(before.all - 1)
    expect((await post(`/v1/reported-findings/${id}/restore`, {}, sunshine)).status).toBe(200)
    expect(await totals(sunshine)).toEqual(before)
  })
})
