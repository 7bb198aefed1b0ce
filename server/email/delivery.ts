import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sentEmails } from '../db/schema/index.ts'
import type { Logger } from '../http/logger.ts'
import type { JobOptions, JobQueue } from '../jobs/queue.ts'
import type { FileStore } from '../storage/file-store.ts'
import { buildMessage, type MessageParts, newMessageId } from './compose.ts'
import type { MailTransport } from './transport.ts'

export const SEND_EMAIL_JOB = 'send-email'

/** In production: 6 attempts over about half an hour (30 s, 1, 2, 4, 8 min…, at most 15 min apart). */
export const DEFAULT_EMAIL_RETRY: JobOptions = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 900,
  expireInSeconds: 120,
}

/** An email to record and send: who, what, to whom, the HTML and text parts and its inline images. */
export type QueuedEmail = Omit<MessageParts, 'messageId' | 'date'> & {
  agencyId: number
  sentByUserId: number | null
  kind: string
  subjectId: number | null
  propertyId: number | null
  noticeId: number | null
}

export type EmailDelivery = {
  transport: MailTransport
  /** Records the email as queued (in `db`, which may be the caller's transaction) and returns its id. */
  record(db: Db, email: QueuedEmail): Promise<{ id: number }>
  /** Hands recorded emails to the job queue (after the caller's transaction committed). */
  enqueue(ids: number[]): Promise<void>
  /** Starts the worker, and re-queues emails left queued without a job (a crash between commit and enqueue). */
  start(options?: { pollingIntervalSeconds?: number }): Promise<void>
}

/** One job id per email: enqueueing the same email twice adds one job. */
function jobIdOf(emailId: number): string {
  const hex = createHash('sha256').update(`sent-email:${emailId}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Records an email as queued (in `tx`, the caller's transaction); the job queue sends it after the commit. */
export async function recordOnly(tx: Db, email: QueuedEmail): Promise<{ id: number }> {
  const [row] = await tx
    .insert(sentEmails)
    .values({
      agencyId: email.agencyId,
      sentByUserId: email.sentByUserId,
      kind: email.kind,
      subjectId: email.subjectId,
      propertyId: email.propertyId,
      noticeId: email.noticeId,
      fromAddress: email.from,
      replyTo: email.replyTo,
      toAddresses: email.to,
      ccAddresses: email.cc,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html,
      inlineImageFileIds: email.imageFileIds,
      attachmentFileIds: email.attachmentFileIds,
      messageId: newMessageId(),
      state: 'queued',
    })
    .returning({ id: sentEmails.id })
  if (!row) throw new Error('sent_emails insert returned no row')
  return { id: row.id }
}

export function createEmailDelivery(deps: {
  db: Db
  fileStore: FileStore
  logger: Logger
  jobs: JobQueue | undefined
  transport: MailTransport
  retry?: JobOptions
}): EmailDelivery {
  const { db, fileStore, logger, jobs, transport } = deps
  const retry = deps.retry ?? DEFAULT_EMAIL_RETRY

  async function deliver(emailId: number, isLastAttempt: boolean) {
    const [row] = await db.select().from(sentEmails).where(eq(sentEmails.id, emailId))
    // Gone, or already sent by an earlier attempt whose completion was lost: nothing to do, never twice.
    if (row?.state !== 'queued') return
    const attempts = row.attempts + 1
    try {
      const raw = await buildMessage(db, fileStore, {
        from: row.fromAddress,
        replyTo: row.replyTo,
        to: row.toAddresses,
        cc: row.ccAddresses,
        subject: row.subject,
        html: row.bodyHtml ?? '',
        text: row.bodyText,
        imageFileIds: row.inlineImageFileIds,
        attachmentFileIds: row.attachmentFileIds,
        messageId: row.messageId ?? newMessageId(),
        date: row.createdAt,
      })
      await transport.deliver(raw, { from: row.fromAddress, to: [...row.toAddresses, ...row.ccAddresses] })
      await db
        .update(sentEmails)
        .set({ state: 'sent', attempts, lastError: null, sentAt: new Date() })
        .where(eq(sentEmails.id, emailId))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await db
        .update(sentEmails)
        .set({ state: isLastAttempt ? 'failed' : 'queued', attempts, lastError: reason.slice(0, 1000) })
        .where(eq(sentEmails.id, emailId))
      logger.warn('email delivery failed', { emailId, attempts, final: isLastAttempt, reason })
      throw error
    }
  }

  return {
    transport,
    record: recordOnly,
    async enqueue(ids) {
      // Without a running queue (an app built for a test of something else) the email stays recorded as queued.
      if (!jobs) return
      for (const id of ids) await jobs.send(SEND_EMAIL_JOB, { emailId: id }, { id: jobIdOf(id) })
    },
    async start(options = {}) {
      if (!jobs) throw new Error('email delivery needs the job queue')
      await jobs.define(SEND_EMAIL_JOB, retry)
      await jobs.work<{ emailId: number }>(
        SEND_EMAIL_JOB,
        (job) => deliver(job.data.emailId, job.retryCount >= job.retryLimit),
        options,
      )
      const waiting = await db
        .select({ id: sentEmails.id })
        .from(sentEmails)
        .where(and(eq(sentEmails.state, 'queued')))
      await this.enqueue(waiting.map((w) => w.id))
    },
  }
}
