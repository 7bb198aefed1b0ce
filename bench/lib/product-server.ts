import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { projectRoot } from './build.ts'
import { defer } from './cleanup.ts'

/** A free port on 127.0.0.1, asked of the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The real product server (scripts/e2e-server.mjs: server/main.ts in production mode on a fresh seeded
 * embedded database, the sign-in stand-in on) serving the built client in `staticDir`, in its own process
 * group, so Lighthouse's work in this process never delays its answers and one signal ends it all.
 */
export async function startProductServer(staticDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'e2e-server.mjs')], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir },
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch {} // the group is gone already
  }
  // Whatever way this process ends, the server's whole group (npx, tsx, node) goes with it.
  const onExit = () => signal('SIGKILL')
  process.once('exit', onExit)
  const close = defer(async () => {
    process.off('exit', onExit)
    if (child.exitCode === null) {
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    // The data directory e2e-server.mjs made for this port.
    rmSync(path.join(projectRoot, '.tmp', `e2e-data-${port}`), { recursive: true, force: true })
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/v1/auth/systems`)).ok) return { url, close }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await close()
  throw new Error(`the product server on ${url} did not start`)
}
