import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, files, portfolioProperties, properties } from '../../server/db/schema/index.ts'
import { type PropertyDocument, SERVICE_REQUIRED } from '../../src/contract/documents.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { attributes, form, type Part, PDF_BYTES, pdf } from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let vic: string
let ids: number[] // Bayside Rentals properties
let harbourId: number // another agency's property
let portfolioId: number // a non-managed property of Harbour & Co (an integrated agency)
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 12 })
  vic = await t.signIn('pm.vic', 'VIC')
  const agency = (name: string) => t.summary.agencyIds[name] ?? 0
  ids = (
    await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.agencyId, agency('Bayside Rentals')))
  ).map((r) => r.id)
  harbourId =
    (
      await t.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.agencyId, agency('Harbour & Co Property')))
    )[0]?.id ?? 0
  portfolioId =
    (
      await t.db
        .select({ id: portfolioProperties.id })
        .from(portfolioProperties)
        .where(eq(portfolioProperties.agencyId, agency('Harbour & Co Property')))
    )[0]?.id ?? 0
})
afterAll(() => t.close())

const SMOKE_REPORT = { documentType: 'SERVICE_REPORT', services: [{ code: 'SMOKE' }] }
const upload = async (path: string, parts: Part[], headers: Record<string, string> = {}, cookie = vic) => {
  const res = await t.request(path, {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: cookie, ...headers },
    body: form(parts),
  })
  return { status: res.status, headers: res.headers, body: await res.json() }
}
const send = async (method: string, path: string, body?: unknown, cookie = vic) => {
  const res = await t.call(path, { method, cookie, body })
  return { status: res.status, body: await res.json() }
}
const fileRows = async () => (await t.db.select({ id: files.id }).from(files)).length

describe('GET /v1/property/{id}/documents', () => {
  it('lists the seeded documents newest first, with facets and the links the app uses', async () => {
    const id = ids[0] ?? 0
    const all = (await send('GET', `/v1/property/${id}/documents`)).body.data
    expect(all.total).toBeGreaterThan(0)
    const dates = all.items.map((d: PropertyDocument) => d.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const reports = all.facets.documentTypes.find((f: { code: string }) => f.code === 'SERVICE_REPORT')
    expect(reports.name).toBe('Service report')
    const smoke = (await send('GET', `/v1/property/${id}/documents?filter=SERVICE_REPORT&service=SMOKE`)).body.data
    expect(smoke.total).toBeGreaterThan(0)
    for (const d of smoke.items as PropertyDocument[]) {
      expect(d.documentType.code).toBe('SERVICE_REPORT')
      expect(d.services.map((s) => s.code)).toContain('SMOKE')
    }
    // Facets count before filtering: the chips keep their numbers.
    expect(smoke.facets).toEqual(all.facets)
  })

  it('finds third-party resolutions (filter=THIRD_PARTY_RESOLUTION) and answers 400 for an unknown filter', async () => {
    const found = await Promise.all(
      ids.map(
        async (id) => (await send('GET', `/v1/property/${id}/documents?filter=THIRD_PARTY_RESOLUTION`)).body.data,
      ),
    )
    expect(found.some((list) => list.total > 0)).toBe(true)
    const bad = await send('GET', `/v1/property/${ids[0]}/documents?filter=NOPE`)
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors['filter.0']).toEqual(['Unknown document type'])
  })

  it("refuses another agency's property and names an unknown one", async () => {
    expect((await send('GET', `/v1/property/${harbourId}/documents`)).body).toMatchObject({
      error: 'You do not have access to this property',
    })
    const unknown = await send('GET', '/v1/property/999999/documents')
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Property documents not found' } })
  })
})

describe('POST /v1/property/{id}/documents', () => {
  it('stores the file with its attributes, lists it and serves its bytes with private caching', async () => {
    const id = ids[1] ?? 0
    const res = await upload(`/v1/property/${id}/documents`, [
      attributes({ documentType: 'OTHER', services: [{ code: 'OTHER', otherServiceName: 'Pool fence' }] }),
      pdf('Pool fence — certificate.pdf'),
    ])
    expect(res.status).toBe(201)
    const doc: PropertyDocument = res.body.data
    expect(doc).toMatchObject({
      name: 'Pool fence — certificate.pdf',
      documentType: { code: 'OTHER', name: 'Other' },
      services: [{ code: 'OTHER', name: 'Pool fence', otherServiceName: 'Pool fence' }],
      size: PDF_BYTES.length,
      contentType: 'application/pdf',
      uploadedBy: { name: 'Olivia Bennett' },
    })
    const list = (await send('GET', `/v1/property/${id}/documents?filter=OTHER`)).body.data
    expect(list.items.map((d: PropertyDocument) => d.id)).toContain(doc.id)

    const file = await t.request(doc.url, { headers: { Cookie: vic } })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('cache-control')).toBe('private, max-age=86400')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Pool%20fence%20%E2%80%94")
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES)
    const again = await t.request(doc.url, {
      headers: { Cookie: vic, 'If-None-Match': file.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    const other = await t.request(doc.url, { headers: { Cookie: await t.signIn('master', 'NSW') } })
    expect(other.status).toBe(403)
  })

  it('answers 400 with the attribute messages and stores nothing', async () => {
    const before = await fileRows()
    const res = await upload(`/v1/property/${ids[1]}/documents`, [
      attributes({ services: [{ code: 'OTHER', otherServiceName: 'x'.repeat(201) }] }),
      pdf(),
    ])
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({
      documentType: ['Document type is required'],
      'services.0.otherServiceName': ['Other service name must be less than 200 characters'],
    })
    const none = await upload(`/v1/property/${ids[1]}/documents`, [pdf()])
    expect(none.body.fieldErrors.services).toEqual([SERVICE_REQUIRED])
    const noFile = await upload(`/v1/property/${ids[1]}/documents`, [attributes(SMOKE_REPORT)])
    expect(noFile).toMatchObject({ status: 400, body: { fieldErrors: { file: ['Please choose a file to upload'] } } })
    expect(await fileRows()).toBe(before)
  })

  it("refuses another agency's property and an impersonating session before storing a byte", async () => {
    const before = await fileRows()
    const foreign = await upload(`/v1/property/${harbourId}/documents`, [attributes(SMOKE_REPORT), pdf()])
    expect(foreign).toMatchObject({ status: 403, body: { error: 'You do not have access to this property' } })
    const unknown = await upload('/v1/property/999999/documents', [attributes(SMOKE_REPORT), pdf()])
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Property not found' } })
    const imp = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    const refused = await upload(`/v1/property/${ids[1]}/documents`, [attributes(SMOKE_REPORT), pdf()], {}, imp)
    expect(refused).toMatchObject({ status: 403, body: { error: IMPERSONATION_REFUSAL } })
    expect(await fileRows()).toBe(before)
  })

  it('applies a repeat with the same Idempotency-Key once: the first answer, one stored file', async () => {
    const id = ids[2] ?? 0
    const parts = [attributes(SMOKE_REPORT), pdf('replayed.pdf')]
    const key = { 'Idempotency-Key': 'upload-replay-0001' }
    const before = await fileRows()
    const first = await upload(`/v1/property/${id}/documents`, parts, key)
    const replay = await upload(`/v1/property/${id}/documents`, parts, key)
    expect(first.status).toBe(201)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body).toEqual(first.body)
    expect(await fileRows()).toBe(before + 1)
    const named = await t.db
      .select({ id: documents.id })
      .from(documents)
      .innerJoin(files, eq(files.id, documents.fileId))
      .where(and(eq(documents.propertyId, id), eq(files.originalName, 'replayed.pdf')))
    expect(named).toHaveLength(1)
  })
})

describe('PATCH and DELETE /v1/property/{id}/documents/{docId}', () => {
  it('updates the attributes, deletes the document and its bytes, then names it missing', async () => {
    const id = ids[3] ?? 0
    const created = (await upload(`/v1/property/${id}/documents`, [attributes(SMOKE_REPORT), pdf()])).body.data
    const path = `/v1/property/${id}/documents/${created.id}`
    const patched = await send('PATCH', path, { documentType: 'CERTIFICATE', services: [{ code: 'GAS' }] })
    expect(patched.status).toBe(200)
    expect(patched.body.data).toMatchObject({
      id: created.id,
      documentType: { code: 'CERTIFICATE' },
      services: [{ code: 'GAS', name: 'Gas', otherServiceName: null }],
    })
    const bad = await send('PATCH', path, { documentType: '', services: [] })
    expect(bad.body.fieldErrors).toEqual({ documentType: ['Document type is required'], services: [SERVICE_REQUIRED] })

    const [row] = await t.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .innerJoin(documents, eq(documents.fileId, files.id))
      .where(eq(documents.id, created.id))
    expect(await t.fileStore.size(row?.storageKey ?? '')).toBe(PDF_BYTES.length)
    expect(await send('DELETE', path)).toMatchObject({ status: 200, body: { data: { id: created.id } } })
    expect(await t.fileStore.size(row?.storageKey ?? '')).toBeUndefined()
    expect(await send('DELETE', path)).toMatchObject({ status: 404, body: { error: 'Property document not found' } })
    expect((await t.request(created.url, { headers: { Cookie: vic } })).status).toBe(404)
  })

  it("refuses another agency's document and an impersonating session", async () => {
    const master = await t.signIn('master', 'NSW')
    const [harbourDoc] = await t.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.propertyId, harbourId))
    const created = (await upload(`/v1/property/${ids[4]}/documents`, [attributes(SMOKE_REPORT), pdf()])).body.data
    const path = `/v1/property/${ids[4]}/documents/${created.id}`
    expect(await send('DELETE', path, undefined, master)).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to this document' },
    })
    if (harbourDoc) {
      const foreign = await send('PATCH', `/v1/property/${harbourId}/documents/${harbourDoc.id}`, SMOKE_REPORT)
      expect(foreign.status).toBe(403)
    }
    // A document id under the wrong property of one's own agency is no document.
    const elsewhere = await send('PATCH', `/v1/property/${ids[5]}/documents/${created.id}`, SMOKE_REPORT)
    expect(elsewhere).toMatchObject({ status: 404, body: { error: 'Property document not found' } })
    const imp = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    expect((await send('DELETE', path, undefined, imp)).body.error).toBe(IMPERSONATION_REFUSAL)
    expect(
      (await send('GET', `/v1/property/${ids[4]}/documents`)).body.data.items.map((d: PropertyDocument) => d.id),
    ).toContain(created.id)
  })
})

describe('/v1/integrated-property/{id}/documents (non-managed)', () => {
  it('uploads, lists, patches and deletes a document of a portfolio property', async () => {
    const master = await t.signIn('master', 'NSW')
    const base = `/v1/integrated-property/${portfolioId}/documents`
    const gasReport = { documentType: 'SERVICE_REPORT', services: [{ code: 'GAS' }] }
    const created = await upload(base, [attributes(gasReport), pdf()], {}, master)
    expect(created.status).toBe(201)
    const doc: PropertyDocument = created.body.data
    expect(doc.url).toBe(`${base}/${doc.id}/file`)
    const list = (await send('GET', `${base}?service=GAS`, undefined, master)).body.data
    expect(list.items.map((d: PropertyDocument) => d.id)).toContain(doc.id)
    expect((await t.request(doc.url, { headers: { Cookie: master } })).status).toBe(200)
    // Another agency sees neither the list nor the document.
    expect(await send('GET', base)).toMatchObject({ status: 403 })
    expect(await send('DELETE', `${base}/${doc.id}`)).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to this document' },
    })
    expect((await send('PATCH', `${base}/${doc.id}`, SMOKE_REPORT, master)).status).toBe(200)
    expect((await send('DELETE', `${base}/${doc.id}`, undefined, master)).status).toBe(200)
  })
})
