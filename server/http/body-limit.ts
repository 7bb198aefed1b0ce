import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { EMAIL_IMAGE_MAX_BYTES, EMAIL_TEXTS } from '../../src/contract/email.ts'
import { fail } from './envelope.ts'

/** JSON and form bodies: the largest real one (a tenancy with its occupants) is a few kB. */
export const MAX_BODY_BYTES = 1024 * 1024
export const BODY_TOO_LARGE = 'The request is too large'

/**
 * Uploads stream their file to the store with their own 20 MB limit (server/uploads/receive-upload.ts),
 * counted as the bytes arrive: they are left to it. Only multipart bodies are: any other body to these paths is
 * read whole before the handler (the idempotency check hashes it), so it keeps the 1 MB limit.
 */
const UPLOAD_ROUTES = [
  /^\/v1\/(property|integrated-property)\/[^/]+\/documents$/,
  /^\/v1\/reported-findings\/temporary-document$/,
]

export const isMultipart = (contentType: string | undefined) => /^multipart\/form-data/i.test(contentType ?? '')

const limited = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, BODY_TOO_LARGE) })
/** The email editor's image (at most 2MB, server/routes/email-image.ts) with room for its multipart framing. */
const IMAGE_ROUTE = '/v1/misc/image/upload'
const imageLimited = bodyLimit({
  maxSize: EMAIL_IMAGE_MAX_BYTES + 64 * 1024,
  onError: (c) => fail(c, 413, EMAIL_TEXTS.imageTooLarge),
})

/**
 * Every other body is refused past MAX_BODY_BYTES before a handler reads it: at once when its
 * Content-Length says so, else as soon as that much has arrived (chunked), never read whole.
 */
export const limitBodies: MiddlewareHandler = (c, next) => {
  // Reads carry no body that anything reads; asking for one would build a web Request on every read (issue 16).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  const isUpload =
    c.req.method === 'POST' &&
    isMultipart(c.req.header('content-type')) &&
    UPLOAD_ROUTES.some((route) => route.test(c.req.path))
  if (c.req.method === 'PUT' && c.req.path === IMAGE_ROUTE) return imageLimited(c, next)
  return isUpload ? next() : limited(c, next)
}
