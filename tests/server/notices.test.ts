import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessIssues, notices, properties, propertyManagers, propertyServices } from '../../server/db/schema/index.ts'
import { PRIORITY_BOOKING_DAYS } from '../../server/routes/access-issue-items.ts'
import { NOTICE_MESSAGES } from '../../server/routes/notices.ts'
import { NOTES_EMPTY, NOTES_REQUIRED } from '../../src/contract/access-issues.ts'
import { AgencyAccessIssueListSchema, NoticeListSchema, NoticeSchema } from '../../src/contract/notices.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { NOTES_TOO_LONG } from '../../src/contract/tenancy.ts'
import { type SignedInApp, signedInApp } from './signed-in-app.ts'
import type { TestApp } from './test-app.ts'

// Notices and the agency's access-issue list against the seed: Bayside (VIC) is signed in as pm.vic.
let t: TestApp
let bayside: string
let harbour: string
let impersonating: string
let get: SignedInApp['get']
let post: SignedInApp['post']
beforeAll(async () => {
  ;({ t, bayside, harbour, impersonating, get, post } = await signedInApp(40))
})
afterAll(() => t.close())
const baysideId = () => t.summary.agencyIds['Bayside Rentals'] ?? 0
const managersOf = async (agencyId: number) =>
  (
    await t.db.select({ id: propertyManagers.id }).from(propertyManagers).where(eq(propertyManagers.agencyId, agencyId))
  ).map((m) => m.id)
const DAY_MS = 86_400_000

describe('GET /v1/notice', () => {
  it("lists the agency's open notices on live properties, oldest first, as NoticeSchema with the total", async () => {
    const { status, body } = await get('/v1/notice?page-size=100')
    expect(status).toBe(200)
    const list = v.parse(NoticeListSchema, body.data)
    const expected = (
      await t.db
        .select({ id: notices.id })
        .from(notices)
        .innerJoin(properties, eq(properties.id, notices.propertyId))
        .where(
          and(eq(properties.agencyId, baysideId()), eq(properties.isCancelled, false), eq(notices.isResolved, false)),
        )
    ).map((n) => n.id)
    expect(list.total).toBe(expected.length)
    expect(list.total).toBeGreaterThan(2)
    expect(list.items.map((n) => n.id).sort()).toEqual([...expected].sort())
    const created = list.items.map((n) => n.createdAt)
    expect(created).toEqual([...created].sort())
    for (const n of list.items) {
      expect(n.isResolved).toBe(false)
      // Whole days: 30 days and some hours is not yet over 30 days.
      const old = Math.floor((Date.now() - Date.parse(n.createdAt)) / DAY_MS) > 30
      expect(n.tags.includes('update required')).toBe(old)
    }
    expect(list.items.some((n) => n.tags.includes('update required'))).toBe(true)
  })

  it("tags 'vacant' where the property has no current tenancy (as the property page says)", async () => {
    const { body } = await get('/v1/notice?page-size=100')
    for (const n of body.data.items.slice(0, 8)) {
      const detail = (await get(`/v1/property/${n.propertyId}`)).body.data
      expect(n.tags.includes('vacant')).toBe(detail.tenancy.isVacant)
    }
  })

  it("URGENT unresolved has the dashboard's total, for the agency and for each property manager", async () => {
    const all = (await get('/v1/notice?facet=URGENT&resolved=false')).body.data.total
    const dashboard = (await get('/v1/notice/analytics/urgent-active-notices')).body.data.total
    expect(all).toBe(dashboard)
    expect(all).toBeGreaterThan(0)
    for (const pm of await managersOf(baysideId())) {
      const list = await get(`/v1/notice?facet=URGENT&resolved=false&property-manager=${pm}`)
      const tab = await get(`/v1/notice/analytics/urgent-active-notices?propertyManagerId=${pm}`)
      expect(list.body.data.total).toBe(tab.body.data.total)
    }
    const nonUrgent = (await get('/v1/notice?facet=NON_URGENT')).body.data.total
    expect(all + nonUrgent).toBe((await get('/v1/notice')).body.data.total)
  })

  it('pages: pages of 2 are the list of 4 in order, with the same total', async () => {
    const four = (await get('/v1/notice?page-size=4')).body.data
    const one = (await get('/v1/notice?page-size=2&page=1')).body.data
    const two = (await get('/v1/notice?page-size=2&page=2')).body.data
    expect([...one.items, ...two.items].map((n: { id: number }) => n.id)).toEqual(
      four.items.map((n: { id: number }) => n.id),
    )
    expect(one.total).toBe(four.total)
    expect((await get('/v1/notice?page=999')).body.data).toEqual({ items: [], total: four.total })
  })

  it('filters by address words, property and property manager', async () => {
    const first = (await get('/v1/notice')).body.data.items[0]
    const word = first.property.address.addressLine1.split(' ').at(-2)
    const found = (await get(`/v1/notice?query=${encodeURIComponent(word)}`)).body.data.items
    expect(found.map((n: { id: number }) => n.id)).toContain(first.id)
    for (const n of found) expect(n.property.address.addressLine1.toLowerCase()).toContain(word.toLowerCase())
    const own = (await get(`/v1/notice?propertyId=${first.propertyId}`)).body.data.items
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((n: { propertyId: number }) => n.propertyId === first.propertyId)).toBe(true)
    const pm = first.property.propertyManager?.id
    if (pm) {
      const managed = (await get(`/v1/notice?property-manager=${pm}`)).body.data.items
      expect(
        managed.every((n: { property: { propertyManager: { id: number } } }) => n.property.propertyManager.id === pm),
      )
    }
    expect((await get('/v1/notice?query=zzqx%20nowhere')).body.data).toEqual({ items: [], total: 0 })
  })

  it('refuses bad parameters with field errors', async () => {
    const bad = await get('/v1/notice?page=0&facet=LOUD&resolved=maybe&page-size=abc')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['facet', 'page', 'page-size', 'resolved'])
    expect(bad.body.fieldErrors.facet).toEqual(['Unknown facet'])
  })

  it("shows no other agency's notices and needs a session", async () => {
    const harbourIds = (await get('/v1/notice?page-size=100', harbour)).body.data.items.map((n: { id: number }) => n.id)
    const baysideIds = (await get('/v1/notice?page-size=100')).body.data.items.map((n: { id: number }) => n.id)
    expect(harbourIds.filter((id: number) => baysideIds.includes(id))).toEqual([])
    expect((await t.call('/v1/notice')).status).toBe(401)
  })
})

describe('POST /v1/notice/{id}/resolve', () => {
  /** An open notice of Bayside whose property also has an open access issue of its type. */
  async function openNoticeWithIssue(skip: number[] = []) {
    const rows = await t.db
      .select({ notice: notices })
      .from(notices)
      .innerJoin(properties, eq(properties.id, notices.propertyId))
      .innerJoin(
        accessIssues,
        and(
          eq(accessIssues.propertyId, notices.propertyId),
          eq(accessIssues.issueType, notices.noticeType),
          eq(accessIssues.state, 'OPEN'),
        ),
      )
      .where(
        and(eq(properties.agencyId, baysideId()), eq(properties.isCancelled, false), eq(notices.isResolved, false)),
      )
    const row = rows.find((r) => !skip.includes(r.notice.id))
    if (!row) throw new Error('the seed has no open notice with an open access issue')
    return row.notice
  }
  const bodyOf = (n: { id: number; propertyId: number }, resolveReason: unknown = 'Tenant will be home on Friday') => ({
    resolveReason,
    noticeId: n.id,
    propertyId: n.propertyId,
  })

  it('resolves the notice and hands the open access issues of its type back to the provider', async () => {
    const n = await openNoticeWithIssue()
    const { status, body } = await post(`/v1/notice/${n.id}/resolve`, bodyOf(n, '  Keys left at the front desk  '))
    expect(status).toBe(200)
    const view = v.parse(NoticeSchema, body.data)
    expect(view).toMatchObject({ id: n.id, isResolved: true, resolveReason: 'Keys left at the front desk' })
    expect(view.resolvedAt).not.toBeNull()
    const [stored] = await t.db.select().from(notices).where(eq(notices.id, n.id))
    expect(stored?.resolvedByUserId).not.toBeNull()
    const issues = await t.db
      .select()
      .from(accessIssues)
      .where(and(eq(accessIssues.propertyId, n.propertyId), eq(accessIssues.issueType, n.noticeType)))
    expect(issues.some((i) => i.state === 'ADDITIONAL_INFO_PROVIDED')).toBe(true)
    expect(issues.some((i) => i.state === 'OPEN')).toBe(false)
    const open = (await get('/v1/notice?page-size=100')).body.data.items.map((x: { id: number }) => x.id)
    expect(open).not.toContain(n.id)
    const resolved = (await get(`/v1/notice?resolved=true&propertyId=${n.propertyId}`)).body.data.items
    expect(resolved.map((x: { id: number }) => x.id)).toContain(n.id)

    const again = await post(`/v1/notice/${n.id}/resolve`, bodyOf(n))
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(NOTICE_MESSAGES.alreadyResolved)
  })

  it('refuses missing, blank and long notes with field errors, and writes nothing', async () => {
    const n = await openNoticeWithIssue()
    const cases: [unknown, string][] = [
      [undefined, NOTES_REQUIRED],
      ['', NOTES_REQUIRED],
      ['   ', NOTES_EMPTY],
      ['x'.repeat(500), NOTES_TOO_LONG],
    ]
    for (const [reason, message] of cases) {
      // Built here: bodyOf's default would stand in for an undefined reason.
      const { status, body } = await post(`/v1/notice/${n.id}/resolve`, { ...bodyOf(n), resolveReason: reason })
      expect(status).toBe(400)
      expect(body.fieldErrors.resolveReason).toEqual([message])
    }
    const bad = await post(`/v1/notice/${n.id}/resolve`, { resolveReason: 'ok', noticeId: 'x', propertyId: -1 })
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['noticeId', 'propertyId'])
    const [stored] = await t.db.select().from(notices).where(eq(notices.id, n.id))
    expect(stored?.isResolved).toBe(false)
  })

  it('answers 404 for an unknown notice or one named with another property, 403 for another agency', async () => {
    const n = await openNoticeWithIssue()
    expect((await post('/v1/notice/99999999/resolve', bodyOf({ id: 99999999, propertyId: n.propertyId }))).status).toBe(
      404,
    )
    expect((await post('/v1/notice/abc/resolve', bodyOf(n))).body.error).toBe(NOTICE_MESSAGES.notFound)
    const elsewhere = await post(`/v1/notice/${n.id}/resolve`, { ...bodyOf(n), propertyId: n.propertyId + 1 })
    expect(elsewhere.status).toBe(404)
    const other = await post(`/v1/notice/${n.id}/resolve`, bodyOf(n), harbour)
    expect(other.status).toBe(403)
    expect(other.body.error).toBe(NOTICE_MESSAGES.forbidden)
    const imp = await post(`/v1/notice/${n.id}/resolve`, bodyOf(n), impersonating)
    expect(imp.status).toBe(403)
    expect(imp.body.error).toBe(IMPERSONATION_REFUSAL)
    const [stored] = await t.db.select().from(notices).where(eq(notices.id, n.id))
    expect(stored?.isResolved).toBe(false)
  })

  it('resolves once when eight requests arrive at once', async () => {
    const n = await openNoticeWithIssue()
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(`/v1/notice/${n.id}/resolve`, bodyOf(n))))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
  })

  it('applies a repeat with the same Idempotency-Key once: the same answer, not a 409', async () => {
    const n = await openNoticeWithIssue()
    const key = { 'Idempotency-Key': `resolve-${n.id}-0001` }
    const first = await post(`/v1/notice/${n.id}/resolve`, bodyOf(n), bayside, key)
    const again = await post(`/v1/notice/${n.id}/resolve`, bodyOf(n), bayside, key)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
  })
})

describe('GET /v1/agency/access-issues', () => {
  it("URGENT has the dashboard's urgent total, for the agency and each property manager", async () => {
    const list = (await get('/v1/agency/access-issues?facet=URGENT')).body.data
    const tab = (await get('/v1/agency/access-issues/analytics/urgent')).body.data
    expect(list.total).toBe(tab.total)
    expect(list.total).toBeGreaterThan(0)
    expect(list.items.slice(0, tab.items.length)).toEqual(tab.items)
    for (const pm of await managersOf(baysideId())) {
      const mine = await get(`/v1/agency/access-issues?facet=URGENT&property-manager=${pm}`)
      const dash = await get(`/v1/agency/access-issues/analytics/urgent?propertyManagerId=${pm}`)
      expect(mine.body.data.total).toBe(dash.body.data.total)
    }
  })

  it('lists every property with open issues unless a facet narrows it; URGENT and NON_URGENT split them', async () => {
    const { status, body } = await get('/v1/agency/access-issues?page-size=100')
    expect(status).toBe(200)
    const all = v.parse(AgencyAccessIssueListSchema, body.data)
    const expected = new Set(
      (
        await t.db
          .select({ id: accessIssues.propertyId })
          .from(accessIssues)
          .innerJoin(properties, eq(properties.id, accessIssues.propertyId))
          .where(
            and(
              eq(properties.agencyId, baysideId()),
              eq(properties.isCancelled, false),
              eq(accessIssues.state, 'OPEN'),
            ),
          )
      ).map((r) => r.id),
    )
    expect(all.total).toBe(expected.size)
    expect(new Set(all.items.map((i) => i.compliancePropertyId))).toEqual(expected)
    const urgent = (await get('/v1/agency/access-issues?facet=URGENT')).body.data.total
    const nonUrgent = (await get('/v1/agency/access-issues?facet=NON_URGENT')).body.data.total
    expect(urgent + nonUrgent).toBe(all.total)
    for (const item of all.items) expect(item.accessIssues.problems.length).toBeGreaterThan(0)
  })

  it('pages, filters by property and address words, and refuses bad parameters', async () => {
    const four = (await get('/v1/agency/access-issues?page-size=4')).body.data
    const two = (await get('/v1/agency/access-issues?page-size=2&page=2')).body.data
    expect(two.items).toEqual(four.items.slice(2, 4))
    expect(two.total).toBe(four.total)
    const beyond = (await get('/v1/agency/access-issues?page-size=4&page=999')).body.data
    expect(beyond).toEqual({ items: [], total: four.total })
    const none = (await get('/v1/agency/access-issues?query=zzzznowhere')).body.data
    expect(none).toEqual({ items: [], total: 0 })
    const first = four.items[0]
    const own = (await get(`/v1/agency/access-issues?propertyId=${first.compliancePropertyId}`)).body.data
    expect(own.total).toBe(1)
    const word = first.addressLine1.split(' ').at(-2)
    const found = (await get(`/v1/agency/access-issues?query=${encodeURIComponent(word)}`)).body.data.items
    expect(found.map((i: { compliancePropertyId: number }) => i.compliancePropertyId)).toContain(
      first.compliancePropertyId,
    )
    const bad = await get('/v1/agency/access-issues?facet=LOUD&property-manager=x')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['facet', 'property-manager'])
  })

  it('tags PriorityBooking where a live service is booked in within a week, Suspended over 60 days', async () => {
    const [item] = (await get('/v1/agency/access-issues?page-size=1')).body.data.items
    const id = item.compliancePropertyId
    const [service] = await t.db.select().from(propertyServices).where(eq(propertyServices.propertyId, id))
    if (!service) throw new Error('no service')
    const soon = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)
    const later = new Date(Date.now() + (PRIORITY_BOOKING_DAYS + 5) * DAY_MS).toISOString().slice(0, 10)
    const tagsNow = async () =>
      (await get(`/v1/agency/access-issues?propertyId=${id}`)).body.data.items[0].tags as string[]
    await t.db
      .update(propertyServices)
      .set({ jobStatus: 'BOOKED_IN', bookedInDate: soon })
      .where(eq(propertyServices.id, service.id))
    expect(await tagsNow()).toContain('PriorityBooking')
    await t.db.update(propertyServices).set({ bookedInDate: later }).where(eq(propertyServices.id, service.id))
    expect(await tagsNow()).not.toContain('PriorityBooking')
    await t.db.insert(accessIssues).values({
      propertyId: id,
      issueType: 'BAD_KEYS',
      entryMethod: 'ENTER_WITH_KEY_AS_EN',
      createdAt: new Date(Date.now() - 61 * DAY_MS),
    })
    const tags = await tagsNow()
    expect(tags).toEqual(expect.arrayContaining(['Suspended', 'UpdateRequired']))
    expect(tags).not.toContain('SuspensionWarning')
  })

  it("never lists another agency's properties", async () => {
    const mine = (await get('/v1/agency/access-issues?page-size=100')).body.data.items
    const theirs = (await get('/v1/agency/access-issues?page-size=100', harbour)).body.data.items
    const ids = new Set(mine.map((i: { compliancePropertyId: number }) => i.compliancePropertyId))
    expect(theirs.filter((i: { compliancePropertyId: number }) => ids.has(i.compliancePropertyId))).toEqual([])
  })
})
