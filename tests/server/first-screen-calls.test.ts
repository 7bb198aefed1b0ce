import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CALLS_MESSAGE,
  type FirstScreenAnswer,
  firstScreenCallsUrl,
  MAX_FIRST_SCREEN_CALLS,
} from '../../server/http/first-screen-calls.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// GET /v1/first-screen: a first visit's first calls in one request, each answered as if asked on its own.

let t: TestApp
let vic: string // pm.vic at Bayside Rentals
let nsw: string // master at Harbour & Co Property
let baysideProperty: number
let harbourProperty: number

const firstPropertyOf = async (cookie: string) =>
  (
    (await (await t.call('/v1/portfolio?page-size=1', { cookie })).json()) as {
      data: { items: { compliancePropertyId: number }[] }
    }
  ).data.items[0]?.compliancePropertyId ?? Number.NaN

beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 5 })
  vic = await t.signIn('pm.vic', 'VIC')
  nsw = await t.signIn('master', 'NSW')
  baysideProperty = await firstPropertyOf(vic)
  harbourProperty = await firstPropertyOf(nsw)
})
afterAll(() => t.close())

async function batch(calls: string[], cookie?: string) {
  const res = await t.call(firstScreenCallsUrl(calls), { cookie })
  const body = await res.json()
  return { res, body, answers: (body.data?.answers ?? []) as FirstScreenAnswer[] }
}

const parsed = (text: string) => (text === '' ? null : JSON.parse(text))

/** What the call answers on its own: its status and its envelope (none for a 204). */
async function alone(call: string, cookie?: string) {
  const res = await t.call(call, { cookie })
  return { status: res.status, body: parsed(await res.text()) }
}

describe('GET /v1/first-screen', () => {
  it('answers each call, in order, with the status and body it has on its own', async () => {
    const calls = [
      '/v1/auth/session-probe',
      '/v1/me/terms',
      '/v1/me/active-experiments',
      `/v1/property/${baysideProperty}`,
      `/v1/property/${baysideProperty}/contacts?landlords=true&occupants=true&propertyManagers=true`,
      '/v1/portfolio?page-size=25',
    ]
    const { res, answers } = await batch(calls, vic)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(answers.map((a) => a.call)).toEqual(calls)
    // The licence check answers 204 (nothing pending); the others 200.
    expect(answers.map((a) => a.status)).toEqual([200, 204, 200, 200, 200, 200])
    for (const answer of answers) {
      expect({ status: answer.status, body: parsed(answer.body) }, answer.call).toEqual(await alone(answer.call, vic))
    }
    expect(JSON.parse(answers[3]?.body ?? '').data.compliancePropertyId).toBe(baysideProperty)
  })

  it("reaches only the visitor's own agency: another agency's property is refused as it is on its own", async () => {
    const call = `/v1/property/${harbourProperty}`
    const { res, answers } = await batch([call], vic)
    expect(res.status).toBe(200)
    const own = await alone(call, vic)
    expect(own.status).toBe(403)
    expect({ status: answers[0]?.status, body: parsed(answers[0]?.body ?? '') }).toEqual(own)
    expect(answers[0]?.body).not.toContain('"address"')
  })

  it('signed out, answers the probe with nobody and every other call with 401', async () => {
    const { res, answers } = await batch(['/v1/auth/session-probe', '/v1/me/terms', '/v1/auth/systems'])
    expect(res.status).toBe(200)
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200])
    expect(JSON.parse(answers[0]?.body ?? '').data).toBeNull()
    expect(JSON.parse(answers[1]?.body ?? '').success).toBe(false)
  })

  it('refuses with 400 and the field error a list that is empty, too long or names anything but an API path', async () => {
    const many = Array.from({ length: MAX_FIRST_SCREEN_CALLS + 1 }, () => '/v1/me/terms')
    const wrong = [
      '/v1/first-screen',
      `/v1/first-screen?call=${encodeURIComponent(firstScreenCallsUrl(['/v1/me/terms']))}`,
      `${firstScreenCallsUrl(many)}`,
      firstScreenCallsUrl(['http://elsewhere.example/v1/me/terms']),
      firstScreenCallsUrl(['//elsewhere.example/v1/me/terms']),
      firstScreenCallsUrl(['/standin/vic/sign-in']),
      firstScreenCallsUrl(['/v1/me/terms#x']),
      firstScreenCallsUrl(['/v1/../health']),
      firstScreenCallsUrl(['/v1/me/terms', 'me/terms']),
    ]
    for (const address of wrong) {
      const res = await t.call(address, { cookie: vic })
      expect(res.status, address).toBe(400)
      expect((await res.json()).fieldErrors, address).toEqual({ call: [CALLS_MESSAGE] })
    }
  })
})
