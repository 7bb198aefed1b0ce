// npm run bench [-- --only bundle|api] [--duration 5] [--connections 10]
import { parseArgs } from 'node:util'
import { cleanupAll } from './lib/cleanup.ts'

const USAGE = 'usage: npm run bench -- [--only bundle|api] [--duration <seconds>] [--connections <n>]'

type Flags = { only: 'bundle' | 'api' | undefined; duration: number; connections: number }

function parseFlags(): Flags {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
    },
    strict: true,
  })
  const { only } = values
  if (only !== undefined && only !== 'bundle' && only !== 'api') throw new Error('--only must be bundle or api')
  const duration = Number(values.duration)
  if (!(duration > 0)) throw new Error('--duration must be a positive number of seconds')
  const connections = Number(values.connections)
  if (!Number.isInteger(connections) || connections < 1) throw new Error('--connections must be a positive integer')
  return { only, duration, connections }
}

let flags: Flags
try {
  flags = parseFlags()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`)
  process.exit(2)
}

// Interrupted: close servers, the browser and databases, remove temp dirs, then stop.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: cleaning up…\n`)
    void cleanupAll().finally(() => process.exit(130))
  })
}

try {
  // Loaded on demand: --only bundle needs neither the server nor the database code.
  if (flags.only !== 'api') await (await import('./bundle.ts')).bundleBenchmark()
  if (flags.only !== 'bundle') await (await import('./api.ts')).apiBenchmark(flags)
} catch (error) {
  process.exitCode = 1
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(`\nBenchmark failed: ${message}\n`)
} finally {
  await cleanupAll()
}
