import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The committed migrations, beside the code that runs them: server/db/migrations from the sources, and
 * dist-server/migrations in the built server (scripts/build-server.mjs copies them next to the bundles).
 */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
