import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { files, invoices, properties, temporaryDocuments } from '../../server/db/schema/index.ts'
import type { AppDeps } from '../../server/deps.ts'
import { healthRoutes } from '../../server/routes/health.ts'
import { createFileStore } from '../../server/storage/create-file-store.ts'
import { purgeStaleTemporaryDocuments, TEMPORARY_DOCUMENT_KEEP_MS } from '../../server/uploads/temporary-documents.ts'
import { attributes, form, PDF_BYTES, pdf, streamedPdfUpload } from './documents-helpers.ts'
import { startS3Server, type TestS3Server } from './file-store-s3-server.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// The documents API with its files in an S3-compatible bucket (s3rver on 127.0.0.1): what a cluster runs.
let s3: TestS3Server
let t: TestApp
let vic: string
let propertyId: number
const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
beforeAll(async () => {
  s3 = await startS3Server()
  t = await createTestApp({ propertiesPerAgency: 3, objectStore: s3.objectStore })
  vic = await t.signIn('pm.vic', 'VIC')
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, agencyId('Bayside Rentals')))
  propertyId = row?.id ?? 0
})
afterAll(async () => {
  await t?.close()
  await s3?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  t.request(path, { headers: { Cookie: vic, ...headers } })
const storageKeyOf = async (fileId: string) =>
  (await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId)))[0]?.key ?? ''

describe('documents in an S3-compatible bucket', () => {
  it('the seed stored its files in the bucket, not on disk', async () => {
    expect(t.fileStore.kind).toBe('s3')
    const [row] = await t.db.select({ key: files.storageKey }).from(files).limit(1)
    expect(await s3.leftovers()).toContain(row?.key)
  })

  it('uploads a document, lists it, serves it whole and by range (206, 416, 304), and deletes it with its object', async () => {
    const res = await t.request(`/v1/property/${propertyId}/documents`, {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: vic },
      body: form([attributes({ documentType: 'SERVICE_REPORT', services: [{ code: 'SMOKE' }] }), pdf('smoke.pdf')]),
    })
    expect(res.status).toBe(201)
    const doc = (await res.json()).data as { id: string; fileId?: string }
    const list = (await (await get(`/v1/property/${propertyId}/documents`)).json()).data
    expect(list.items.map((d: { id: string }) => d.id)).toContain(doc.id)
    const [row] = await t.db.select().from(files).where(eq(files.originalName, 'smoke.pdf'))
    expect(await s3.leftovers()).toContain(row?.storageKey)

    const url = `/v1/property/${propertyId}/documents/${doc.id}/file`
    const whole = await get(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/pdf')
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const etag = whole.headers.get('etag') ?? ''
    expect(etag).toBe(`"${row?.sha256}"`)
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(PDF_BYTES)

    const part = await get(url, { Range: 'bytes=0-7' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PDF_BYTES.length}`)
    expect(part.headers.get('content-length')).toBe('8')
    expect(await part.text()).toBe('%PDF-1.7')
    const suffix = await get(url, { Range: 'bytes=-6' })
    expect(suffix.status).toBe(206)
    expect(await suffix.text()).toBe('%%EOF\n')
    const past = await get(url, { Range: `bytes=${PDF_BYTES.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${PDF_BYTES.length}`)
    expect((await get(url, { 'If-None-Match': etag })).status).toBe(304)
    // A range of another version (If-Range not matching) gets the whole file.
    expect((await get(url, { Range: 'bytes=0-7', 'If-Range': '"other"' })).status).toBe(200)

    const deleted = await t.request(`/v1/property/${propertyId}/documents/${doc.id}`, {
      method: 'DELETE',
      headers: { Origin: 'http://localhost', Cookie: vic },
    })
    expect(deleted.status).toBe(200)
    expect(await s3.leftovers()).not.toContain(row?.storageKey)
    expect((await get(url)).status).toBe(404)
  })

  it('refuses a streamed upload over 20 MB with 413 and leaves no object or unfinished upload', async () => {
    const before = await s3.leftovers()
    const { body, contentType } = streamedPdfUpload(21 * 1024 * 1024)
    const res = await t.request(`/v1/property/${propertyId}/documents`, {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: vic, 'Content-Type': contentType },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await s3.leftovers()).toEqual(before)
  })

  it("serves a seeded invoice's PDF from the bucket, by range too", async () => {
    const [invoice] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyId('Bayside Rentals')), isNotNull(invoices.fileId)))
      .limit(1)
    const whole = await get(`/v1/invoice/${invoice?.id}/pdf`)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/pdf')
    const size = Number(whole.headers.get('content-length'))
    expect((await whole.arrayBuffer()).byteLength).toBe(size)
    const part = await get(`/v1/invoice/${invoice?.id}/pdf`, { Range: 'bytes=0-4' })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('%PDF-')
  })

  it('purges an abandoned temporary document with its object', async () => {
    const res = await t.request('/v1/reported-findings/temporary-document', {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: vic },
      body: form([pdf('abandoned.pdf')]),
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()).data as { id: string }
    const [temp] = await t.db.select().from(temporaryDocuments).where(eq(temporaryDocuments.id, id))
    const key = await storageKeyOf(temp?.fileId ?? '')
    expect(await t.fileStore.size(key)).toBe(PDF_BYTES.length)
    const later = Date.now() + TEMPORARY_DOCUMENT_KEEP_MS + 60_000
    expect(await purgeStaleTemporaryDocuments(t.db, t.fileStore, later)).toBe(1)
    expect(await t.fileStore.size(key)).toBeUndefined()
    expect(await s3.leftovers()).not.toContain(key)
  })
})

describe('/readyz with files in a bucket', () => {
  it('checks the object store: ready while it answers, 503 once it does not', async () => {
    const ready = await t.call('/readyz')
    expect(ready.status).toBe(200)
    expect((await ready.json()).checks.objectStore).toEqual({ ok: true })
    const gone = createFileStore({ dataDir: '', objectStore: { ...s3.objectStore, bucket: 'no-such-bucket' } })
    const probes = healthRoutes({ db: t.db, fileStore: gone } as unknown as AppDeps)
    const notReady = await probes.request('/readyz')
    expect(notReady.status).toBe(503)
    expect((await notReady.json()).checks.objectStore).toEqual({ ok: false, detail: 'object store unreachable' })
  })
})
