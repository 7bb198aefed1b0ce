import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS_PER_ADDRESS, MAX_ATTEMPTS_PER_USER_AND_ADDRESS } from '../../server/auth/rate-limit.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 2 })
})
afterAll(() => t.close())

/** A stand-in sign-in posted from a given address (the node server's socket, as getConnInfo reads it). */
const signInFrom = (address: string, username: string, password: string, state = 'vic') =>
  t.app.request(
    `http://localhost/standin/${state}/sign-in`,
    {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username,
        password,
        redirect_url: 'http://localhost/auth/callback',
        state: 'Lw',
      }).toString(),
    },
    { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } },
  )

describe('sign-in rate limit (issue 13, defect 4)', () => {
  it('checks at most the limit of parallel guesses: the rest are refused before any password check', async () => {
    const burst = () =>
      Promise.all(Array.from({ length: 30 }, (_, i) => signInFrom('203.0.113.7', 'pm.vic', `guess-${i}`)))
    const statuses = [...(await burst()), ...(await burst())].map((r) => r.status)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    // 401 is "wrong password": only those reached the password check, over both bursts together.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_USER_AND_ADDRESS)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(60 - MAX_ATTEMPTS_PER_USER_AND_ADDRESS)
  })

  it("does not let a stranger's guesses lock the user out at the user's own address", async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_USER_AND_ADDRESS + 3; i++)
      await signInFrom('198.51.100.9', 'master', `x${i}`, 'nsw')
    expect((await signInFrom('198.51.100.9', 'master', 'demo1234', 'nsw')).status).toBe(429)
    expect((await signInFrom('192.0.2.44', 'master', 'demo1234', 'nsw')).status).toBe(303)
  })

  it('limits one address guessing at many users, more loosely', async () => {
    const address = '198.51.100.200'
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS; i++) {
      expect((await signInFrom(address, `nobody-${i}`, 'wrong')).status).toBe(401)
    }
    expect((await signInFrom(address, 'someone-else', 'wrong')).status).toBe(429)
    expect((await signInFrom(address, 'multi', 'demo1234')).status).toBe(429)
  })

  it('forgets the failures of a user who then signs in from that address', async () => {
    const address = '192.0.2.80'
    for (let i = 0; i < MAX_ATTEMPTS_PER_USER_AND_ADDRESS - 1; i++) await signInFrom(address, 'multi', `nope${i}`)
    expect((await signInFrom(address, 'multi', 'demo1234')).status).toBe(303)
    for (let i = 0; i < MAX_ATTEMPTS_PER_USER_AND_ADDRESS; i++) {
      expect((await signInFrom(address, 'multi', `again${i}`)).status).toBe(401)
    }
  })
})
