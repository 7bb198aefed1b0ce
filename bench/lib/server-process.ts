import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defer } from './cleanup.ts'

export type ServerProcess = { url: string; workers: number; pid: number; close: () => Promise<void> }

const root = fileURLToPath(new URL('../../', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * The server as `npm start` runs it (`tsx server/main.ts`: with DATABASE_URL one worker per core behind a
 * primary that migrated and seeded first), on an already seeded database, with silent logs. Resolves once
 * every worker listens; close sends SIGTERM (the graceful shutdown) and waits for the exit.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs its signing key given; the database is seeded already (SEED_DEMO_DATA stays off).
      SIGN_IN_TOKEN_SECRET: 'bench-server-secret-0123456789abcdef01234',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = defer(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    }
  })
  let output = ''
  const workers = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      // main.ts prints the banner once every worker listens, with the worker count.
      const ready = /running at http:\/\/\S+ \((\d+) worker|running at http:\/\/\S+/.exec(output)
      if (ready) resolve(Number(ready[1] ?? 1))
    })
    child.once('exit', (code) => reject(new Error(`server/main.ts exited with ${code} before listening:\n${output}`)))
  }).catch(async (error) => {
    await close()
    throw error
  })
  child.stdout.resume()
  return { url: `http://127.0.0.1:${port}`, workers, pid: child.pid ?? 0, close }
}
