// The server's own CPU per request, endpoint by endpoint: what load on a shared machine distorts least.
//   DATABASE_URL=postgres://… tsx bench/lib/cpu-per-request.ts [seconds] [profile-substring]
// The app runs in this process (createApp as seeded-app does: silent logs, no metrics); the load generator
// is a child process, so this process's CPU (process.cpuUsage) is the app's plus its database client's.
// EXPLAIN=1 prints each statement's plan (EXPLAIN ANALYZE with its parameters). With a profile-substring, the
// matching endpoint's load is also CPU-profiled (node:inspector) and the functions and packages with the most self
// time are printed.
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'
import { createApp } from '../../server/app.ts'
import { migrate } from '../../server/db/migrate.ts'
import { DEMO_PASSWORD, seed } from '../../server/db/seed/index.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { LocalFileStore } from '../../server/storage/local-file-store.ts'
import { DASHBOARD_CALLS } from '../api.ts'
import { openBenchDatabase } from './bench-database.ts'
import { cleanupAll, tempDir } from './cleanup.ts'
import { explain } from './explain.ts'
import { measure } from './http-load.ts'
import { listen } from './listen.ts'
import { signIn } from './sign-in.ts'
import { fixed, printTable } from './table.ts'

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self time by function and by package (node_modules/<name>, node: internals, or the app's own files). */
function summarizeProfile(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const byFunction = new Map<string, number>()
  const byPackage = new Map<string, number>()
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    const file = frame.url.replace(/^file:\/\//, '')
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (file.startsWith('node:')
        ? 'node:*'
        : file
          ? path.relative(process.cwd(), file).split('/').slice(0, 2).join('/')
          : `(${frame.functionName || 'native'})`)
    const fn = `${frame.functionName || '(anonymous)'} ${file ? `${path.basename(file)}:${frame.lineNumber + 1}` : ''}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us)
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us)
  }
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `  ${fixed((100 * us) / total, 1).padStart(5)}%  ${k}`)
      .join('\n')
  return `by package:\n${list(byPackage)}\n\nby function (self):\n${list(byFunction)}\n`
}

async function main() {
  const seconds = Number(process.argv[2] ?? 4)
  const profileMatch = process.argv[3]
  const data = tempDir('acp-cpu-')
  const bench = await openBenchDatabase(process.env.DATABASE_URL, data.dir)
  await migrate(bench.database)
  const fileStore = new LocalFileStore(path.join(data.dir, 'files'))
  const summary = await seed(bench.database, { fileStore })
  const config = {
    ...readConfig({ NODE_ENV: 'production', SIGN_IN_STANDIN: '1', DATA_DIR: data.dir }),
    staticDir: undefined,
  }
  const app = createApp({
    db: bench.database.db,
    config,
    logger: createLogger(process.env.LOG_LEVEL === 'error' ? 'error' : 'silent'),
    fileStore,
  })
  let served = 0
  const server = await listen((request) => {
    served++
    return app.fetch(request)
  })
  try {
    const agencyId = summary.agencyIds['Bayside Rentals'] as number
    const cookie = await signIn(server.url, { username: 'pm.vic', password: DEMO_PASSWORD, stateCode: 'VIC', agencyId })
    const headers = { ...BROWSER, cookie }
    const list = (await (await fetch(`${server.url}/v1/portfolio`, { headers })).json()) as {
      data: { items: { compliancePropertyId: number }[] }
    }
    const first = list.data.items[0]?.compliancePropertyId
    const only = process.env.ONLY?.split(',')
    const paths = ['/v1/auth/session', `/v1/property/${first}`, '/v1/portfolio', ...DASHBOARD_CALLS].filter(
      (p) => !only || only.some((o) => p.includes(o)),
    )
    const rows: string[][] = []
    for (const p of paths) {
      const url = `${server.url}${p}`
      // The previous load's last responses may still be on their way: let them land before recording.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const { result, statements } = await bench.record(() => fetch(url, { headers }))
      const bytes = (await result.arrayBuffer()).byteLength
      if (result.status !== 200) throw new Error(`${p} answered ${result.status}`)
      if (process.env.SHOW_SQL) {
        process.stdout.write(
          `\n${p}:\n${statements.map((s) => `  ${s.text.replace(/\s+/g, ' ').slice(0, 300)}`).join('\n')}\n`,
        )
      }
      if (process.env.EXPLAIN) {
        for (const statement of statements) {
          const plan = await explain(bench.query, statement)
          process.stdout.write(
            `  ${statement.text.replace(/\s+/g, ' ').slice(0, 120)}\n    execution ${fixed(plan.executionMs, 2)} ms, planning ${fixed(plan.planningMs, 2)} ms; hottest ${plan.hottest}\n${plan.tree.map((line) => `      ${line}`).join('\n')}\n`,
          )
        }
      }
      const profiling = profileMatch !== undefined && p.includes(profileMatch)
      const inspector = profiling ? new Session() : undefined
      if (inspector) {
        inspector.connect()
        await inspector.post('Profiler.enable')
        await inspector.post('Profiler.start')
      }
      const cpu = process.cpuUsage()
      const count = served
      const load = await measure(url, { connections: 10, duration: seconds, warmup: 1, headers })
      const used = process.cpuUsage(cpu)
      const requests = served - count
      if (inspector) {
        const { profile } = (await inspector.post('Profiler.stop')) as { profile: Profile }
        const file = path.resolve(`.tmp/cpu-${p.replaceAll('/', '_')}.cpuprofile`)
        writeFileSync(file, JSON.stringify(profile))
        process.stdout.write(`\nProfile of ${p} (${file}):\n${summarizeProfile(profile)}\n`)
        inspector.disconnect()
      }
      rows.push([
        `GET ${p}`,
        String(statements.length),
        String(bytes),
        fixed((used.user + used.system) / 1000 / requests, 2),
        fixed(load.rps, 0),
        fixed(load.p95, 1),
      ])
    }
    printTable(
      [
        { title: 'endpoint' },
        { title: 'queries', align: 'right' },
        { title: 'bytes', align: 'right' },
        { title: 'CPU ms/req', align: 'right' },
        { title: 'req/s', align: 'right' },
        { title: 'p95 ms', align: 'right' },
      ],
      rows,
    )
  } finally {
    await server.close()
    await bench.close()
    await data.remove()
    await cleanupAll()
  }
}

await main()
