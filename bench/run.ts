// npm run bench [-- --only bundle|api|portfolio|upload|offline|lighthouse] [--duration 5] [--connections 10] [--properties 50000]
import { parseArgs } from 'node:util'
import { cleanupAll } from './lib/cleanup.ts'

const USAGE =
  'usage: npm run bench -- [--only bundle|api|portfolio|upload|offline|lighthouse] [--duration <seconds>] [--connections <n>] [--properties <n>]'
const BENCHMARKS = ['bundle', 'api', 'portfolio', 'upload', 'offline', 'lighthouse'] as const
type Benchmark = (typeof BENCHMARKS)[number]

type Flags = { only: Benchmark | undefined; duration: number; connections: number; properties: number }

const isBenchmark = (value: string): value is Benchmark => (BENCHMARKS as readonly string[]).includes(value)

function parseFlags(): Flags {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
      properties: { type: 'string', default: '50000' },
    },
    strict: true,
  })
  const { only } = values
  if (only !== undefined && !isBenchmark(only)) throw new Error(`--only must be one of ${BENCHMARKS.join(', ')}`)
  const duration = Number(values.duration)
  if (!(duration > 0)) throw new Error('--duration must be a positive number of seconds')
  const connections = Number(values.connections)
  if (!Number.isInteger(connections) || connections < 1) throw new Error('--connections must be a positive integer')
  const properties = Number(values.properties)
  if (!Number.isInteger(properties) || properties < 1) throw new Error('--properties must be a positive integer')
  return { only, duration, connections, properties }
}

let flags: Flags
try {
  flags = parseFlags()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`)
  process.exit(2)
}

// One cleanup for every path: after a signal the run itself also fails and cleans up in `finally`, and two
// concurrent passes would stop the server under a database drop that is still running.
let cleaning: Promise<void> | undefined
const cleanup = () => {
  cleaning ??= cleanupAll()
  return cleaning
}
// Interrupted: close servers, the browser and databases, stop PostgreSQL, remove temp dirs, then stop.
// The signal can come twice (the terminal's Ctrl-C and tsx relaying it): a second one must not end the
// process half-way through cleaning up, so the handler stays and ignores repeats.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (cleaning) return
    process.stderr.write(`\n${signal}: cleaning up…\n`)
    void cleanup().finally(() => process.exit(130))
  })
}

const runs = (name: Benchmark) => flags.only === undefined || flags.only === name

try {
  // Loaded on demand: --only bundle needs neither the server nor the database code.
  if (runs('bundle')) await (await import('./bundle.ts')).bundleBenchmark()
  if (runs('api')) await (await import('./api.ts')).apiBenchmark(flags)
  if (runs('portfolio')) await (await import('./portfolio.ts')).portfolioBenchmark(flags)
  if (runs('upload')) await (await import('./upload.ts')).uploadBenchmark()
  if (runs('offline')) await (await import('./offline.ts')).offlineBenchmark()
  if (runs('lighthouse')) await (await import('./lighthouse.ts')).lighthouseBenchmark()
} catch (error) {
  process.exitCode = 1
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(`\nBenchmark failed: ${message}\n`)
} finally {
  await cleanup()
}
