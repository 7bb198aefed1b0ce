import path from 'node:path'
import { createApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/db/seed/index.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { LocalFileStore } from '../../server/storage/local-file-store.ts'
import { defer, tempDir } from './cleanup.ts'
import { listen } from './listen.ts'

/**
 * The real app serving a built client from `staticDir` (as in production: sw.js no-store, hashed assets
 * immutable) with the sign-in stand-in on, on a fresh seeded embedded database.
 */
export async function startAppWithClient(staticDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const data = tempDir('acp-bench-offline-data-')
  const database = await openDatabase({ dataDir: data.dir })
  const closeDatabase = defer(() => database.close())
  await migrate(database)
  const fileStore = new LocalFileStore(path.join(data.dir, 'files'))
  await seed(database, { fileStore })
  const env = { NODE_ENV: 'production', SIGN_IN_STANDIN: '1', DATA_DIR: data.dir, STATIC_DIR: staticDir } as const
  const app = createApp({ db: database.db, config: readConfig(env), logger: createLogger('silent'), fileStore })
  const server = await listen(app.fetch)
  return {
    url: server.url,
    close: async () => {
      await server.close()
      await closeDatabase()
      await data.remove()
    },
  }
}
