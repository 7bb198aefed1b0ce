import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SendOutcome } from '../../../api/upload-request.ts'
import { sendWithProgress } from '../../../api/upload-request.ts'
import { FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_UPLOAD_BYTES } from '../../../contract/documents.ts'
import type { Session } from '../../../contract/session.ts'
import { outboxDb } from '../../../offline/outbox/db.ts'
import { storeItem } from '../../../offline/outbox/submit.ts'
import {
  createFindingDocuments,
  DOCUMENT_DISCARDED,
  documentIdsOf,
  type FindingDocumentsStore,
  TEMPORARY_DOCUMENT_ACTION,
  TEMPORARY_DOCUMENT_URL,
} from './finding-documents.ts'

vi.mock('../../../api/upload-request.ts', () => ({ sendWithProgress: vi.fn() }))
// A "large photo" here is any JPEG named big-*: its smaller copy is what is stored (the canvas is not in Node).
vi.mock('../../../lib/compress-photo.ts', async (original) => {
  const actual = await original<typeof import('../../../lib/compress-photo.ts')>()
  return {
    ...actual,
    shouldCompress: (file: File) => file.name.startsWith('big-'),
    compressPhoto: async (file: File) =>
      !file.name.startsWith('big-') || file.name.startsWith('big-huge')
        ? file
        : new File(['small'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' }),
  }
})

/**
 * happy-dom's FormData takes only its own Blobs, and the files read back from (fake) IndexedDB are Node's: this
 * one keeps the parts as they come, which is all the mocked send reads.
 */
class PartsForm {
  readonly parts: [string, unknown][] = []
  append(name: string, value: unknown, filename?: string) {
    this.parts.push([name, filename === undefined ? value : { name: filename, blob: value }])
  }
  get(name: string) {
    return this.parts.find(([key]) => key === name)?.[1] ?? null
  }
  keys() {
    return this.parts.map(([key]) => key)[Symbol.iterator]()
  }
}

const send = vi.mocked(sendWithProgress)
const session = { user: { id: 7, name: 'Pat', email: 'p@x' }, complianceAgencyId: 3 } as Session
const pdf = (name = 'invoice.pdf', size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })
const created = (body: FormData) => ({
  kind: 'response' as const,
  status: 201,
  body: {
    success: true,
    data: { id: body.get('id'), name: (body.get('file') as { name: string }).name, size: 5 },
    error: null,
  },
})
const until = (test: () => boolean | Promise<boolean>) => vi.waitFor(async () => expect(await test()).toBe(true))

let docs: FindingDocumentsStore
let stop: () => void
beforeEach(() => {
  vi.stubGlobal('FormData', PartsForm)
  docs = createFindingDocuments({ session, propertyId: 42, address: '1 Test St', intervalMs: 5 })
  stop = docs.connect()
})
afterEach(async () => {
  stop()
  vi.unstubAllGlobals()
  send.mockReset()
  await outboxDb.items.clear()
  await outboxDb.blobs.clear()
})

describe('createFindingDocuments', () => {
  it('stores each file as an ordered reported-finding row under its own reference, then sends it with progress', async () => {
    const bodies: FormData[] = []
    send.mockImplementation(async (_url, { body, onProgress }) => {
      bodies.push(body)
      onProgress?.(50)
      return created(body)
    })
    const ids = await docs.add([pdf('invoice.pdf'), pdf('after.pdf')])
    const rows = await outboxDb.items.orderBy('createdAt').toArray()
    expect(rows.map((row) => row.id)).toEqual(ids)
    expect(rows[0]).toMatchObject({
      kind: 'reported-finding',
      action: TEMPORARY_DOCUMENT_ACTION,
      url: TEMPORARY_DOCUMENT_URL,
      method: 'POST',
      description: 'Upload invoice.pdf',
      propertyId: 42,
      propertyAddress: '1 Test St',
      userId: 7,
      agencyId: 3,
      meta: { documentId: ids[0], fileName: 'invoice.pdf', size: 10 },
    })
    expect(rows[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(rows[0]?.headers['Idempotency-Key']).not.toBe(rows[1]?.headers['Idempotency-Key'])
    expect((rows[0]?.createdAt ?? 0) < (rows[1]?.createdAt ?? 0)).toBe(true)

    await docs.settled()
    expect(docs.items().map((d) => [d.id, d.name, d.status, d.uploadPercentage])).toEqual([
      [ids[0], 'invoice.pdf', 'success', 100],
      [ids[1], 'after.pdf', 'success', 100],
    ])
    // The id goes first (the server checks it before storing the bytes), in the order the files were added.
    expect(bodies.map((body) => [...body.keys()])).toEqual([
      ['id', 'file'],
      ['id', 'file'],
    ])
    expect(bodies.map((body) => body.get('id'))).toEqual(ids)
    expect((await outboxDb.items.toArray()).every((row) => row.state === 'sent')).toBe(true)
    expect(documentIdsOf(docs.items())).toEqual(ids)
  })

  it('fails a file that breaks the rules at once, keeping no row; the submission does not name it', async () => {
    const ids = await docs.add([
      pdf('huge.pdf', MAX_UPLOAD_BYTES + 1),
      new File(['x'], 'virus.exe', { type: 'application/octet-stream' }),
    ])
    expect(docs.items().map((d) => [d.status, d.error])).toEqual([
      ['failed', FILE_TOO_LARGE],
      ['failed', INVALID_FILE_TYPE],
    ])
    expect(await outboxDb.items.count()).toBe(0)
    expect(documentIdsOf(docs.items())).toEqual([])
    expect(ids).toHaveLength(2)
    expect(send).not.toHaveBeenCalled()
  })

  it('stores the smaller copy of a large photo, and fails one still too large after it', async () => {
    send.mockImplementation(async (_url, { body }) => created(body))
    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big-huge.jpg', { type: 'image/jpeg' })
    await docs.add([new File([new Uint8Array(4000)], 'big-photo.png', { type: 'image/png' }), huge])
    await docs.settled()
    const [row] = await outboxDb.items.toArray()
    expect(row).toMatchObject({ description: 'Upload big-photo.jpg', meta: { fileName: 'big-photo.jpg', size: 5 } })
    const [photo, tooLarge] = docs.items()
    expect(photo).toMatchObject({ name: 'big-photo.jpg', size: 5, status: 'success' })
    expect(tooLarge).toMatchObject({ status: 'failed', error: FILE_TOO_LARGE })
    expect(await outboxDb.items.count()).toBe(1)
  })

  it('with no answer the document waits in the outbox, and follows its row once a replay delivers it', async () => {
    send.mockResolvedValue({ kind: 'network' } satisfies SendOutcome)
    const [id, second] = await docs.add([pdf('a.pdf'), pdf('b.pdf')])
    await docs.settled()
    expect(docs.items().map((d) => d.status)).toEqual(['waiting', 'waiting'])
    // The second is not even tried: the first of its property is not sent yet (claim.ts).
    expect(send).toHaveBeenCalledTimes(1)
    expect((await outboxDb.items.toArray()).map((row) => row.state)).toEqual(['queued', 'queued'])
    expect(documentIdsOf(docs.items())).toEqual([id, second])

    const answer = { success: true, data: { id, name: 'a.pdf', size: 10 }, error: null }
    await outboxDb.items.update(id as string, { state: 'sent', response: { status: 201, body: answer } })
    await outboxDb.items.update(second as string, { state: 'failed', lastError: 'Invalid file type' })
    await until(() => docs.items()[0]?.status === 'success')
    await until(() => docs.items()[1]?.status === 'failed')
    expect(docs.items()[1]?.error).toBe('Invalid file type')
    // A refused document would hold back the submission behind it: its row goes.
    await until(async () => (await outboxDb.items.get(second as string)) === undefined)
    await outboxDb.items.delete(id as string)
  })

  it("shows the server's refusal, and drops the refused row", async () => {
    send.mockResolvedValue({
      kind: 'response',
      status: 415,
      body: { success: false, data: null, error: INVALID_FILE_TYPE, fieldErrors: { file: [INVALID_FILE_TYPE] } },
    })
    await docs.add([pdf('fake.pdf')])
    await docs.settled()
    expect(docs.items()[0]).toMatchObject({ status: 'failed', error: INVALID_FILE_TYPE })
    await until(async () => (await outboxDb.items.count()) === 0)
  })

  it('a waiting document discarded from the outbox list shows as not sent', async () => {
    send.mockResolvedValue({ kind: 'network' })
    const [id] = await docs.add([pdf()])
    await docs.settled()
    await outboxDb.items.delete(id as string)
    await until(() => docs.items()[0]?.error === DOCUMENT_DISCARDED)
  })

  it('remove and discardUnsubmitted drop the rows not sent; forget keeps them for the replayer', async () => {
    send.mockResolvedValue({ kind: 'network' })
    const [a, b] = await docs.add([pdf('a.pdf'), pdf('b.pdf')])
    await docs.settled()
    docs.remove(a as string)
    expect(docs.items().map((d) => d.id)).toEqual([b])
    await until(async () => (await outboxDb.items.get(a as string)) === undefined)
    await docs.discardUnsubmitted()
    expect(docs.items()).toEqual([])
    expect(await outboxDb.items.count()).toBe(0)

    const [c] = await docs.add([pdf('c.pdf')])
    await docs.settled()
    docs.forget()
    expect(docs.items()).toEqual([])
    expect((await outboxDb.items.get(c as string))?.state).toBe('queued')
  })

  it('closing keeps the documents a stored submission names, even when forget() was not called', async () => {
    send.mockResolvedValue({ kind: 'network' })
    const [named, other] = await docs.add([pdf('named.pdf'), pdf('other.pdf')])
    await docs.settled()
    await storeItem({
      kind: 'reported-finding',
      action: 'reported-finding.third-party',
      method: 'POST',
      url: '/v2/property/42/reported-findings',
      headers: { 'Idempotency-Key': 'submission-1' },
      body: {
        type: 'json',
        value: { compliancePropertyId: 42, selectedProblemRegisterIds: [1], documentIds: [named] },
      },
      description: 'Resolve by third party: 1 finding',
      propertyId: 42,
      propertyAddress: '1 Test St',
      userId: 7,
      agencyId: 3,
      invalidate: [],
      meta: null,
    })
    await docs.discardUnsubmitted()
    expect(docs.items()).toEqual([])
    expect(await outboxDb.items.get(named as string)).toBeDefined()
    expect(await outboxDb.items.get(other as string)).toBeUndefined()
  })
})
