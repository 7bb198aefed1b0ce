import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { files, properties, temporaryDocuments } from '../../server/db/schema/index.ts'
import {
  claimTemporaryDocuments,
  purgeStaleTemporaryDocuments,
  TEMPORARY_DOCUMENT_KEEP_MS,
  TEMPORARY_DOCUMENT_NOT_FOUND,
} from '../../server/uploads/temporary-documents.ts'
import {
  type PropertyDocument,
  TEMPORARY_DOCUMENT_ID_INVALID,
  TEMPORARY_DOCUMENT_ID_TAKEN,
} from '../../src/contract/documents.ts'
import { canResolveByThirdParty, type FindingGroup } from '../../src/contract/reported-findings.ts'
import { form, type Part, PDF_BYTES, pdf, storedFiles } from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let vic: string
/** multi in QLD: Sunshine Coast Realty, another agency with the reported-findings areas. */
let other: string
let master: string
let propertyId: number
const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 4 })
  vic = await t.signIn('pm.vic', 'VIC')
  other = await t.signIn('multi', 'QLD')
  master = await t.signIn('master', 'NSW')
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, agencyId('Bayside Rentals')))
  propertyId = row?.id ?? 0
})
afterAll(() => t.close())

const uploadTemporary = async (cookie: string, name = 'plumber.pdf') => {
  const res = await t.request('/v1/reported-findings/temporary-document', {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: cookie },
    body: form([pdf(name)]),
  })
  expect(res.status).toBe(201)
  return (await res.json()).data as { id: string; name: string; size: number }
}

describe('the reported-findings areas are gated (foundations §6)', () => {
  it('refuses an agency without the problem-register experiment, storing nothing', async () => {
    const before = storedFiles(t).length
    const rows = await t.db.select({ id: temporaryDocuments.id }).from(temporaryDocuments)
    const res = await t.request('/v1/reported-findings/temporary-document', {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: master },
      body: form([pdf('harbour.pdf')]),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'Reported findings are not available for this agency',
    })
    expect(storedFiles(t)).toHaveLength(before)
    expect(await t.db.select({ id: temporaryDocuments.id }).from(temporaryDocuments)).toHaveLength(rows.length)
  })
})

describe('claiming temporary documents (the third-party resolution submission)', () => {
  it("makes them the property's third-party resolutions, listed and served, each claimable once", async () => {
    const first = await uploadTemporary(vic, 'invoice.pdf')
    const second = await uploadTemporary(vic, 'photos.pdf')
    const claim = () =>
      claimTemporaryDocuments(t.db, {
        agencyId: agencyId('Bayside Rentals'),
        propertyId,
        documentIds: [first.id, second.id],
        services: [{ code: 'ELECTRICAL' }],
      })
    expect(await claim()).toHaveLength(2)
    const list = await t.call(`/v1/property/${propertyId}/documents?filter=THIRD_PARTY_RESOLUTION&service=ELECTRICAL`, {
      cookie: vic,
    })
    const items: PropertyDocument[] = (await list.json()).data.items
    const invoice = items.find((d) => d.name === 'invoice.pdf')
    expect(items.map((d) => d.name)).toEqual(expect.arrayContaining(['invoice.pdf', 'photos.pdf']))
    const bytes = await t.request(invoice?.url ?? '', { headers: { Cookie: vic } })
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PDF_BYTES)
    await expect(claim()).rejects.toMatchObject({
      status: 400,
      fieldErrors: { documentIds: [TEMPORARY_DOCUMENT_NOT_FOUND] },
    })
  })

  it("refuses another agency's reference and claims none of the list", async () => {
    const mine = await uploadTemporary(vic)
    const theirs = await uploadTemporary(other)
    await expect(
      claimTemporaryDocuments(t.db, {
        agencyId: agencyId('Bayside Rentals'),
        propertyId,
        documentIds: [mine.id, theirs.id],
        services: [{ code: 'SMOKE' }],
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      claimTemporaryDocuments(t.db, {
        agencyId: agencyId('Bayside Rentals'),
        propertyId,
        documentIds: ['not-a-uuid'],
        services: [],
      }),
    ).rejects.toMatchObject({ status: 400 })
    const left = await t.db
      .select()
      .from(temporaryDocuments)
      .where(inArray(temporaryDocuments.id, [mine.id, theirs.id]))
    expect(left).toHaveLength(2)
  })
})

describe('purging abandoned temporary documents', () => {
  it('removes those older than a day with their file rows and bytes, and keeps fresh ones', async () => {
    const old = await uploadTemporary(vic, 'abandoned.pdf')
    const fresh = await uploadTemporary(vic, 'fresh.pdf')
    const [oldRow] = await t.db
      .select({ fileId: temporaryDocuments.fileId, storageKey: files.storageKey })
      .from(temporaryDocuments)
      .innerJoin(files, eq(files.id, temporaryDocuments.fileId))
      .where(eq(temporaryDocuments.id, old.id))
    await t.db
      .update(temporaryDocuments)
      .set({ createdAt: new Date(Date.now() - TEMPORARY_DOCUMENT_KEEP_MS - 60_000) })
      .where(eq(temporaryDocuments.id, old.id))
    expect(await purgeStaleTemporaryDocuments(t.db, t.fileStore)).toBe(1)
    expect(
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, oldRow?.fileId ?? '')),
    ).toEqual([])
    expect(await t.fileStore.size(oldRow?.storageKey ?? '')).toBeUndefined()
    expect(await t.db.select().from(temporaryDocuments).where(eq(temporaryDocuments.id, fresh.id))).toHaveLength(1)
  })
})

describe('a client-made reference (field id): a resolution queued offline names its documents before they are sent', () => {
  const upload = (cookie: string, parts: Part[], headers: Record<string, string> = {}) =>
    t.request('/v1/reported-findings/temporary-document', {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: cookie, ...headers },
      body: form(parts),
    })
  const idPart = (value: string): Part => ({ name: 'id', value })
  const rowsWith = (id: string) => t.db.select().from(temporaryDocuments).where(eq(temporaryDocuments.id, id))
  /** An open finding of Bayside that a third party may resolve, and its property. */
  async function resolvableFinding() {
    const list = await t.call('/v1/reported-findings?page-size=100', { cookie: vic })
    const groups: FindingGroup[] = (await list.json()).data.items
    for (const group of groups) {
      const finding = group.reportedFindings.find(
        (f) => f.problemRegister.status === 'OPEN' && !f.problemRegister.isDismissed && canResolveByThirdParty(f),
      )
      if (finding)
        return { propertyId: group.property.compliancePropertyId, id: finding.problemRegister.problemRegisterId }
    }
    throw new Error('no finding a third party can resolve in the seed')
  }

  it('is the reference; a resend under its key answers the same; the submission claims it and files it', async () => {
    const id = crypto.randomUUID()
    const key = { 'Idempotency-Key': `temporary-${id}` }
    const res = await upload(vic, [idPart(id), pdf('after-photo.pdf')], key)
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.data).toEqual({ id, name: 'after-photo.pdf', size: PDF_BYTES.length })
    const replay = await upload(vic, [idPart(id), pdf('after-photo.pdf')], key)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await replay.json()).toEqual(body)
    expect(await rowsWith(id)).toHaveLength(1)

    const finding = await resolvableFinding()
    const submitted = await t.call(`/v2/property/${finding.propertyId}/reported-findings`, {
      method: 'POST',
      cookie: vic,
      headers: { 'Idempotency-Key': `third-party-${id}` },
      body: {
        compliancePropertyId: finding.propertyId,
        selectedProblemRegisterIds: [finding.id],
        documentIds: [id],
        notes: 'Fixed by the plumber',
      },
    })
    expect(submitted.status).toBe(200)
    expect(await rowsWith(id)).toEqual([])
    const list = await t.call(`/v1/property/${finding.propertyId}/documents?filter=THIRD_PARTY_RESOLUTION`, {
      cookie: vic,
    })
    expect(((await list.json()).data.items as PropertyDocument[]).map((d) => d.name)).toContain('after-photo.pdf')
  })

  it('refuses an id that is not a UUID (400 on id) before storing the file', async () => {
    const before = storedFiles(t).length
    for (const bad of ['not-a-uuid', '', '\u0000', `${crypto.randomUUID()}x`]) {
      const res = await upload(vic, [idPart(bad), pdf()])
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect((await res.json()).fieldErrors).toEqual({ id: [TEMPORARY_DOCUMENT_ID_INVALID] })
    }
    expect(storedFiles(t)).toHaveLength(before)
  })

  it('refuses an id already in use (409, any agency) and keeps the first, with no file left behind', async () => {
    const id = crypto.randomUUID()
    expect((await upload(vic, [idPart(id), pdf('first.pdf')])).status).toBe(201)
    const before = storedFiles(t).length
    for (const cookie of [vic, other]) {
      const res = await upload(cookie, [idPart(id), pdf('second.pdf')], { 'Idempotency-Key': crypto.randomUUID() })
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ success: false, error: TEMPORARY_DOCUMENT_ID_TAKEN })
    }
    expect(storedFiles(t)).toHaveLength(before)
    const rows = await rowsWith(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.agencyId).toBe(agencyId('Bayside Rentals'))
  })

  it("cannot be claimed by another agency's submission", async () => {
    const id = crypto.randomUUID()
    expect((await upload(other, [idPart(id), pdf('theirs.pdf')])).status).toBe(201)
    await expect(
      claimTemporaryDocuments(t.db, {
        agencyId: agencyId('Bayside Rentals'),
        propertyId,
        documentIds: [id],
        services: [],
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { documentIds: [TEMPORARY_DOCUMENT_NOT_FOUND] } })
    expect(await rowsWith(id)).toHaveLength(1)
  })
})
