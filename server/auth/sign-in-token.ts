import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'

/** What a state's sign-in vouches for. Compact HS256 JWS, so a real compliance system can issue the same. */
const ClaimsSchema = v.object({
  jti: v.string(),
  sub: v.number(),
  stateId: v.number(),
  exp: v.number(),
  /** Set when a support user started an impersonated session: their own user id. */
  impersonatedBy: v.optional(v.number()),
  /** The compliance system's own session id, shown on error pages for support. */
  sid: v.optional(v.string()),
})
export type SignInClaims = v.InferOutput<typeof ClaimsSchema>

export const SIGN_IN_TOKEN_TTL_SECONDS = 120

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export function signSignInToken(
  claims: Omit<SignInClaims, 'jti' | 'exp'>,
  key: Buffer,
  now = Date.now(),
): { token: string; claims: SignInClaims } {
  const full: SignInClaims = { ...claims, jti: randomUUID(), exp: Math.floor(now / 1000) + SIGN_IN_TOKEN_TTL_SECONDS }
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = b64url(JSON.stringify(full))
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url')
  return { token: `${header}.${payload}.${signature}`, claims: full }
}

/** The claims of a well-signed, unexpired token, or null. Single use is checked against the database. */
export function verifySignInToken(token: string, key: Buffer, now = Date.now()): SignInClaims | null {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return null
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    if (head?.alg !== 'HS256') return null
    const claims = v.parse(ClaimsSchema, JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return claims.exp * 1000 > now ? claims : null
  } catch {
    return null
  }
}

/** The state a token claims to come from, read before verifying so the right state's key is used. */
export function unverifiedStateId(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload?.stateId === 'number' ? payload.stateId : undefined
  } catch {
    return undefined
  }
}
