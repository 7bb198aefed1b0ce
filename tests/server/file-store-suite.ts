import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FileStore, FileTooLargeError, StoredFileMissingError } from '../../server/storage/file-store.ts'
import { MAX_UPLOAD_BYTES } from '../../src/contract/documents.ts'

/** A store to test, and what it holds besides (objects, half-written files, unfinished uploads) by name. */
export type StoreUnderTest = { store: FileStore; leftovers: () => Promise<string[]>; close: () => Promise<void> }

const MiB = 1024 * 1024

/**
 * `bytes` of varied content (no two 64 KiB chunks alike) made as they are read, with their SHA-256 and how much
 * was read: the test never holds the file whole either. `failAfter` makes the source fail part-way.
 */
function generated(bytes: number, options: { failAfter?: number } = {}) {
  const hash = createHash('sha256')
  const state = { produced: 0 }
  async function* chunks() {
    let n = 0
    while (state.produced < bytes) {
      if (options.failAfter !== undefined && state.produced >= options.failAfter) throw new Error('connection lost')
      const size = Math.min(64 * 1024, bytes - state.produced)
      const chunk = Buffer.alloc(size, n % 251)
      chunk.writeUInt32BE(n++, 0)
      hash.update(chunk)
      state.produced += size
      yield chunk
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex'), state }
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { sha256: hash.digest('hex'), size }
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk)
  return Buffer.concat(parts)
}

/** The one set of file-store tests, run against each implementation (file-store-local / file-store-s3). */
export function fileStoreSuite(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`FileStore: ${name}`, () => {
    let s: StoreUnderTest
    beforeAll(async () => {
      s = await open()
    })
    afterAll(() => s?.close())

    it('stores, reads, sizes and removes a file; removing twice is fine', async () => {
      const bytes = Buffer.from('%PDF-1.7 a small file')
      const stored = await s.store.put(bytes)
      expect(stored.sizeBytes).toBe(bytes.length)
      expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
      expect(await bytesOf(s.store.read(stored.storageKey))).toEqual(bytes)
      expect(await s.store.size(stored.storageKey)).toBe(bytes.length)
      expect(await s.leftovers()).toHaveLength(1)
      await s.store.remove(stored.storageKey)
      await s.store.remove(stored.storageKey)
      expect(await s.store.size(stored.storageKey)).toBeUndefined()
      expect(await s.leftovers()).toEqual([])
    })

    it('answers a missing key as not found: open undefined, size undefined, read fails with StoredFileMissingError', async () => {
      const key = 'ab/ab5e7c1e-0000-4000-8000-000000000000'
      expect(await s.store.open(key)).toBeUndefined()
      expect(await s.store.size(key)).toBeUndefined()
      await expect(bytesOf(s.store.read(key))).rejects.toBeInstanceOf(StoredFileMissingError)
      expect(() => s.store.read('../etc/passwd')).toThrow('Bad storage key')
    })

    it('reads byte ranges: the middle, the end, and the whole through open', async () => {
      const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256))
      const { storageKey } = await s.store.put(bytes)
      try {
        const middle = await s.store.open(storageKey, { start: 10, end: 19 })
        expect(middle && (await bytesOf(middle))).toEqual(bytes.subarray(10, 20))
        expect(await bytesOf(s.store.read(storageKey, { start: 990, end: 999 }))).toEqual(bytes.subarray(990))
        const whole = await s.store.open(storageKey)
        expect(whole && (await bytesOf(whole))).toEqual(bytes)
      } finally {
        await s.store.remove(storageKey)
      }
    })

    it('streams a 19 MB upload in (multipart in a bucket) and back out with the same SHA-256', async () => {
      const source = generated(19 * MiB)
      const stored = await s.store.put(source.stream, { maxBytes: MAX_UPLOAD_BYTES })
      try {
        expect(stored.sizeBytes).toBe(19 * MiB)
        expect(stored.sha256).toBe(source.sha256())
        expect(await sha256Of(s.store.read(stored.storageKey))).toEqual({ sha256: stored.sha256, size: 19 * MiB })
        const tail = await s.store.open(stored.storageKey, { start: 19 * MiB - 100, end: 19 * MiB - 1 })
        expect(tail && (await bytesOf(tail))).toHaveLength(100)
        expect(await s.leftovers()).toHaveLength(1)
      } finally {
        await s.store.remove(stored.storageKey)
      }
      expect(await s.leftovers()).toEqual([])
    })

    it('refuses a streamed upload past 20 MB at the limit, without reading it all, and keeps nothing', async () => {
      const source = generated(MAX_UPLOAD_BYTES + 5 * MiB)
      await expect(s.store.put(source.stream, { maxBytes: MAX_UPLOAD_BYTES })).rejects.toBeInstanceOf(FileTooLargeError)
      expect(source.state.produced).toBeLessThan(MAX_UPLOAD_BYTES + 5 * MiB)
      expect(await s.leftovers()).toEqual([])
    })

    it('keeps nothing of an upload whose source fails part-way (after a first part was sent)', async () => {
      const source = generated(12 * MiB, { failAfter: 11 * MiB })
      await expect(s.store.put(source.stream)).rejects.toThrow('connection lost')
      expect(await s.leftovers()).toEqual([])
    })

    it('is reachable (the /readyz probe)', async () => {
      await expect(s.store.probe()).resolves.toBeUndefined()
    })
  })
}
