import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createFileStore } from '../../server/storage/create-file-store.ts'
import { fileStoreSuite } from './file-store-suite.ts'

fileStoreSuite('local disk', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'acp-file-store-'))
  const root = path.join(dataDir, 'files')
  return {
    store: createFileStore({ dataDir, objectStore: undefined }),
    // Every file under the root, half-written .part files included.
    leftovers: async () => {
      try {
        return readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      } catch {
        return []
      }
    },
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
})
