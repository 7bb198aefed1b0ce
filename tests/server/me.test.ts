import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agencyEmailDomains } from '../../server/db/schema/index.ts'
import { AUTO_SEND_DISABLED_BY_AGENCY } from '../../src/contract/agency.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let vic: string // pm.vic at Bayside Rentals (VIC): problem register on, auto-send not allowed, no mirroring
let nsw: string // master at Harbour & Co Property (NSW): integrated, mirroring on, auto-send allowed
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 5 })
  vic = await t.signIn('pm.vic', 'VIC')
  nsw = await t.signIn('master', 'NSW')
})
afterAll(() => t.close())

const json = async (res: Response) => ({ status: res.status, body: await res.json() })
const managersOf = async (cookie: string) =>
  (await json(await t.call('/v1/agency/property-managers', { cookie }))).body.data.items as {
    id: number
    name: string
  }[]

describe('GET /v1/me/active-experiments', () => {
  it('maps the agency experiments and flags that are on to true, and differs by agency', async () => {
    const a = (await json(await t.call('/v1/me/active-experiments', { cookie: vic }))).body.data
    const b = (await json(await t.call('/v1/me/active-experiments', { cookie: nsw }))).body.data
    expect(a['problem-register']).toBe(true)
    expect(b['problem-register']).toBeUndefined()
    expect(b['portfolio-mirroring']).toBe(true)
    expect(a.AgencyCompliancePortalAccess).toBe(true)
    expect(Object.values(a).every((x) => x === true)).toBe(true)
  })

  it('needs a session', async () => {
    expect((await t.call('/v1/me/active-experiments')).status).toBe(401)
  })
})

describe('GET /v1/me/agency-settings', () => {
  it('tells what the agency allows', async () => {
    const a = (await json(await t.call('/v1/me/agency-settings', { cookie: vic }))).body.data
    expect(a).toMatchObject({ isIntegrated: false, isServiceReportsAutoOwnerEmailAllowed: false, softwareName: null })
    const b = (await json(await t.call('/v1/me/agency-settings', { cookie: nsw }))).body.data
    expect(b).toMatchObject({ isIntegrated: true, softwareName: 'PropertyTree', allow_agency_portal_booking: true })
  })

  it("lists the agency's own email domains, and the user's saved preset", async () => {
    for (const cookie of [vic, nsw]) {
      const settings = (await json(await t.call('/v1/me/agency-settings', { cookie }))).body.data
      const session = (await json(await t.call('/v1/auth/session', { cookie }))).body.data
      const rows = await t.db
        .select()
        .from(agencyEmailDomains)
        .where(eq(agencyEmailDomains.agencyId, session.complianceAgencyId))
        .orderBy(agencyEmailDomains.id)
      expect(settings.emailDomains).toEqual(
        rows.map((d) => ({ domain: d.domain, setup_url: d.setupUrl, email_accounts: d.emailAccounts })),
      )
    }
    const domains = (await json(await t.call('/v1/me/agency-settings', { cookie: nsw }))).body.data.emailDomains
    expect(domains.length).toBeGreaterThan(0)
    const [manager] = await managersOf(nsw)
    const patch = { agency: { defaultPropertyManagerId: manager?.id } }
    await t.call('/v1/me/settings', { method: 'PATCH', cookie: nsw, body: patch })
    const after = (await json(await t.call('/v1/me/agency-settings', { cookie: nsw }))).body.data
    const saved = (await json(await t.call('/v1/me/settings', { cookie: nsw }))).body.data.agency
    expect(saved.defaultPropertyManagerId).toBe(manager?.id)
    expect(after).toMatchObject(saved)
    // Another user's settings in the same agency are their own.
    const other = await t.signIn('multi', 'NSW')
    const theirs = (await json(await t.call('/v1/me/agency-settings', { cookie: other }))).body.data
    const theirSaved = (await json(await t.call('/v1/me/settings', { cookie: other }))).body.data.agency
    expect(theirSaved.defaultPropertyManagerId).not.toBe(manager?.id)
    expect(theirs).toMatchObject(theirSaved)
  })
})

describe('/v1/me/settings', () => {
  it('saves the preset property manager and keeps it', async () => {
    const [manager] = await managersOf(vic)
    const res = await json(
      await t.call('/v1/me/settings', {
        method: 'PATCH',
        cookie: vic,
        body: { agency: { defaultPropertyManagerId: manager?.id } },
      }),
    )
    expect(res.status).toBe(200)
    const after = await json(await t.call('/v1/me/settings', { cookie: vic }))
    expect(after.body.data.agency.defaultPropertyManagerId).toBe(manager?.id)
    const cleared = await json(
      await t.call('/v1/me/settings', {
        method: 'PATCH',
        cookie: vic,
        body: { agency: { defaultPropertyManagerId: null } },
      }),
    )
    expect(cleared.body.data.agency.defaultPropertyManagerId).toBeNull()
  })

  it("refuses another agency's property manager and changes nothing", async () => {
    const [other] = await managersOf(nsw)
    const res = await json(
      await t.call('/v1/me/settings', {
        method: 'PATCH',
        cookie: vic,
        body: { agency: { defaultPropertyManagerId: other?.id } },
      }),
    )
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('You do not have access to this property manager')
    expect(
      (await json(await t.call('/v1/me/settings', { cookie: vic }))).body.data.agency.defaultPropertyManagerId,
    ).toBeNull()
  })

  it('answers 400 with field errors for bad input', async () => {
    for (const body of [
      {},
      { agency: {} },
      { agency: { defaultPropertyManagerId: 'x' } },
      { agency: { showPortfolioMirroring: 'yes' } },
    ]) {
      const res = await json(await t.call('/v1/me/settings', { method: 'PATCH', cookie: vic, body }))
      expect(res.status).toBe(400)
      expect(res.body.fieldErrors).toBeTruthy()
    }
  })

  it('offers portfolio mirroring only where the experiment is on', async () => {
    const refused = await json(
      await t.call('/v1/me/settings', {
        method: 'PATCH',
        cookie: vic,
        body: { agency: { showPortfolioMirroring: true } },
      }),
    )
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['agency.showPortfolioMirroring'])
    const saved = await json(
      await t.call('/v1/me/settings', {
        method: 'PATCH',
        cookie: nsw,
        body: { agency: { showPortfolioMirroring: true } },
      }),
    )
    expect(saved.body.data.agency.showPortfolioMirroring).toBe(true)
  })
})

describe('/v1/me/terms', () => {
  it('returns the pending agreement until it is accepted, then 204', async () => {
    expect((await t.call('/v1/me/terms', { cookie: vic })).status).toBe(204)
    const cookie = await t.signIn('new.pm', 'VIC')
    const pending = await json(await t.call('/v1/me/terms', { cookie }))
    expect(pending.status).toBe(200)
    expect(pending.body.data.textContent.length).toBeGreaterThan(50)
    const accepted = await t.call(`/v1/me/terms/${pending.body.data.id}/accept`, { method: 'POST', cookie })
    expect(accepted.status).toBe(200)
    expect((await t.call('/v1/me/terms', { cookie })).status).toBe(204)
  })

  it('answers 400 for a bad id and 404 for unknown terms', async () => {
    expect((await t.call('/v1/me/terms/abc/accept', { method: 'POST', cookie: vic })).status).toBe(400)
    const missing = await json(await t.call('/v1/me/terms/99999/accept', { method: 'POST', cookie: vic }))
    expect(missing.status).toBe(404)
  })

  it('does not ask an impersonating support user to accept for someone else', async () => {
    const cookie = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    expect((await t.call('/v1/me/terms', { cookie })).status).toBe(204)
  })
})

describe('property managers and notification settings', () => {
  it("lists only the session agency's property managers", async () => {
    const a = await managersOf(vic)
    const b = await managersOf(nsw)
    expect(a.length).toBeGreaterThan(0)
    expect(a.map((m) => m.id).filter((id) => b.some((m) => m.id === id))).toEqual([])
  })

  it("reads and saves a property manager's auto-send preference", async () => {
    const [manager] = await managersOf(nsw)
    const read = await json(
      await t.call(`/v1/property-manager/notification-settings?propertyManagerId=${manager?.id}`, { cookie: nsw }),
    )
    expect(read.body.data).toMatchObject({
      propertyManagerId: manager?.id,
      isServiceReportsAutoOwnerEmailAllowed: true,
    })
    expect(read.body.data.preferences.map((p: { id: string }) => p.id)).toEqual([
      'NOT_ALLOWED',
      'ONLY_COMPLIANT_SERVICE_REPORTS',
      'ALL_SERVICE_REPORTS',
    ])
    const body = { propertyManagerId: manager?.id, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' }
    expect(
      (await t.call('/v1/property-manager/notification-settings', { method: 'POST', cookie: nsw, body })).status,
    ).toBe(200)
    const again = await json(
      await t.call(`/v1/property-manager/notification-settings?propertyManagerId=${manager?.id}`, { cookie: nsw }),
    )
    expect(again.body.data.serviceReportsAutoOwnerEmailPreference).toBe('ALL_SERVICE_REPORTS')
  })

  it('is refused when the agency has turned auto-send off', async () => {
    const [manager] = await managersOf(vic)
    const body = { propertyManagerId: manager?.id, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' }
    const res = await json(
      await t.call('/v1/property-manager/notification-settings', { method: 'POST', cookie: vic, body }),
    )
    expect(res.status).toBe(403)
    expect(res.body.error).toBe(AUTO_SEND_DISABLED_BY_AGENCY)
  })

  it("refuses another agency's property manager, and bad input", async () => {
    const [other] = await managersOf(vic)
    expect(
      (await t.call(`/v1/property-manager/notification-settings?propertyManagerId=${other?.id}`, { cookie: nsw }))
        .status,
    ).toBe(403)
    expect(
      (await t.call('/v1/property-manager/notification-settings?propertyManagerId=x', { cookie: nsw })).status,
    ).toBe(400)
    const bad = await json(
      await t.call('/v1/property-manager/notification-settings', {
        method: 'POST',
        cookie: nsw,
        body: { propertyManagerId: 1, serviceReportsAutoOwnerEmailPreference: 'SOMETIMES' },
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.serviceReportsAutoOwnerEmailPreference).toContain('Please select a sending preference')
  })
})
