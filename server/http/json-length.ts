import type { MiddlewareHandler } from 'hono'

/**
 * JSON answers are built in memory but carry no Content-Length, so the compressor cannot see that
 * most are tiny and gzips them all; measured, that cost 80% of throughput on small answers
 * (bench/README.md). Giving them their length lets it skip anything under its threshold.
 */
export const jsonLength: MiddlewareHandler = async (c, next) => {
  await next()
  const type = c.res.headers.get('content-type') ?? ''
  if (!type.startsWith('application/json') || c.res.headers.has('content-length') || !c.res.body) return
  const body = await c.res.arrayBuffer()
  const res = new Response(body, c.res)
  res.headers.set('content-length', String(body.byteLength))
  c.res = undefined
  c.res = res
}
