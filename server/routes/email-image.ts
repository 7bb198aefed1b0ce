import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  EMAIL_IMAGE_ID,
  EMAIL_IMAGE_MAX_BYTES,
  EMAIL_TEXTS,
  type EmailImageType,
  emailImagePath,
  IMAGE_NOT_FOUND,
  IMAGE_REQUIRED,
  IMAGE_TYPE_NOT_ALLOWED,
  type UploadedImage,
} from '../../src/contract/email.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { emailImages, files } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { HttpError, notFound, ValidationFailed } from '../http/errors.ts'

/** The type an image's first bytes say it is; the name and declared type are the client's word only. */
export function imageTypeOf(head: Uint8Array): EmailImageType | null {
  const starts = (magic: number[], at = 0) => magic.every((byte, i) => head[at + i] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'image/gif'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/**
 * PUT /v1/misc/image/upload (the email editor's images, §5, §7) and GET /v1/misc/image/{id}: at most 2MB,
 * PNG, JPEG, GIF or WebP by their bytes, stored in the FileStore and served to the agency that uploaded them
 * with the checked type and nosniff (never an SVG or HTML that a browser would run).
 */
export function emailImageRoutes({ db, fileStore }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.put('/image/upload', async (c) => {
    const session = currentSession(c)
    const form = await c.req.parseBody().catch(() => {
      throw new ValidationFailed({ file: [IMAGE_REQUIRED] })
    })
    const file = form.file
    if (!(file instanceof File)) throw new ValidationFailed({ file: [IMAGE_REQUIRED] })
    if (file.size > EMAIL_IMAGE_MAX_BYTES)
      throw new HttpError(413, EMAIL_TEXTS.imageTooLarge, { file: [EMAIL_TEXTS.imageTooLarge] })
    const bytes = new Uint8Array(await file.arrayBuffer())
    const contentType = imageTypeOf(bytes.subarray(0, 16))
    if (!contentType) throw new ValidationFailed({ file: [IMAGE_TYPE_NOT_ALLOWED] })
    const stored = await fileStore.put(bytes, { maxBytes: EMAIL_IMAGE_MAX_BYTES })
    // Not c.set('uploadContentHash'): the idempotency middleware re-hashes a resend with the documents'
    // upload rules, which refused this body; a resend under the same key gets the first answer back.
    const id = randomUUID()
    await db.transaction(async (tx) => {
      await tx.insert(files).values({
        id,
        storageKey: stored.storageKey,
        originalName: `image.${contentType.split('/')[1]}`,
        contentType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        uploadedByUserId: session.userId,
      })
      await tx.insert(emailImages).values({ fileId: id, agencyId: session.agencyId, uploadedByUserId: session.userId })
    })
    const answer: UploadedImage = { id, public_url: emailImagePath(id), contentType, size: stored.sizeBytes }
    return ok(c, answer)
  })

  app.get('/image/:id', async (c) => {
    const session = currentSession(c)
    const id = c.req.param('id').toLowerCase()
    if (!EMAIL_IMAGE_ID.test(id)) throw notFound(IMAGE_NOT_FOUND)
    const [row] = await db
      .select({ file: files })
      .from(emailImages)
      .innerJoin(files, eq(files.id, emailImages.fileId))
      .where(and(eq(emailImages.fileId, id), eq(emailImages.agencyId, session.agencyId)))
    if (!row) throw notFound(IMAGE_NOT_FOUND)
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      fileStore
        .read(row.file.storageKey)
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve(Buffer.concat(chunks)))
        .on('error', reject)
    })
    c.header('Content-Type', row.file.contentType)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', 'private, max-age=86400')
    c.header('Content-Security-Policy', "default-src 'none'")
    return c.body(new Uint8Array(bytes))
  })

  return app
}
