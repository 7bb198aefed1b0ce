import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../../server/db/schema/index.ts'
import { type Endpoint, endpointsOf, MULTIPART_ROUTES, NO_INPUT_ROUTES, type Sessions } from './input-fuzz-endpoints.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/*
 * No input reaches the database unvalidated: every endpoint gets its valid request with one part spoiled
 * (a body field, a query parameter or a path id) by what PostgreSQL cannot take: NUL and unpaired
 * surrogates in text, numbers past its integer. The answer is never a 500; a 400 carries field errors.
 * First each part with each of those values, then random spoils from fast-check (bounded: the suite is shared).
 */

const RANDOM_RUNS = 12
/** FUZZ_SEED=<the seed a failure printed> replays that failure. */
const SEED = Number(process.env.FUZZ_SEED) || undefined
const NASTY_CHARS = ['\u0000', '\ud800', '\udfff']
const NASTY_NUMBERS = [2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, 1e300, -1, 0.5]
const NASTY_URL_VALUES = ['\u0000', '\ud800', '1e300', '99999999999', '2147483648', '2147483647', '-1', '0x10', '']

const nastyText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...NASTY_CHARS), fc.string({ maxLength: 6 }))
  .map(([a, b, c]) => a + b + c)
const nastyNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const nastyJson = fc.oneof(
  nastyText,
  nastyNumber,
  fc.array(fc.oneof(nastyText, nastyNumber), { minLength: 1, maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { minKeys: 1, maxKeys: 2 }),
)
const nastyUrlValue = fc.oneof(fc.constantFrom(...NASTY_URL_VALUES), nastyText, nastyNumber.map(String))

type Path = (string | number)[]
type Spoil =
  | { where: 'body'; path: Path; value: unknown }
  | { where: 'query' | 'params'; key: string; value: string }
  | { where: 'nowhere' }

/** Every place in a JSON value, the whole value ([]) included. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at]
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
  )
  return [at, ...children]
}

function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return replacement
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }
  ;(copy as Record<string | number, unknown>)[head] = withValueAt((value as never)[head], rest, replacement)
  return copy
}

/** encodeURIComponent, except that an unpaired surrogate goes as the raw (invalid UTF-8) bytes of one. */
function encodeLoose(text: string): string {
  return text
    .split(/[\ud800-\udfff]/)
    .map(encodeURIComponent)
    .join('%ED%A0%80')
}

function requestOf(e: Endpoint, spoil: Spoil) {
  const params = { ...e.params, ...(spoil.where === 'params' ? { [spoil.key]: spoil.value } : {}) }
  const query = { ...e.query, ...(spoil.where === 'query' ? { [spoil.key]: spoil.value } : {}) }
  const body = spoil.where === 'body' ? withValueAt(e.body, spoil.path, spoil.value) : e.body
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => encodeLoose(params[name] ?? ''))
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`)
    .join('&')
  const form = e.form && body && typeof body === 'object'
  const payload =
    body === undefined
      ? undefined
      : form
        ? new URLSearchParams(
            Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
          ).toString()
        : JSON.stringify(body)
  const type = form ? 'application/x-www-form-urlencoded' : 'application/json'
  return { url: `${path}${search ? `?${search}` : ''}`, payload, type }
}

/** Every part of the endpoint's request, each with each of the fixed bad values. */
function fixedSpoils(e: Endpoint): Spoil[] {
  const badJson = [...NASTY_CHARS.map((c) => `a${c}b`), 2 ** 31 - 1, 2 ** 31, 1e300]
  return [
    ...(e.body === undefined ? [] : pathsOf(e.body)).flatMap((path) =>
      badJson.map((value): Spoil => ({ where: 'body', path, value })),
    ),
    ...Object.keys(e.query ?? {}).flatMap((key) =>
      NASTY_URL_VALUES.map((value): Spoil => ({ where: 'query', key, value })),
    ),
    ...Object.keys(e.params ?? {}).flatMap((key) =>
      NASTY_URL_VALUES.map((value): Spoil => ({ where: 'params', key, value })),
    ),
  ]
}

function randomSpoil(e: Endpoint): fc.Arbitrary<Spoil> {
  const kinds: fc.Arbitrary<Spoil>[] = []
  if (e.body !== undefined) {
    const path = fc.constantFrom(...pathsOf(e.body))
    kinds.push(fc.record({ where: fc.constant('body' as const), path, value: nastyJson }))
  }
  for (const where of ['query', 'params'] as const) {
    const keys = Object.keys(e[where] ?? {})
    if (keys.length)
      kinds.push(fc.record({ where: fc.constant(where), key: fc.constantFrom(...keys), value: nastyUrlValue }))
  }
  return fc.oneof(...kinds)
}

let t: TestApp
let sessions: Sessions
let endpoints: Endpoint[]
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  sessions = {
    vic: await t.signIn('pm.vic', 'VIC'),
    harbour: await t.signIn('master', 'NSW'),
    multi: await t.signIn('multi', 'VIC'),
    leaving: await t.signIn('pm.vic', 'VIC'),
  }
  const vicProperties = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0),
        eq(properties.isCancelled, false),
        eq(properties.isIntegrated, false),
      ),
    )
  endpoints = await endpointsOf(
    t,
    sessions,
    vicProperties.map((p) => p.id),
  )
})
afterAll(() => t.close())

/** Sends the endpoint's request with the spoil applied, as its user: the answer's status and text. */
async function sendSpoiled(e: Endpoint, spoil: Spoil) {
  const { url, payload, type } = requestOf(e, spoil)
  const res = await t.request(url, {
    method: e.method,
    headers: {
      Origin: 'http://localhost',
      ...(e.as === 'nobody' ? {} : { Cookie: sessions[e.as] }),
      ...(payload === undefined ? {} : { 'Content-Type': type }),
    },
    body: payload,
  })
  return { url, status: res.status, text: await res.text() }
}

/** The answer to one spoiled request, or what is wrong with it. */
async function problemOf(e: Endpoint, spoil: Spoil): Promise<string | null> {
  const { url, status, text } = await sendSpoiled(e, spoil)
  const what = `${e.method} ${url} ${spoil.where === 'body' ? `${spoil.path.join('.')}=${JSON.stringify(spoil.value)}` : ''}`
  if (status >= 500) return `${what} → ${status}`
  const failure = status >= 400 && text.startsWith('{') ? JSON.parse(text) : null
  if (status === 400 && failure && !failure.fieldErrors) return `${what} → 400 without fieldErrors`
  // Clients decide on codes, never on message text: every failure in the envelope carries one.
  if (failure && typeof failure.code !== 'string') return `${what} → ${status} without a code`
  return null
}

describe('bad text and numbers in any input', () => {
  it('are tried on every route of the app that takes input', () => {
    const routes = new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))
    const tried = new Set([...endpoints.map((e) => `${e.method} ${e.path}`), ...NO_INPUT_ROUTES, ...MULTIPART_ROUTES])
    expect([...routes].filter((route) => !tried.has(route))).toEqual([])
  })

  it('never answer 500, at every part of every endpoint', { timeout: 240_000 }, async () => {
    const problems: string[] = []
    for (const e of endpoints) {
      for (const spoil of fixedSpoils(e)) {
        const problem = await problemOf(e, spoil)
        if (problem) problems.push(problem)
      }
    }
    expect(problems).toEqual([])
  })

  it('never answer 500 to random spoils (fast-check)', { timeout: 240_000 }, async () => {
    const problems: string[] = []
    for (const e of endpoints) {
      let found: string | null = null
      const result = await fc.check(
        fc.asyncProperty(randomSpoil(e), async (spoil) => {
          const problem = await problemOf(e, spoil)
          found ??= problem
          return problem === null
        }),
        { numRuns: RANDOM_RUNS, ...(SEED ? { seed: SEED } : {}) },
      )
      if (result.failed)
        problems.push(`${found ?? `${e.method} ${e.path}: ${result.errorInstance}`} (seed ${result.seed})`)
    }
    expect(problems).toEqual([])
  })
})

describe('a missing field', () => {
  /** valibot's own wording ("Invalid key: Expected …"), which no user should read. */
  const INTERNAL = /^Invalid (key|type): /

  it("is refused with the field's own message, at every body field and query parameter", {
    timeout: 240_000,
  }, async () => {
    const problems: string[] = []
    for (const e of endpoints) {
      const body = e.body !== null && typeof e.body === 'object' && !Array.isArray(e.body) ? e.body : undefined
      const without: { what: string; endpoint: Endpoint }[] = [
        ...Object.keys(body ?? {}).map((key) => {
          const { [key]: _, ...rest } = body as Record<string, unknown>
          return { what: `body ${key}`, endpoint: { ...e, body: rest } }
        }),
        ...Object.keys(e.query ?? {}).map((key) => {
          const { [key]: _, ...rest } = e.query ?? {}
          return { what: `query ${key}`, endpoint: { ...e, query: rest } }
        }),
      ]
      for (const { what, endpoint } of without) {
        const { status, text } = await sendSpoiled(endpoint, { where: 'nowhere' })
        const failure = status === 400 && text.startsWith('{') ? JSON.parse(text) : null
        const messages = Object.values((failure?.fieldErrors ?? {}) as Record<string, string[]>).flat()
        const internal = messages.filter((m) => INTERNAL.test(m))
        if (internal.length) problems.push(`${e.method} ${e.path} without ${what}: ${internal.join('; ')}`)
      }
    }
    expect(problems).toEqual([])
  })
})
