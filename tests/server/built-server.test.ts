import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Production runs `node dist-server/main.js` on production dependencies only (npm ci --omit=dev).
const root = path.resolve(import.meta.dirname, '../..')
const bundle = path.join(root, 'dist-server/main.js')
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

let child: ChildProcess
let base = ''
let dataDir = ''
beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' })
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'acp-built-'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, [bundle], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SIGN_IN_TOKEN_SECRET: 'built-server-test-secret-0123456789abc',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
    },
  })
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) return
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error('the built server did not become ready')
}, 120_000)
afterAll(() => {
  child?.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server built once for production', () => {
  it('starts with node on the bundle, migrates, and is ready', async () => {
    const res = await fetch(`${base}/readyz`)
    expect(await res.json()).toMatchObject({ status: 'ready' })
  })

  it('answers the API without the demo data (production never seeds by itself)', async () => {
    const res = await fetch(`${base}/v1/auth/session`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' })
  })

  it('imports only production dependencies and Node built-ins', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    const imported = new Set(
      [...readFileSync(bundle, 'utf8').matchAll(/^import .*? from "([^".][^"]*)";$/gm)]
        .map((m) => m[1] as string)
        .filter((name) => !name.startsWith('node:'))
        .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] as string))),
    )
    expect(imported.size).toBeGreaterThan(5)
    expect([...imported].filter((name) => !(name in pkg.dependencies))).toEqual([])
  })
})
