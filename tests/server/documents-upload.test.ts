import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { files, idempotencyKeys, properties, temporaryDocuments } from '../../server/db/schema/index.ts'
import { FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_UPLOAD_BYTES } from '../../src/contract/documents.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import {
  attributes,
  EXE_BYTES,
  form,
  type Part,
  PDF_BYTES,
  PNG_BYTES,
  pdf,
  storedFiles,
  streamedPdfUpload,
} from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let vic: string
let propertyId: number
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 4 })
  vic = await t.signIn('pm.vic', 'VIC')
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0))
  propertyId = row?.id ?? 0
})
afterAll(() => t.close())

const SMOKE_REPORT = { documentType: 'SERVICE_REPORT', services: [{ code: 'SMOKE' }] }
const documentsPath = () => `/v1/property/${propertyId}/documents`
const post = async (path: string, body: BodyInit, headers: Record<string, string> = {}, cookie = vic) => {
  const res = await t.request(path, {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: cookie, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  return { status: res.status, body: await res.json() }
}
const file = (bytes: Uint8Array, filename: string, type: string): Part => ({
  name: 'file',
  file: bytes,
  filename,
  type,
})
/** Runs `act` and checks that it left the file store and the files table as they were. */
async function storesNothing(act: () => Promise<void>) {
  const onDisk = storedFiles(t).length
  const rows = (await t.db.select({ id: files.id }).from(files)).length
  await act()
  expect(storedFiles(t).filter((f) => f.endsWith('.part'))).toEqual([])
  expect(storedFiles(t).length).toBe(onDisk)
  expect((await t.db.select({ id: files.id }).from(files)).length).toBe(rows)
}

describe('the 20 MB limit, counted while streaming', () => {
  it('accepts a file of exactly 20 MB sent without a length, stored whole', async () => {
    const { body, contentType } = streamedPdfUpload(MAX_UPLOAD_BYTES)
    const res = await post(documentsPath(), body, { 'Content-Type': contentType })
    expect(res.status).toBe(201)
    expect(res.body.data.size).toBe(MAX_UPLOAD_BYTES)
  })

  it('refuses one byte more with 413, leaving no file and no half-written part behind', async () => {
    await storesNothing(async () => {
      const { body, contentType } = streamedPdfUpload(MAX_UPLOAD_BYTES + 1)
      const res = await post(documentsPath(), body, { 'Content-Type': contentType })
      expect(res).toMatchObject({ status: 413, body: { success: false, error: FILE_TOO_LARGE } })
    })
  })

  it('refuses a far larger stream (30 MB) without reading it all', async () => {
    await storesNothing(async () => {
      const { body, contentType } = streamedPdfUpload(30 * 1024 * 1024)
      const res = await post(documentsPath(), body, { 'Content-Type': contentType })
      expect(res).toMatchObject({ status: 413, body: { error: FILE_TOO_LARGE } })
    })
  })

  it('refuses at once when the declared length is already too large', async () => {
    await storesNothing(async () => {
      const { body, contentType } = streamedPdfUpload(1024)
      const res = await post(documentsPath(), body, {
        'Content-Type': contentType,
        'Content-Length': String(MAX_UPLOAD_BYTES * 2),
      })
      expect(res).toMatchObject({ status: 413, body: { error: FILE_TOO_LARGE } })
    })
  })
})

describe('bodies that are not a readable upload', () => {
  it.each([
    ['a multipart type without a boundary', 'multipart/form-data; charset=utf-8', 'x'],
    ['a body that never reaches its boundary', 'multipart/form-data; boundary=abc', 'no parts here'],
    [
      'a form cut before its end',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7',
    ],
    ['JSON instead of a form', 'application/json', '{}'],
  ])('answers 400 to %s, storing nothing', async (_label, contentType, body) => {
    await storesNothing(async () => {
      const res = await post(documentsPath(), body, { 'Content-Type': contentType })
      expect(res.status).toBe(400)
      expect(res.body.success).toBe(false)
    })
  })
})

describe('extension, declared type and content must agree', () => {
  it.each([
    ['an executable renamed .pdf', file(EXE_BYTES, 'report.pdf', 'application/pdf')],
    ['a PNG named .pdf', file(PNG_BYTES, 'report.pdf', 'application/pdf')],
    ['a PDF declared as an image', file(PDF_BYTES, 'report.pdf', 'image/png')],
    ['a PDF named .png', file(PDF_BYTES, 'scan.png', 'image/png')],
    ['an executable named .txt', file(EXE_BYTES, 'notes.txt', 'text/plain')],
    ['a disallowed extension', file(PDF_BYTES, 'tool.exe', 'application/pdf')],
    ['an empty "PDF"', file(new Uint8Array(), 'empty.pdf', 'application/pdf')],
  ])('refuses %s with 415, storing nothing', async (_label, part) => {
    await storesNothing(async () => {
      const res = await post(documentsPath(), form([attributes(SMOKE_REPORT), part]))
      expect(res).toMatchObject({
        status: 415,
        body: { error: INVALID_FILE_TYPE, fieldErrors: { file: [INVALID_FILE_TYPE] } },
      })
    })
  })

  it('accepts a text file and a PNG that are what they say, stored under the type of their extension', async () => {
    const csv = await post(
      documentsPath(),
      form([
        attributes(SMOKE_REPORT),
        file(new TextEncoder().encode('a,b\n1,2\n'), 'list.csv', 'application/vnd.ms-excel'),
      ]),
    )
    expect(csv).toMatchObject({ status: 201, body: { data: { contentType: 'text/csv' } } })
    const png = await post(documentsPath(), form([attributes(SMOKE_REPORT), file(PNG_BYTES, 'IMG_1.PNG', 'image/png')]))
    expect(png).toMatchObject({ status: 201, body: { data: { contentType: 'image/png', name: 'IMG_1.PNG' } } })
  })
})

describe('POST /v1/reported-findings/temporary-document', () => {
  const path = '/v1/reported-findings/temporary-document'

  it('stores the file for the session agency and answers its reference, name and size', async () => {
    const res = await post(path, form([pdf('plumber-invoice.pdf')]))
    expect(res.status).toBe(201)
    expect(res.body.data).toEqual({ id: expect.any(String), name: 'plumber-invoice.pdf', size: PDF_BYTES.length })
    const [row] = await t.db.select().from(temporaryDocuments).where(eq(temporaryDocuments.id, res.body.data.id))
    expect(row?.agencyId).toBe(t.summary.agencyIds['Bayside Rentals'])
  })

  it('uses the same checks: spoofed type, size, impersonation', async () => {
    await storesNothing(async () => {
      expect(await post(path, form([file(EXE_BYTES, 'a.pdf', 'application/pdf')]))).toMatchObject({ status: 415 })
      const { body, contentType } = streamedPdfUpload(MAX_UPLOAD_BYTES + 10)
      expect(await post(path, body, { 'Content-Type': contentType })).toMatchObject({ status: 413 })
      const imp = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
      const refused = await post(path, form([pdf()]), {}, imp)
      expect(refused).toMatchObject({ status: 403, body: { error: IMPERSONATION_REFUSAL } })
    })
  })
})

describe('over a real connection (@hono/node-server reads the request stream directly)', () => {
  let server: { url: string; port: number; close: () => void }
  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve({ url: `http://127.0.0.1:${info.port}`, port: info.port, close: () => started.close() }),
      )
    })
  })
  afterAll(() => server.close())
  const headers = () => ({ Origin: server.url, Cookie: vic })

  it('stores a streamed upload and refuses an oversized one with 413, the connection answering both', async () => {
    const ok = await fetch(`${server.url}${documentsPath()}`, {
      method: 'POST',
      headers: headers(),
      body: form([attributes(SMOKE_REPORT), pdf('over-the-wire.pdf')]),
    })
    expect(ok.status).toBe(201)
    expect((await ok.json()).data).toMatchObject({ name: 'over-the-wire.pdf', size: PDF_BYTES.length })
    await storesNothing(async () => {
      const { body, contentType } = streamedPdfUpload(MAX_UPLOAD_BYTES + 1)
      const res = await fetch(`${server.url}${documentsPath()}`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': contentType },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(413)
      expect((await res.json()).error).toBe(FILE_TOO_LARGE)
    })
  })

  it('forgets an upload cut off mid-way (no file kept), so its resend with the same key is applied', async () => {
    const key = 'dropped-upload-0001'
    const boundary = 'dropped-boundary'
    await storesNothing(async () => {
      await new Promise<void>((resolve) => {
        const req = request({
          host: '127.0.0.1',
          port: server.port,
          path: documentsPath(),
          method: 'POST',
          headers: {
            ...headers(),
            'Idempotency-Key': key,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(1024 * 1024),
          },
        })
        req.on('error', () => resolve())
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        )
        req.write(Buffer.concat([Buffer.from(PDF_BYTES), Buffer.alloc(200 * 1024, 0x20)]))
        // The signal drops: the connection closes with most of the declared body unsent.
        setTimeout(() => {
          req.destroy()
          resolve()
        }, 200)
      })
      // The server notices the dropped connection on its own time: wait until it has let go of the key and the
      // half-written part (on a loaded machine that can take more than a moment).
      await vi.waitFor(
        async () => {
          expect(storedFiles(t).filter((f) => f.endsWith('.part'))).toEqual([])
          expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([])
        },
        { timeout: 10_000, interval: 100 },
      )
    })
    const resend = await fetch(`${server.url}${documentsPath()}`, {
      method: 'POST',
      headers: { ...headers(), 'Idempotency-Key': key },
      body: form([attributes(SMOKE_REPORT), pdf('cut.pdf')]),
    })
    expect(resend.status).toBe(201)
    expect(resend.headers.get('idempotent-replayed')).toBeNull()
  })
})
