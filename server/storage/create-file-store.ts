import path from 'node:path'
import type { ServerConfig } from '../env.ts'
import type { FileStore } from './file-store.ts'
import { LocalFileStore } from './local-file-store.ts'
import { S3FileStore, s3ClientFor } from './s3-file-store.ts'

/**
 * The file store the configuration names: the S3-compatible bucket when S3_BUCKET is set (a cluster's
 * processes then share their files), else local disk under DATA_DIR/files (one machine, the default).
 */
export function createFileStore(config: Pick<ServerConfig, 'dataDir' | 'objectStore'>): FileStore {
  if (config.objectStore) return new S3FileStore(s3ClientFor(config.objectStore), config.objectStore.bucket)
  return new LocalFileStore(path.join(config.dataDir, 'files'))
}

/** Where the files are, for the start-up banner and logs (never the credentials). */
export function describeFileStore(config: Pick<ServerConfig, 'dataDir' | 'objectStore'>): string {
  const s3 = config.objectStore
  if (!s3) return `local disk in ${path.join(config.dataDir, 'files')}`
  return `bucket ${s3.bucket} at ${s3.endpoint ?? `AWS S3 (${s3.region})`}`
}
