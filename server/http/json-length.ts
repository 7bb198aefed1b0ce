import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** As hono/compress: smaller answers are not worth compressing. */
const THRESHOLD = 1024
/** Up to this size gzip runs inline (tens of microseconds); larger answers go to the thread pool. */
const INLINE_LIMIT = 64 * 1024
const gzip = promisify(zlib.gzip)
const deflate = promisify(zlib.deflate)

/** gzip or deflate as the client asks (q-values honoured, gzip first on a tie), as hono/compress picks. */
function encodingFor(c: Context): 'gzip' | 'deflate' | undefined {
  const header = c.req.header('accept-encoding')
  if (!header) return undefined
  const accepts = parseAccept(header)
  const wildcard = accepts.find((a) => a.type === '*')?.q
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0
    if (q === 1) return encoding
    if (q > 0 && (!best || q > best.q)) best = { encoding, q }
  }
  return best?.encoding
}

function compressed(body: Uint8Array, encoding: 'gzip' | 'deflate'): Uint8Array | Promise<Uint8Array> {
  if (body.byteLength <= INLINE_LIMIT) return encoding === 'gzip' ? zlib.gzipSync(body) : zlib.deflateSync(body)
  return encoding === 'gzip' ? gzip(body) : deflate(body)
}

const JSON_TYPE = 'application/json'

/** The JSON of an answer built here, which may already be compressed (jsonAnswer): for storing it (idempotency). */
export async function jsonOfAnswer(res: Response): Promise<unknown> {
  const bytes = Buffer.from(await res.clone().arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  const text = encoding === 'gzip' ? zlib.gunzipSync(bytes) : encoding === 'deflate' ? zlib.inflateSync(bytes) : bytes
  return JSON.parse(text.toString('utf8'))
}

/**
 * The envelope's JSON answer, ready to send: its length, and gzip (or deflate) over 1 KB when the client
 * takes it. Built here from the string, the answer stays a plain body that @hono/node-server writes out
 * as it is, instead of jsonLength reading it back through a web Response and stream after the route
 * (that, and a second Response, were a tenth of a small signed-in request's CPU; issue 16). No route sets
 * no-transform on an envelope. Answers over INLINE_LIMIT are left to jsonLength, which compresses them
 * off this thread.
 */
export function jsonAnswer(c: Context, payload: unknown, status: ContentfulStatusCode) {
  const text = JSON.stringify(payload)
  const length = Buffer.byteLength(text)
  if (length < THRESHOLD) return c.body(text, status, { 'content-type': JSON_TYPE, 'content-length': String(length) })
  if (length > INLINE_LIMIT) return c.body(text, status, { 'content-type': JSON_TYPE })
  const encoding = c.req.method === 'HEAD' ? undefined : encodingFor(c)
  if (!encoding) {
    return c.body(text, status, {
      'content-type': JSON_TYPE,
      vary: 'Accept-Encoding',
      'content-length': String(length),
    })
  }
  const body = new Uint8Array(encoding === 'gzip' ? zlib.gzipSync(text) : zlib.deflateSync(text))
  return c.body(body, status, {
    'content-type': JSON_TYPE,
    vary: 'Accept-Encoding',
    'content-encoding': encoding,
    'content-length': String(body.byteLength),
  })
}

/**
 * The fallback for JSON answers not built by jsonAnswer (health checks, idempotent replays, answers over
 * INLINE_LIMIT). JSON answers are built in memory but carry no Content-Length, so hono/compress cannot see that most
 * are tiny and gzips them all; measured, that cost 80% of throughput on small answers (bench/README.md).
 * Here they get their length, and those over 1 KB are compressed here in one call instead of through a
 * CompressionStream (a web stream per answer: most of a small answer's compression cost, issue 16). The
 * same encodings, threshold and Vary as hono/compress, which then leaves them alone (and still handles
 * every other type).
 */
export const jsonLength: MiddlewareHandler = async (c, next) => {
  await next()
  const type = c.res.headers.get('content-type') ?? ''
  if (!type.startsWith('application/json') || c.res.headers.has('content-length') || !c.res.body) return
  if (c.res.headers.has('content-encoding')) return
  let body = new Uint8Array(await c.res.arrayBuffer())
  const res = new Response(body, c.res)
  if (body.byteLength >= THRESHOLD && c.req.method !== 'HEAD' && c.res.status !== 206) {
    const vary = res.headers.get('vary')
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    const encoding = encodingFor(c)
    if (encoding && !/(?:^|,)\s*?no-transform\s*?(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) {
      body = new Uint8Array(await compressed(body, encoding))
      res.headers.set('content-encoding', encoding)
      c.res = undefined
      c.res = new Response(body, res)
      c.res.headers.set('content-length', String(body.byteLength))
      return
    }
  }
  res.headers.set('content-length', String(body.byteLength))
  c.res = undefined
  c.res = res
}
