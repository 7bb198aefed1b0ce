import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { ObjectStoreConfig } from '../../server/env.ts'
import { s3ClientFor } from '../../server/storage/s3-file-store.ts'

type KoaContext = { method: string; path: string; query: Record<string, unknown>; status: number }
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => unknown
/** The parts of s3rver (a Koa app; it ships no types) these tests use. */
type S3rver = {
  middleware: Middleware[]
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string }
  run(): Promise<AddressInfo>
  close(): Promise<void>
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rver

/**
 * AbortMultipartUpload (DELETE /bucket/key?uploadId=…), which AWS S3, MinIO and R2 answer and s3rver 3.7 does
 * not (405): the upload's parts are dropped. Without it the "nothing left behind" checks would see s3rver's own gap.
 */
function abortMultipartUpload(server: S3rver): Middleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next()
    const bucket = ctx.path.split('/')[1] ?? ''
    rmSync(path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId), {
      recursive: true,
      force: true,
    })
    ctx.status = 204
  }
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>

/**
 * A real S3-compatible server (s3rver, on disk in a temp directory) on 127.0.0.1 at a free port, with a new
 * bucket: the object store the S3 tests run against. Stop it after.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'acp-s3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  server.middleware.unshift(abortMultipartUpload(server))
  const { port } = await server.run()
  const objectStore: ObjectStoreConfig = {
    bucket: `acp-test-${randomUUID().slice(0, 8)}`,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver checks signatures against its one fixed key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }
  const client = s3ClientFor(objectStore)
  await client.send(new CreateBucketCommand({ Bucket: objectStore.bucket }))

  /** Every object in the bucket, and every multipart upload neither completed nor aborted ("upload:<id>"). */
  async function leftovers(): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: objectStore.bucket }))
    const objects = (listed.Contents ?? []).map((o) => o.Key ?? '')
    let uploads: string[] = []
    try {
      uploads = readdirSync(server.store.getResourcePath(objectStore.bucket, undefined, 'uploads'))
    } catch {
      // No upload was ever started.
    }
    return [...objects, ...uploads.map((id) => `upload:${id}`)].sort()
  }

  return {
    objectStore,
    client,
    leftovers,
    stop: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
