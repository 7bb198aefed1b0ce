// @vitest-environment node
// Node's own Blob, File and FormData: IndexedDB (fake) keeps a Node Blob as it is, not a happy-dom one.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { outboxDb } from './db.ts'
import { replayOutbox } from './replay.ts'
import { makeStoredPhotosSmaller } from './smaller-photos.ts'
import { storeItem } from './submit.ts'
import { outboxItem } from './test-fixtures.ts'

// Node has no canvas: a "photo" is made smaller by this stand-in, which counts its calls.
const compressed = vi.hoisted(() => ({ calls: 0 }))
vi.mock('../../lib/compress-photo.ts', () => ({
  compressPhoto: async (file: File) => {
    compressed.calls += 1
    return new File(['small'], file.name.replace(/\.png$/, '.jpg'), { type: 'image/jpeg' })
  },
}))

const photo = new File(['a very large photo, as a phone takes it'], 'meter.png', { type: 'image/png' })

/** An upload stored as the documents page stores it: the photo marked to be made smaller, a PDF not. */
async function storedUpload(id: string) {
  const {
    id: _id,
    state,
    needsSignIn,
    attempts,
    nextAttemptAt,
    claimedAt,
    lastError,
    response,
    ...input
  } = outboxItem(id, { kind: 'upload', action: 'document.upload', method: 'POST', url: '/v1/property/1/documents' })
  return storeItem(
    {
      ...input,
      description: 'Upload meter.png',
      body: {
        type: 'form',
        parts: [
          { name: 'attributes', value: '{}' },
          { name: 'file', blob: photo, filename: 'meter.png', compress: true },
          { name: 'plan', blob: new Blob(['%PDF-'], { type: 'application/pdf' }), filename: 'plan.pdf' },
        ],
      },
    },
    1,
    id,
  )
}

const storedFiles = async () => (await outboxDb.blobs.toArray()).map((b) => b.blob.size).sort()

afterEach(async () => {
  compressed.calls = 0
  await outboxDb.items.clear()
  await outboxDb.blobs.clear()
})

describe('makeStoredPhotosSmaller', () => {
  it('replaces the stored photo by its smaller copy once, renaming it; other files are left as they are', async () => {
    const row = await storedUpload('u1')
    const smaller = await makeStoredPhotosSmaller(row)
    expect(smaller.description).toBe('Upload meter.jpg')
    const stored = await outboxDb.items.get('u1')
    expect(stored?.description).toBe('Upload meter.jpg')
    expect(stored?.body).toEqual(smaller.body)
    expect(
      stored?.body.type === 'form' && stored.body.parts.map((p) => ('filename' in p ? p.filename : p.name)),
    ).toEqual(['attributes', 'meter.jpg', 'plan.pdf'])
    expect(await storedFiles()).toEqual([5, 5])

    // Sent again (a retry, the worker's sync): the same smaller bytes, not made smaller twice.
    await makeStoredPhotosSmaller(smaller)
    expect(compressed.calls).toBe(1)
  })

  it('leaves a row tried already as it was sent: other bytes under its key would be refused', async () => {
    const row = await storedUpload('tried')
    await outboxDb.items.update('tried', { attempts: 1 })
    const sent = await makeStoredPhotosSmaller({ ...row, attempts: 1 })
    expect(compressed.calls).toBe(0)
    expect(sent.description).toBe('Upload meter.png')
  })

  it('sends the photo as taken, its mark cleared, when the smaller copy cannot be stored', async () => {
    const row = await storedUpload('full')
    const update = vi.spyOn(outboxDb.blobs, 'update').mockRejectedValueOnce(new Error('QuotaExceededError'))
    const sent = await makeStoredPhotosSmaller(row)
    update.mockRestore()
    expect(sent.description).toBe('Upload meter.png')
    const stored = await outboxDb.items.get('full')
    expect(stored?.body.type === 'form' && stored.body.parts.some((p) => 'compress' in p)).toBe(false)
    expect(await storedFiles()).toEqual([39, 5])
  })

  it('makes smaller a photo stored by the previous version, which marked it in meta.compress', async () => {
    const row = await storedUpload('legacy')
    const parts =
      row.body.type === 'form'
        ? row.body.parts.map((part) => ('blobId' in part ? { ...part, compress: undefined } : part))
        : []
    const legacy = { ...row, body: { type: 'form' as const, parts }, meta: { fileName: 'meter.png', compress: true } }
    await outboxDb.items.put(legacy)
    const sent = await makeStoredPhotosSmaller(legacy)
    expect(sent.description).toBe('Upload meter.jpg')
    expect((await outboxDb.items.get('legacy'))?.meta).toEqual({ fileName: 'meter.png', compress: false })
  })

  it('writes nothing back for a row discarded meanwhile', async () => {
    const row = await storedUpload('u2')
    await outboxDb.items.delete('u2')
    await makeStoredPhotosSmaller(row)
    expect(await outboxDb.items.get('u2')).toBeUndefined()
  })

  it('is what a replay sends (the service worker’s background sync runs the same code)', async () => {
    await storedUpload('u3')
    const sent: File[] = []
    const send = (async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url) === '/v1/auth/session') {
        const data = { user: { id: 7 }, complianceAgencyId: 1, isImpersonating: false }
        return Response.json({ success: true, data, error: null })
      }
      sent.push((init as { body: FormData }).body.get('file') as File)
      return Response.json({ success: true, data: {}, error: null })
    }) as typeof fetch
    expect(await replayOutbox({ send })).toBe('done')
    expect(sent.map((file) => [file.name, file.size])).toEqual([['meter.jpg', 5]])
  })
})
