import { execFile, spawn } from 'node:child_process'
import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { defer, tempDir } from './cleanup.ts'

const run = promisify(execFile)
const PG_ROOT = '/usr/lib/postgresql'

/** sh -c WATCHDOG <pid> <dir> <stop command…>: waits for <pid> to end, then stops the server and removes <dir>. */
const WATCHDOG =
  'pid=$0; dir=$1; shift; while kill -0 "$pid" 2>/dev/null; do sleep 1; done; "$@" >/dev/null 2>&1; rm -rf "$dir"'

export type PostgresServer = { url: string; version: string; close: () => Promise<void> }

/** Debian's newest installed server binaries (/usr/lib/postgresql/<major>/bin), if any. */
function findBinaries(): { bin: string; version: string } | undefined {
  if (!existsSync(PG_ROOT)) return undefined
  const majors = readdirSync(PG_ROOT)
    .filter((name) => existsSync(path.join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  const version = majors[0]
  return version ? { bin: path.join(PG_ROOT, version, 'bin'), version } : undefined
}

/** `preferred` when nothing listens there, else any free port the OS hands out. */
function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = net.createServer()
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : port))
      })
    })
  return tryListen(preferred).catch(() => tryListen(0))
}

/**
 * A throwaway PostgreSQL server in a temp dir, stopped and removed at close (or at cleanupAll after a
 * failure or Ctrl-C). PostgreSQL refuses to run as root, so as root the binaries run as `postgres`.
 * Returns undefined when no server binaries are installed.
 */
export async function startThrowawayPostgres(preferredPort = 55440): Promise<PostgresServer | undefined> {
  const found = findBinaries()
  if (!found) return undefined
  const asRoot = process.getuid?.() === 0
  const command = (tool: string, args: string[]): [string, string[]] => {
    const file = path.join(found.bin, tool)
    return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  }
  const as = (tool: string, ...args: string[]) => run(...command(tool, args))
  const home = tempDir('acp-bench-pg-')
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    chownSync(home.dir, Number(stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()))
  }
  const data = path.join(home.dir, 'data')
  const log = path.join(home.dir, 'log')
  const port = await freePort(preferredPort)
  // C.UTF-8 spells out the collation (the portfolio sorts by text) instead of inheriting the shell's locale.
  await as('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync')
  const options = `-p ${port} -k ${home.dir} -c listen_addresses=127.0.0.1`
  // When this process dies without cleaning up (an uncaught error, or tsx's SIGKILL after an unanswered
  // Ctrl-C), a watchdog in its own session stops the server and removes the dir.
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop']
  const watchdog = spawn('sh', ['-c', WATCHDOG, String(process.pid), home.dir, ...command('pg_ctl', stopArgs).flat()], {
    detached: true,
    stdio: 'ignore',
  })
  watchdog.unref()
  const stop = defer(async () => {
    // Tolerates a server that never started or is already down; the dir goes either way.
    await as('pg_ctl', ...stopArgs).catch(() => undefined)
    await home.remove()
    watchdog.kill()
  })
  try {
    await as('pg_ctl', '-D', data, '-l', log, '-o', options, '-w', 'start')
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''
    await stop()
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${tail}`)
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: found.version, close: stop }
}
