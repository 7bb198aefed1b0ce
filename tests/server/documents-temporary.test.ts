import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { files, properties, temporaryDocuments } from '../../server/db/schema/index.ts'
import {
  claimTemporaryDocuments,
  purgeStaleTemporaryDocuments,
  TEMPORARY_DOCUMENT_KEEP_MS,
  TEMPORARY_DOCUMENT_NOT_FOUND,
} from '../../server/uploads/temporary-documents.ts'
import type { PropertyDocument } from '../../src/contract/documents.ts'
import { form, PDF_BYTES, pdf } from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let vic: string
let master: string
let propertyId: number
const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 4 })
  vic = await t.signIn('pm.vic', 'VIC')
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
    const theirs = await uploadTemporary(master)
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
