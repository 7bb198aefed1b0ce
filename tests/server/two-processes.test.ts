import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDF_BYTES } from './documents-helpers.ts'
import { startS3Server, type TestS3Server } from './file-store-s3-server.ts'

/*
 * The product as an agency group runs it: two server processes (as on two machines) on one PostgreSQL server
 * and one S3-compatible bucket, started at the same moment. PostgreSQL only (CI's second server pass).
 */
const url = process.env.DATABASE_URL
const root = path.resolve(import.meta.dirname, '../..')
const SECRET = 'two-processes-test-secret-0123456789abcdef'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const result = await client.query(statement)
  await client.end()
  return result
}

type Machine = { name: string; base: string; child: ChildProcess; dataDir: string }

async function startMachine(name: string, databaseUrl: string, s3: TestS3Server): Promise<Machine> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `acp-${name}-`))
  const { objectStore } = s3
  // One process per machine (node with tsx's loader, not the tsx CLI, which runs the server as its child): a
  // SIGKILL must kill the server itself, as a machine dying would.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SIGN_IN_STANDIN: '1',
      SIGN_IN_TOKEN_SECRET: SECRET,
      SEED_DEMO_DATA: '1',
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-app'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      S3_BUCKET: objectStore.bucket,
      S3_ENDPOINT: objectStore.endpoint ?? '',
      S3_REGION: objectStore.region,
      S3_ACCESS_KEY_ID: objectStore.credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: objectStore.credentials?.secretAccessKey ?? '',
    },
  })
  return { name, base: `http://127.0.0.1:${port}`, child, dataDir }
}

async function ready(machine: Machine, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (machine.child.exitCode !== null) throw new Error(`${machine.name} exited with ${machine.child.exitCode}`)
    if ((await fetch(`${machine.base}/readyz`).catch(() => null))?.ok) return
    await new Promise((wait) => setTimeout(wait, 250))
  }
  throw new Error(`${machine.name} did not become ready`)
}

/** A browser-like call to one machine: its own Origin on writes, the shared session cookie. */
const call = (machine: Machine, pathAndQuery: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${machine.base}${pathAndQuery}`, {
    ...init,
    headers: {
      ...(init.method && init.method !== 'GET' ? { Origin: machine.base } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.headers as Record<string, string>),
    },
    // A streamed body (the upload cut off mid-way) needs half-duplex.
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

async function signIn(machine: Machine, username: string): Promise<string> {
  const form = new URLSearchParams({
    username,
    password: 'demo1234',
    redirect_url: `${machine.base}/auth/callback`,
    state: 'Lw',
  })
  const standIn = await call(machine, '/standin/vic/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
  const params = new URL(standIn.headers.get('location') ?? '').searchParams
  const login = await call(machine, '/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      authToken: params.get('token'),
      complianceSystemSessionId: params.get('__acp_compliance_session_id'),
      isImpersonating: false,
      UNSAFE_originalComplianceUserId: null,
    }),
  })
  expect(login.status).toBe(200)
  return (login.headers.get('set-cookie') ?? '').split(';')[0] as string
}

const upload = (name: string) => {
  const form = new FormData()
  form.append('attributes', JSON.stringify({ documentType: 'OTHER', services: [{ code: 'SMOKE' }] }))
  form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), name)
  return form
}
type Doc = { id: string; name?: string; fileName?: string }
const documentsOf = async (machine: Machine, propertyId: number, cookie: string): Promise<Doc[]> =>
  (await (await call(machine, `/v1/property/${propertyId}/documents?page-size=100`, { cookie })).json()).data.items

describe.skipIf(!url)('two processes on one PostgreSQL server and one bucket', () => {
  const database = `acp_two_${randomUUID().replaceAll('-', '')}`
  const databaseUrl = Object.assign(new URL(url ?? 'postgres://localhost'), { pathname: `/${database}` }).toString()
  const query = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(statement, values)).rows
    } finally {
      await client.end()
    }
  }
  let s3: TestS3Server
  let a: Machine
  let b: Machine
  let cookie = ''
  let propertyId = 0
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`)
    s3 = await startS3Server()
    // The same moment: both migrate and one seeds, under the start-up lock, with no race between them.
    ;[a, b] = await Promise.all([startMachine('a', databaseUrl, s3), startMachine('b', databaseUrl, s3)])
    await Promise.all([ready(a), ready(b)])
    cookie = await signIn(a, 'pm.vic')
    const portfolio = await (await call(b, '/v1/portfolio?page-size=5', { cookie })).json()
    propertyId = portfolio.data.items[0].compliancePropertyId
  }, 300_000)
  afterAll(async () => {
    for (const machine of [a, b]) {
      machine?.child.kill('SIGKILL')
      if (machine) rmSync(machine.dataDir, { recursive: true, force: true })
    }
    await s3?.stop()
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  })

  it('both started together: each migration applied once, the demo data seeded once', async () => {
    const [migrations] = await query(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations',
    )
    const [agencies] = await query('SELECT count(*)::int AS n, count(DISTINCT name)::int AS d FROM agencies')
    expect(migrations.n).toBe(migrations.d)
    expect(agencies.n).toBeGreaterThan(0)
    expect(agencies.n).toBe(agencies.d)
  })

  it('a document uploaded through one is listed, read by range and deleted through the other', async () => {
    const created = await call(a, `/v1/property/${propertyId}/documents`, {
      method: 'POST',
      cookie,
      headers: { 'Idempotency-Key': `two-${randomUUID()}` },
      body: upload('from-a.pdf'),
    })
    expect(created.status).toBe(201)
    const doc = (await created.json()).data as Doc
    expect((await documentsOf(b, propertyId, cookie)).map((d) => d.id)).toContain(doc.id)
    const head = await call(b, `/v1/property/${propertyId}/documents/${doc.id}/file`, {
      cookie,
      headers: { Range: 'bytes=0-3' },
    })
    expect(head.status).toBe(206)
    expect(await head.text()).toBe('%PDF')
    const removed = await call(b, `/v1/property/${propertyId}/documents/${doc.id}`, { method: 'DELETE', cookie })
    expect(removed.ok).toBe(true)
    expect((await documentsOf(a, propertyId, cookie)).map((d) => d.id)).not.toContain(doc.id)
  })

  it('a job enqueued by one runs once: the email is sent by exactly one of them, once', async () => {
    const sent = await call(a, '/v1/notice/send-occupant-notification', {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `two-${randomUUID()}` },
      body: JSON.stringify({
        fromEmail: 'olivia.bennett@baysiderentals.com.au',
        toAddresses: ['tenant@example.com'],
        ccAddresses: [],
        message: '<p>Two machines, one email.</p>',
        propertyId,
      }),
    })
    expect(sent.status).toBe(200)
    const { emailId } = (await sent.json()).data
    let row: { state: string; attempts: number } | undefined
    for (let i = 0; i < 120 && row?.state !== 'sent'; i++) {
      await new Promise((wait) => setTimeout(wait, 500))
      ;[row] = await query('SELECT state, attempts FROM sent_emails WHERE id = $1', [emailId])
    }
    expect(row).toEqual({ state: 'sent', attempts: 1 })
  })

  it('an upload cut off when its process died is applied exactly once when the outbox replays it to the other', async () => {
    const key = `two-replay-${randomUUID()}`
    const boundary = 'two-processes-boundary'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="attributes"\r\n\r\n` +
        `${JSON.stringify({ documentType: 'OTHER', services: [{ code: 'SMOKE' }] })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="replayed.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    )
    // The first try: the head and the file's first bytes reach A, then A dies (as a machine would) mid-request.
    let cut: () => void = () => {}
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head)
        controller.enqueue(PDF_BYTES)
        cut = () => controller.error(new Error('connection lost'))
      },
    })
    const firstTry = call(a, `/v1/property/${propertyId}/documents`, {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Idempotency-Key': key },
      body: stalled,
    }).catch(() => null)
    // A has claimed the key (it is reading the file) before it dies: on a loaded machine that takes a while.
    let claimed = false
    for (let i = 0; i < 100 && !claimed; i++) {
      claimed = (await query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).length > 0
      if (!claimed) await new Promise((wait) => setTimeout(wait, 100))
    }
    expect(claimed).toBe(true)
    await new Promise((wait) => setTimeout(wait, 200))
    a.child.kill('SIGKILL')
    cut()
    expect(await firstTry).toBeNull()

    // The outbox replays to whichever machine answers: B. While A's claim has not run out, B says "in progress".
    let answer: Response | undefined
    let inProgress = 0
    const started = Date.now()
    while (Date.now() - started < 40_000) {
      answer = await call(b, `/v1/property/${propertyId}/documents`, {
        method: 'POST',
        cookie,
        headers: { 'Idempotency-Key': key },
        body: upload('replayed.pdf'),
      })
      if (answer.status !== 409) break
      expect((await answer.json()).code).toBe('IDEMPOTENCY_IN_PROGRESS')
      inProgress += 1
      await new Promise((wait) => setTimeout(wait, 1_000))
    }
    expect(answer?.status).toBe(201)
    // A's claim held until its lease ran out: the dead process's half-applied request was never run twice.
    expect(inProgress).toBeGreaterThan(0)
    // A second replay (the answer was lost too) gets the stored answer, not a second document.
    const again = await call(b, `/v1/property/${propertyId}/documents`, {
      method: 'POST',
      cookie,
      headers: { 'Idempotency-Key': key },
      body: upload('replayed.pdf'),
    })
    expect(again.status).toBe(201)
    const named = (await documentsOf(b, propertyId, cookie)).filter((d) =>
      (d.name ?? d.fileName ?? '').includes('replayed'),
    )
    expect(named).toHaveLength(1)
  }, 90_000)
})
