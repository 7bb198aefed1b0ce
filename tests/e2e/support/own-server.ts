import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

/**
 * A server of the test's own (apart from the shared one Playwright starts), so a test can kill and restart it
 * mid-write. Same built app, its own fresh data directory, kept across restarts (the seed runs once).
 */
export class OwnServer {
  private child: ChildProcess | null = null
  private readonly dataDir: string

  constructor(readonly port: number) {
    this.dataDir = `.tmp/e2e-own-${port}`
    rmSync(this.dataDir, { recursive: true, force: true })
  }

  get url() {
    return `http://localhost:${this.port}`
  }

  async start() {
    this.child = spawn('npx', ['tsx', 'server/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        SIGN_IN_STANDIN: '1',
        // Fixed, so sign-in tokens issued before a restart still verify after it.
        SIGN_IN_TOKEN_SECRET: 'e2e-own-server-secret-0123456789abcdef',
        SEED_DEMO_DATA: '1',
        DATA_DIR: this.dataDir,
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    })
    const deadline = Date.now() + 180_000
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/v1/auth/systems`)).ok) return
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`server on ${this.port} did not start`)
  }

  /** As if the machine lost power: no graceful shutdown, requests in flight die with it. */
  async kill() {
    const child = this.child
    if (!child?.pid) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGKILL')
    await exited
    this.child = null
  }

  async stop() {
    await this.kill()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}
