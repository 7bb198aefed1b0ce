import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/env.ts'
import { createFileStore, describeFileStore } from '../../server/storage/create-file-store.ts'

describe('choosing the file store from the environment', () => {
  it('keeps files on local disk under DATA_DIR/files without S3_BUCKET (an empty one counts as unset)', () => {
    const config = readConfig({ DATA_DIR: '/srv/acp', S3_BUCKET: '' })
    expect(config.objectStore).toBeUndefined()
    expect(createFileStore(config).kind).toBe('local')
    expect(describeFileStore(config)).toBe('local disk in /srv/acp/files')
  })

  it('uses the bucket with S3_BUCKET: AWS S3 by default, an S3-compatible endpoint when named', () => {
    const aws = readConfig({ S3_BUCKET: 'acp-files', S3_REGION: 'ap-southeast-2' })
    expect(aws.objectStore).toEqual({
      bucket: 'acp-files',
      endpoint: undefined,
      region: 'ap-southeast-2',
      credentials: undefined,
    })
    expect(createFileStore(aws).kind).toBe('s3')
    expect(describeFileStore(aws)).toBe('bucket acp-files at AWS S3 (ap-southeast-2)')
    const minio = readConfig({
      S3_BUCKET: 'acp-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(minio.objectStore).toEqual({
      bucket: 'acp-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    })
    expect(describeFileStore(minio)).not.toContain('secret')
  })

  it('refuses half a configuration rather than quietly keeping files on one machine', () => {
    expect(() => readConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_BUCKET: required when S3_ENDPOINT')
    expect(() => readConfig({ S3_BUCKET: 'acp-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    )
    expect(() => readConfig({ S3_BUCKET: 'acp-files', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT')
  })
})
