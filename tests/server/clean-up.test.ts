import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, sessions, signInAttempts, temporaryDocuments } from '../../server/db/schema/index.ts'
import { cleanUpExpiredRecords } from '../../server/jobs/clean-up.ts'
import { form, pdf, storedFiles } from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// The scheduled sweep that replaced the inline ones on hot paths (every write, sign-in and wizard upload).
let t: TestApp
let vic: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 2 })
  vic = await t.signIn('pm.vic', 'VIC')
})
afterAll(() => t.close())

const rows = async () => ({
  sessions: (await t.db.select({ n: count() }).from(sessions))[0]?.n ?? 0,
  idempotencyKeys: (await t.db.select({ n: count() }).from(idempotencyKeys))[0]?.n ?? 0,
  signInAttempts: (await t.db.select({ n: count() }).from(signInAttempts))[0]?.n ?? 0,
  temporaryDocuments: (await t.db.select({ n: count() }).from(temporaryDocuments))[0]?.n ?? 0,
})

describe('the clean-up job', () => {
  it('keeps what is still live, then sweeps each kind once it has run out, files included', async () => {
    // One of each: a session (signed in), a write's key, a sign-in attempt, a wizard's unclaimed upload.
    const upload = await t.request('/v1/reported-findings/temporary-document', {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: vic, 'Idempotency-Key': 'clean-up-test-key-1' },
      body: form([pdf('abandoned.pdf')]),
    })
    expect(upload.status).toBe(201)
    const wrongPassword = await t.request('/standin/vic/sign-in', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'pm.vic',
        password: 'not-it',
        redirect_url: 'http://localhost/auth/callback',
      }).toString(),
    })
    expect(wrongPassword.status).toBe(401)
    const before = await rows()
    for (const n of Object.values(before)) expect(n).toBeGreaterThan(0)
    const filesBefore = storedFiles(t).length

    expect(await cleanUpExpiredRecords(t.db, t.fileStore)).toEqual({
      sessions: 0,
      idempotencyKeys: 0,
      signInAttempts: 0,
      temporaryDocuments: 0,
    })
    expect(await rows()).toEqual(before)

    const twoDaysLater = Date.now() + 2 * 24 * 3600_000
    expect(await cleanUpExpiredRecords(t.db, t.fileStore, twoDaysLater)).toEqual(before)
    expect(await rows()).toEqual({ sessions: 0, idempotencyKeys: 0, signInAttempts: 0, temporaryDocuments: 0 })
    expect(storedFiles(t).length).toBe(filesBefore - 1)
  })
})
