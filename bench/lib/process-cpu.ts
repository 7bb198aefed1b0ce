import { readdirSync, readFileSync } from 'node:fs'

/** Linux's USER_HZ: /proc's CPU times are in these ticks (100 on every Linux build this runs on). */
const TICKS_PER_SECOND = 100

export type Stat = {
  pid: number
  ppid: number
  command: string
  cpuSeconds: number
  /** CPU of its children that ended and were waited for: a PostgreSQL backend's, once it ends, is its server's. */
  endedChildrenCpuSeconds: number
}

/** Fields of /proc/<pid>/stat after the command (which is in parentheses and may hold spaces). */
export function parseStat(text: string): Stat | undefined {
  const open = text.indexOf('(')
  const close = text.lastIndexOf(')')
  if (open < 0 || close < open) return undefined
  const rest = text.slice(close + 2).split(' ')
  // After the command: state (3), ppid (4), … utime (14), stime (15), cutime (16), cstime (17); rest[0] is field 3.
  const [utime, stime, cutime, cstime] = rest.slice(11, 15).map(Number) as [number, number, number, number]
  return {
    pid: Number(text.slice(0, open).trim()),
    ppid: Number(rest[1]),
    command: text.slice(open + 1, close),
    cpuSeconds: (utime + stime) / TICKS_PER_SECOND,
    endedChildrenCpuSeconds: (cutime + cstime) / TICKS_PER_SECOND,
  }
}

function processes(): Stat[] {
  const stats: Stat[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'))
      if (stat) stats.push(stat)
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats
}

/** CPU seconds so far of `pid` and everything it started (npm start's primary and its workers). */
export function treeCpuSeconds(pid: number, all: Stat[]): number {
  const children = new Map<number, Stat[]>()
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat])
  let total = 0
  const pending = all.filter((stat) => stat.pid === pid)
  for (let stat = pending.pop(); stat; stat = pending.pop()) {
    total += stat.cpuSeconds
    pending.push(...(children.get(stat.pid) ?? []))
  }
  return total
}

/**
 * CPU seconds so far of every PostgreSQL server on this machine: its live processes, and those that ended (a
 * backend of a closed connection, an autovacuum worker), whose CPU the kernel adds to the server's own process.
 */
export function postgresCpuSeconds(all: Stat[]): number {
  const postgres = all.filter((stat) => stat.command === 'postgres')
  const pids = new Set(postgres.map((stat) => stat.pid))
  return postgres.reduce(
    (sum, stat) => sum + stat.cpuSeconds + (pids.has(stat.ppid) ? 0 : stat.endedChildrenCpuSeconds),
    0,
  )
}

/** Whose CPU counts as the app's: a server process and its workers, or only this process (the app runs here). */
export type AppProcess = { pid: number; children: boolean }

/**
 * CPU used while `run` ran, by the app's processes and by PostgreSQL's, in seconds: where a request's CPU goes,
 * server or database, at full load (issue 16 goal 5). Linux only: elsewhere, undefined.
 */
export async function cpuWhile<T>(
  app: AppProcess,
  run: () => Promise<T>,
): Promise<{ result: T; cpu?: { app: number; postgres: number } }> {
  if (process.platform !== 'linux') return { result: await run() }
  const appSeconds = (all: Stat[]) =>
    app.children ? treeCpuSeconds(app.pid, all) : (all.find((stat) => stat.pid === app.pid)?.cpuSeconds ?? 0)
  const before = processes()
  const result = await run()
  const after = processes()
  return {
    result,
    cpu: {
      app: appSeconds(after) - appSeconds(before),
      postgres: postgresCpuSeconds(after) - postgresCpuSeconds(before),
    },
  }
}
