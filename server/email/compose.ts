import { randomUUID } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import { inArray } from 'drizzle-orm'
import MailComposer from 'nodemailer/lib/mail-composer'
import { emailImageIds, emailImagePath, emailPlainText } from '../../src/contract/email.ts'
import type { Db } from '../db/client.ts'
import { files } from '../db/schema/index.ts'
import type { FileStore } from '../storage/file-store.ts'
import { escapeHtml, sanitizeEmailHtml } from './sanitize.ts'

/** What an email says, before it is a MIME message. Text fields are text; `messageHtml` is the editor's HTML. */
export type EmailContent = {
  from: string
  replyTo: string | null
  to: string[]
  cc: string[]
  subject: string
  messageHtml: string
  footer: string
  /** The closing line under the message ("Sent by … of … via the Compliance Portal"). */
  signOff: string
}

const cidFor = (fileId: string) => `cid:${fileId}@compliance-portal`

/**
 * The HTML body, sanitised: the message (only allowed tags; only the agency's uploaded images) and the
 * footer and sign-off as escaped text. `imageSrc` is where images point (the product's URL or cid:).
 * The whole body is sanitised once more after assembly, so nothing from any field can add a script.
 */
export function emailHtml(content: EmailContent, imageSrc: (id: string) => string): string {
  const message = sanitizeEmailHtml(content.messageHtml, imageSrc)
  const footer = content.footer ? `<p>${escapeHtml(content.footer)}</p>` : ''
  const body = `<div>${message}${footer}<hr><p><small>${escapeHtml(content.signOff)}</small></p></div>`
  return sanitizeEmailHtml(body, imageSrc)
}

/** The plain-text part: the message as the counter counts it, then the footer and sign-off. */
export function emailText(content: EmailContent): string {
  return [emailPlainText(content.messageHtml), content.footer, '--', content.signOff].filter(Boolean).join('\n\n')
}

/** An email made ready to record, preview or send: its HTML (images at the product's URLs) and text parts. */
export type RenderedEmail = { html: string; text: string; imageFileIds: string[] }

/**
 * The body as the preview shows it and the record keeps it: images that are not the agency's uploaded
 * images (`allowedImageIds`) are dropped, the others point at the product's URL until the message is built.
 */
export function renderEmail(content: EmailContent, allowedImageIds: readonly string[]): RenderedEmail {
  const imageFileIds = emailImageIds(content.messageHtml).filter((id) => allowedImageIds.includes(id))
  const html = emailHtml(content, (id) => (imageFileIds.includes(id) ? emailImagePath(id) : ''))
  return { html, text: emailText(content), imageFileIds }
}

export type MessageParts = {
  from: string
  replyTo: string | null
  to: string[]
  cc: string[]
  subject: string
  html: string
  text: string
  imageFileIds: string[]
  /** Files attached as they are (a forwarded invoice's or quote's PDF), by their files.id. */
  attachmentFileIds: string[]
  messageId: string
  date: Date
}

export const newMessageId = () => `<${randomUUID()}@compliance-portal>`

/**
 * The RFC 5322 message, through nodemailer's composer: HTML and text alternatives, the uploaded images
 * inline (their product URLs become cid: references) read from the file store. The .eml download, the
 * delivered message and every retry are built here from the same parts.
 */
export async function buildMessage(db: Db, fileStore: FileStore, parts: MessageParts): Promise<Buffer> {
  const rows = parts.imageFileIds.length
    ? await db.select().from(files).where(inArray(files.id, parts.imageFileIds))
    : []
  const images = parts.imageFileIds.flatMap((id) => rows.filter((r) => r.id === id))
  const present = new Set(images.map((r) => r.id))
  const html = sanitizeEmailHtml(parts.html, (id) => (present.has(id) ? cidFor(id) : ''))
  const attachments = await Promise.all(
    images.map(async (file) => ({
      filename: `image-${file.id.slice(0, 8)}.${file.contentType.split('/')[1] ?? 'img'}`,
      content: await buffer(fileStore.read(file.storageKey)),
      contentType: file.contentType,
      cid: `${file.id}@compliance-portal`,
      contentDisposition: 'inline' as const,
    })),
  )
  const attachedRows = parts.attachmentFileIds.length
    ? await db.select().from(files).where(inArray(files.id, parts.attachmentFileIds))
    : []
  const attached = await Promise.all(
    attachedRows.map(async (file) => ({
      filename: file.originalName,
      content: await buffer(fileStore.read(file.storageKey)),
      contentType: file.contentType,
    })),
  )
  const composer = new MailComposer({
    from: parts.from,
    replyTo: parts.replyTo ?? undefined,
    to: parts.to,
    cc: parts.cc,
    subject: parts.subject,
    text: parts.text,
    // A text-only email (a forward) has no HTML alternative.
    html: parts.html ? html : undefined,
    attachments: [...attachments, ...attached],
    messageId: parts.messageId,
    date: parts.date,
  })
  return new Promise<Buffer>((resolve, reject) =>
    composer.compile().build((error, message) => (error ? reject(error) : resolve(message))),
  )
}
