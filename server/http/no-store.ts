import type { MiddlewareHandler } from 'hono'

/**
 * API answers are one user's data: neither the browser's HTTP cache nor a proxy may keep them (the app
 * keeps its own copy, scoped to the user). A route that chose its own policy (files, PDFs with an
 * ETag, exports) keeps it.
 */
export const privateNoStore: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store')
}
