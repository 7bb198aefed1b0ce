import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessIssueActions, accessIssues, notices, properties } from '../../server/db/schema/index.ts'
import { CANCELLED_PROPERTY } from '../../server/routes/property/tenancy-routes.ts'
import {
  type AccessIssueCase,
  AccessIssueCaseSchema,
  NOTES_REQUIRED,
  RESOLVED_DATE_IN_PAST,
  RESOLVED_DATE_REQUIRED,
  SOLUTION_NOT_AVAILABLE,
} from '../../src/contract/access-issues.ts'
import { INVALID_DATE_MESSAGE } from '../../src/contract/dates.ts'
import { PROVIDER_CONTACT } from '../../src/contract/provider.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { COMPLIANCE_STATES, todayInState } from '../../src/contract/states.ts'
import { NOTES_TOO_LONG } from '../../src/contract/tenancy.ts'
import { type AccessCaseKind, findAccessCase } from '../e2e/support/access-cases.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Bayside (VIC, not integrated; pm.vic) and Harbour (NSW, PropertyTree; master) each have the seed's access
// cases among their first 30 properties (server/db/seed/access-cases.ts), found by shape as e2e finds them.
let t: TestApp
let bayside: string
let harbour: string
let baysideIds: number[]
let harbourIds: number[]
const vicToday = todayInState(COMPLIANCE_STATES.find((s) => s.code === 'VIC')?.id ?? 7)
const nswToday = todayInState(COMPLIANCE_STATES.find((s) => s.code === 'NSW')?.id ?? 1)

beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  bayside = await t.signIn('pm.vic', 'VIC')
  harbour = await t.signIn('master', 'NSW')
  const idsOf = async (agency: string) =>
    (
      await t.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.agencyId, t.summary.agencyIds[agency] ?? 0))
        .orderBy(asc(properties.id))
    ).map((r) => r.id)
  baysideIds = await idsOf('Bayside Rentals')
  harbourIds = await idsOf('Harbour & Co Property')
})
afterAll(() => t.close())

const send = async (method: string, path: string, cookie: string, body?: unknown, headers = {}) => {
  const res = await t.call(path, { method, cookie, body, headers })
  return { status: res.status, body: await res.json() }
}
const caseOf = (cookie: string) => async (path: string) => {
  const res = await send('GET', path, cookie)
  return res.status === 200 ? (res.body.data as AccessIssueCase) : null
}
const find = (kind: AccessCaseKind, agency: 'bayside' | 'harbour' = 'bayside') =>
  agency === 'bayside'
    ? findAccessCase(caseOf(bayside), baysideIds, kind)
    : findAccessCase(caseOf(harbour), harbourIds, kind)
const act = (id: number, body: unknown, cookie = bayside, headers = {}) =>
  send('POST', `/v2/property/${id}/access-issues/action`, cookie, body, headers)
const codesOf = (c: AccessIssueCase) =>
  c.blocked_entry_methods.map((b) => [
    b.blocked_entry_method,
    b.queues.map((q) => q.problem_sets.map((s) => s.problem_code)),
  ])

describe('GET /v2/property/{id}/access-issues', () => {
  it('sends the case: each open issue a problem set, queued by failed visit oldest first, with the catalogue', async () => {
    const { id, accessCase } = await find('twoMethods')
    expect(v.safeParse(AccessIssueCaseSchema, accessCase).success).toBe(true)
    expect(codesOf(accessCase)).toEqual([
      ['APPOINTMENT', [['REFUSING_SERVICE', 'TENANT_UNAVAILABLE_BUSINESS_HOURS'], ['BOOKING_PROBLEM_OTHER']]],
      ['ENTER_WITH_KEY_AS_EN', [['BAD_KEYS']]],
    ])
    expect(accessCase.blocked_entry_method_keys).toEqual(['APPOINTMENT', 'ENTER_WITH_KEY_AS_EN'])
    expect(accessCase.blocked_entry_methods.map((b) => b.is_blocked_by_preferences)).toEqual([false, false])
    expect(accessCase.all_entry_methods_disqualified).toBe(false)
    expect(accessCase.entry_methods.map((m) => m.key)).toEqual([
      'APPOINTMENT',
      'ENTER_WITH_KEY_AS_EN',
      'ENTER_WITH_KEY_BY_TENANT_REQUEST',
    ])
    expect(accessCase.entry_methods[0]).toMatchObject({ name: 'Appointment', plural: 'appointments' })
    const refusing = accessCase.blocked_entry_methods[0]?.queues[0]?.problem_sets[0]
    expect(refusing?.public_name).toBe('Refusing service')
    expect(refusing?.public_descriptions.length).toBeGreaterThan(0)
    expect(refusing?.suggested_actions.map((a) => a.solution_label)).toEqual([
      'CALL_TENANT',
      'EMAIL_TENANT',
      'AGENCY_TO_ATTEND',
    ])
    expect(refusing?.suggested_actions[1]?.solution_group).toBe('EMAIL')
    expect(accessCase.agency).toEqual({ is_integrated: false, software_name: null })
    expect(accessCase.provider).toEqual(PROVIDER_CONTACT)
    expect(accessCase.problem_case_details.portal_suppression_level).toBe(0)
    expect(accessCase.agency_actions_performed).toEqual([])
    // The problem set's id is the access issue's.
    const [issue] = await t.db
      .select()
      .from(accessIssues)
      .where(eq(accessIssues.id, refusing?.id ?? 0))
    expect(issue).toMatchObject({ propertyId: id, issueType: 'REFUSING_SERVICE', state: 'OPEN' })
  })

  it('names the integrated agency’s software for the {PMS} texts', async () => {
    const { accessCase } = await find('tenantDetails', 'harbour')
    expect(accessCase.agency).toEqual({ is_integrated: true, software_name: 'PropertyTree' })
    const action = accessCase.blocked_entry_methods[0]?.queues[0]?.problem_sets[0]?.suggested_actions[0]
    expect(action?.solution_label).toBe('CONFIRM_TENANT_DETAILS')
    expect(action?.solution_public_name).toBe('Confirm the tenant’s details are up to date in PropertyTree')
    expect(action?.description_integrated).toContain('{PMS}')
  })

  it('sends a set only the provider can resolve, all methods disqualified, and the suppression level', async () => {
    const noActions = (await find('noActions')).accessCase
    expect(noActions.blocked_entry_methods[0]?.queues[0]?.problem_sets[0]).toMatchObject({
      problem_code: 'UNKNOWN',
      suggested_actions: [],
    })
    const disqualified = (await find('allDisqualified')).accessCase
    expect(disqualified.all_entry_methods_disqualified).toBe(true)
    expect(disqualified.blocked_entry_methods).toEqual([])
    const suppressed = (await find('suppressed')).accessCase
    expect(suppressed.problem_case_details.portal_suppression_level).toBeGreaterThan(0)
    const vacant = (await find('vacantBadKeys')).accessCase
    expect(vacant.entry_methods.map((m) => m.key)).toEqual(['ENTER_WITH_KEY_VACANT'])
  })

  it("answers 404 for an unknown property and 403 for another agency's", async () => {
    expect((await send('GET', '/v2/property/99999999/access-issues', bayside)).status).toBe(404)
    expect((await send('GET', '/v2/property/abc/access-issues', bayside)).status).toBe(404)
    expect((await send('GET', `/v2/property/${harbourIds[0]}/access-issues`, bayside)).status).toBe(403)
  })
})

describe('POST /v2/property/{id}/access-issues/action', () => {
  it('performs a solution: removes every problem set that suggests it, and the method whose sets are all done', async () => {
    const { id } = await find('twoMethods')
    const urgentBefore = (await send('GET', '/v1/agency/access-issues/analytics/urgent', bayside)).body.data
    const res = await act(id, { solutionLabel: 'AGENCY_TO_ATTEND', notes: 'Olivia meets the tech', date: vicToday })
    expect(res.status).toBe(200)
    const after = res.body.data as AccessIssueCase
    expect(v.safeParse(AccessIssueCaseSchema, after).success).toBe(true)
    // Agency attendance answers refusing service and bad keys, not the tenant's hours or the booking problem.
    expect(codesOf(after)).toEqual([
      ['APPOINTMENT', [['TENANT_UNAVAILABLE_BUSINESS_HOURS'], ['BOOKING_PROBLEM_OTHER']]],
    ])
    expect(after.blocked_entry_method_keys).toEqual(['APPOINTMENT'])
    expect(after.agency_actions_performed).toEqual([
      expect.objectContaining({
        solution_label: 'AGENCY_TO_ATTEND',
        solution_public_name: 'Agency to attend',
        notes: 'Olivia meets the tech',
        date: vicToday,
        performed_by: 'Olivia Bennett',
      }),
    ])
    expect((await send('GET', `/v2/property/${id}/access-issues`, bayside)).body.data).toEqual(after)

    const resolved = await t.db
      .select()
      .from(accessIssues)
      .where(and(eq(accessIssues.propertyId, id), eq(accessIssues.state, 'RESOLVED')))
    expect(resolved.map((i) => i.issueType).sort()).toEqual(['BAD_KEYS', 'REFUSING_SERVICE'])
    expect(resolved[0]).toMatchObject({
      resolutionLabel: 'Agency to attend',
      resolutionNotes: 'Olivia meets the tech',
      resolvedByUserId: t.summary.userIds['pm.vic'],
    })
    const open = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.propertyId, id), eq(notices.isResolved, false)))
    expect(open.map((n) => n.noticeType).sort()).toEqual(['BOOKING_PROBLEM_OTHER', 'TENANT_UNAVAILABLE_BUSINESS_HOURS'])

    // The property page and the dashboard's urgent list read the change.
    const detail = (await send('GET', `/v1/property/${id}`, bayside)).body.data
    expect(detail.openAccessIssues.map((i: { issueType: string }) => i.issueType).sort()).toEqual([
      'BOOKING_PROBLEM_OTHER',
      'TENANT_UNAVAILABLE_BUSINESS_HOURS',
    ])
    // Its only urgent issues were refusing service and bad keys: it leaves the urgent list.
    const urgentAfter = (await send('GET', '/v1/agency/access-issues/analytics/urgent', bayside)).body.data
    expect(urgentAfter.total).toBe(urgentBefore.total - 1)
    expect(urgentAfter.items.map((i: { compliancePropertyId: number }) => i.compliancePropertyId)).not.toContain(id)
  })

  it('answers 400 with field errors for a bad body, and for what the solution’s group requires', async () => {
    const { id, accessCase } = await find('callTenant')
    const errors = async (body: unknown) => {
      const res = await act(id, body)
      expect(res.status).toBe(400)
      return res.body.fieldErrors
    }
    expect((await errors({ notes: 'x' })).solutionLabel).toEqual(['Solution is required'])
    expect((await errors({ solutionLabel: 'CALL_TENANT', notes: 'x', date: '31/02/2026' })).date).toEqual([
      INVALID_DATE_MESSAGE,
    ])
    expect((await errors({ solutionLabel: 'CALL_TENANT', notes: 'x', date: '2020-01-01' })).date).toEqual([
      RESOLVED_DATE_IN_PAST,
    ])
    expect((await errors({ solutionLabel: 'CALL_TENANT', notes: 'a'.repeat(500) })).notes).toEqual([NOTES_TOO_LONG])
    // A call's recorded note: the limit is on the notes typed after the occupant's name.
    const called = (notes: string) => `Called occupant: Ava Citizen\nNotes: ${notes}`
    expect((await errors({ solutionLabel: 'CALL_TENANT', notes: called('a'.repeat(500)) })).notes).toEqual([
      NOTES_TOO_LONG,
    ])
    // A "name" longer than an occupant's is not a name: the whole text counts.
    const padded = `Called occupant: ${'x'.repeat(600)}\nNotes: hi`
    expect((await errors({ solutionLabel: 'CALL_TENANT', notes: padded })).notes).toEqual([NOTES_TOO_LONG])
    // A call records what was said; agency attendance needs the day.
    expect((await errors({ solutionLabel: 'CALL_TENANT', notes: '   ' })).notes).toEqual([NOTES_REQUIRED])
    expect((await errors({ solutionLabel: 'AGENCY_TO_ATTEND' })).date).toEqual([RESOLVED_DATE_REQUIRED])
    const stored = await t.db.select().from(accessIssueActions).where(eq(accessIssueActions.propertyId, id))
    expect(stored.length).toBe(accessCase.agency_actions_performed.length)
  })

  it('answers 409 for a solution that resolves no open problem set of the property', async () => {
    const { id } = await find('noActions')
    for (const solutionLabel of ['REPLACE_KEYS', 'NOT_A_SOLUTION']) {
      const res = await act(id, { solutionLabel, date: vicToday })
      expect(res.status).toBe(409)
      expect(res.body.error).toBe(SOLUTION_NOT_AVAILABLE)
    }
  })

  it('applies a repeated request with the same Idempotency-Key once', async () => {
    const { id, accessCase } = await find('callTenant')
    // The seed's earlier visit, resolved by the agency.
    expect(accessCase.agency_actions_performed).toEqual([
      expect.objectContaining({ solution_label: 'AGENCY_TO_ATTEND', performed_by: 'Olivia Bennett' }),
    ])
    // Notes typed up to the limit (499 counted characters), after the name the recorded note adds.
    const typed = `will book online tonight ${'.'.repeat(499 - 21)}`
    const body = { solutionLabel: 'CALL_TENANT', notes: `Called occupant: Ava\nNotes: ${typed}` }
    const headers = { 'Idempotency-Key': 'access-action-0001' }
    const first = await act(id, body, bayside, headers)
    const again = await act(id, body, bayside, headers)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.body).toEqual(first.body)
    expect(first.body.data.blocked_entry_methods).toEqual([])
    expect(first.body.data.agency_actions_performed.map((a: { solution_label: string }) => a.solution_label)).toEqual([
      'CALL_TENANT',
      'AGENCY_TO_ATTEND',
    ])
    const stored = await t.db.select().from(accessIssueActions).where(eq(accessIssueActions.propertyId, id))
    expect(stored.length).toBe(2)
    expect(stored.map((a) => a.notes)).toContain(body.notes)
    // Without the key a repeat is a new request, and nothing is left for it to resolve.
    expect((await act(id, body)).status).toBe(409)
  })

  it('records two different solutions sent at once, each resolving its own sets', async () => {
    const { id } = await find('twoMethods', 'harbour')
    const [call, keys] = await Promise.all([
      act(id, { solutionLabel: 'CALL_TENANT', notes: 'Tenant agreed to a Saturday visit' }, harbour),
      act(id, { solutionLabel: 'REPLACE_KEYS', date: nswToday }, harbour),
    ])
    expect([call.status, keys.status]).toEqual([200, 200])
    const now = (await send('GET', `/v2/property/${id}/access-issues`, harbour)).body.data as AccessIssueCase
    expect(codesOf(now)).toEqual([['APPOINTMENT', [['TENANT_UNAVAILABLE_BUSINESS_HOURS']]]])
    expect(now.agency_actions_performed.map((a) => a.solution_label).sort()).toEqual(['CALL_TENANT', 'REPLACE_KEYS'])
    expect(now.agency_actions_performed.every((a) => a.performed_by === 'Grace Whitfield')).toBe(true)
    const times = now.agency_actions_performed.map((a) => a.performed_at)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('refuses another agency, an unknown property, a cancelled one and an impersonating session', async () => {
    const body = { solutionLabel: 'CALL_TENANT', notes: 'x' }
    expect((await act(harbourIds[0] ?? 0, body)).status).toBe(403)
    expect((await act(99999999, body)).status).toBe(404)
    const [cancelled] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0), eq(properties.isCancelled, true)),
      )
    const refused = await act(cancelled?.id ?? 0, body)
    expect(refused).toMatchObject({ status: 403, body: { error: CANCELLED_PROPERTY } })
    const imp = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    const { id } = await find('tenantDetails')
    const res = await act(id, { solutionLabel: 'CONFIRM_TENANT_DETAILS', notes: 'Checked' }, imp)
    expect(res).toEqual({
      status: 403,
      body: { success: false, data: null, error: IMPERSONATION_REFUSAL, code: 'IMPERSONATING' },
    })
  })
})
