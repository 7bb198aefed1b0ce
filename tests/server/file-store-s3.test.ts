import { createFileStore } from '../../server/storage/create-file-store.ts'
import { startS3Server } from './file-store-s3-server.ts'
import { fileStoreSuite } from './file-store-suite.ts'

// Against a real S3-compatible server (s3rver) on 127.0.0.1, through the same factory the server uses.
fileStoreSuite('S3-compatible bucket', async () => {
  const s3 = await startS3Server()
  return {
    store: createFileStore({ dataDir: '/nonexistent', objectStore: s3.objectStore }),
    leftovers: s3.leftovers,
    close: s3.stop,
  }
})
