import { and, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  EmailFormQuerySchema,
  EmailMessageBodySchema,
  type EmailPreview,
  EmailTypeParamSchema,
  type SentEmail,
  SentEmailQuerySchema,
  sendOccupantNotificationBodySchema,
} from '../../src/contract/email.ts'
import { todayInState } from '../../src/contract/states.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { totalColumn, totalOf } from '../db/page-total.ts'
import { inlineLimit } from '../db/prepared.ts'
import { agencyExperiments, sentEmails, users } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { buildMessage, newMessageId } from '../email/compose.ts'
import { recordOnly } from '../email/delivery.ts'
import { checkNotice, checkSender, occupantEmailContext, renderOccupantEmail } from '../email/occupant-notice.ts'
import { ok } from '../http/envelope.ts'
import { forbidden, HttpError } from '../http/errors.ts'
import { parseJsonBody, parseParam, parseQuery } from '../http/validate.ts'
import { performAgencyAction } from './property/access-case-routes.ts'
import { loadProperty } from './property/property-access.ts'
import { CANCELLED_PROPERTY } from './property/tenancy-routes.ts'

export const DOWNLOAD_NOT_ENABLED = 'Downloading emails is not enabled for this agency'

/**
 * /v1/email (property-operations §7 "Email"): the form's options, the preview, the .eml download and the
 * agency's sent emails. Every message is rendered by server/email/compose.ts, so the preview, the download
 * and what is delivered are one message.
 */
export function emailRoutes({ db, fileStore }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/sent', async (c) => {
    const session = currentSession(c)
    const query = parseQuery(c, SentEmailQuerySchema)
    if (query.propertyId) await loadProperty(db, session, query.propertyId)
    const where = and(
      eq(sentEmails.agencyId, session.agencyId),
      query.propertyId ? eq(sentEmails.propertyId, query.propertyId) : undefined,
    )
    const size = query['page-size']
    const offset = (query.page - 1) * size
    const counted = db.select({ n: count() }).from(sentEmails).where(where)
    // The page and its total in one statement (server/db/page-total.ts).
    const rows = await db
      .select({ email: sentEmails, sentBy: users.name, ...totalColumn(counted) })
      .from(sentEmails)
      .leftJoin(users, eq(users.id, sentEmails.sentByUserId))
      .where(where)
      .orderBy(desc(sentEmails.createdAt), desc(sentEmails.id))
      .limit(inlineLimit(size))
      .offset(offset)
    const total = await totalOf(rows, offset, counted)
    const items: SentEmail[] = rows.map(({ email: e, sentBy }) => ({
      id: e.id,
      kind: e.kind,
      propertyId: e.propertyId,
      from: e.fromAddress,
      to: e.toAddresses,
      cc: e.ccAddresses,
      subject: e.subject,
      state: e.state,
      attempts: e.attempts,
      lastError: e.lastError,
      sentBy: sentBy ?? null,
      createdAt: e.createdAt.toISOString(),
      sentAt: e.sentAt?.toISOString() ?? null,
    }))
    return ok(c, { items, total })
  })

  app.get('/:emailType/form', async (c) => {
    parseParam(EmailTypeParamSchema, c.req.param('emailType'), 'emailType')
    const session = currentSession(c)
    const { propertyId } = parseQuery(c, EmailFormQuerySchema)
    const ctx = await occupantEmailContext(db, session, propertyId)
    return ok(c, {
      gate: ctx.gate,
      fromOptions: ctx.fromOptions,
      defaultRecipient: { name: ctx.user.name, email: ctx.user.email.toLowerCase() },
      recipientOptions: await ctx.recipientOptions(),
      subject: ctx.subject,
      canDownload: await downloadEnabled(session.agencyId),
    })
  })

  /** Preview and download read the form (nothing is written): the POST is for the body, not a change. */
  const prepared = async (c: Parameters<typeof currentSession>[0]) => {
    parseParam(EmailTypeParamSchema, c.req.param('emailType'), 'emailType')
    const session = currentSession(c)
    const body = await parseJsonBody(c, EmailMessageBodySchema)
    const ctx = await occupantEmailContext(db, session, body.propertyId)
    checkSender(ctx, body.fromEmail)
    await checkNotice(db, body.propertyId, body.noticeId)
    return { session, ctx, ...(await renderOccupantEmail(db, ctx, body)) }
  }

  app.post('/:emailType/preview', async (c) => {
    const { content, rendered } = await prepared(c)
    const preview: EmailPreview = {
      subject: content.subject,
      from: { email: content.from },
      recipients: [
        ...content.to.map((email) => ({ type: 'to' as const, email })),
        ...content.cc.map((email) => ({ type: 'cc' as const, email })),
      ],
      preview_html: rendered.html,
    }
    return ok(c, preview)
  })

  app.post('/:emailType/download', async (c) => {
    const session = currentSession(c)
    if (!(await downloadEnabled(session.agencyId))) throw forbidden(DOWNLOAD_NOT_ENABLED)
    const { content, rendered, ctx } = await prepared(c)
    const raw = await buildMessage(db, fileStore, {
      ...content,
      html: rendered.html,
      text: rendered.text,
      imageFileIds: rendered.imageFileIds,
      attachmentFileIds: [],
      messageId: newMessageId(),
      date: new Date(),
    })
    const name = `email-property-${ctx.property.id}-${new Date().toISOString().slice(0, 10)}.eml`
    c.header('Content-Type', 'message/rfc822')
    c.header('Content-Disposition', `attachment; filename="${name}"`)
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(new Uint8Array(raw))
  })

  async function downloadEnabled(agencyId: number) {
    const [row] = await db
      .select({ enabled: agencyExperiments.enabled })
      .from(agencyExperiments)
      .where(and(eq(agencyExperiments.agencyId, agencyId), eq(agencyExperiments.experimentKey, 'download-email')))
    return row?.enabled === true
  }

  return app
}

/**
 * POST /v1/notice/send-occupant-notification: records the email as queued and hands it to the job queue
 * (the answer never waits for the mail server); with resolveAccessIssue the EMAIL solution is performed in
 * the same transaction, so the email and the resolution are both kept or neither.
 */
export function occupantNotificationRoutes({ db, email }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post('/send-occupant-notification', async (c) => {
    const session = currentSession(c)
    const body = await parseJsonBody(c, sendOccupantNotificationBodySchema(todayInState(session.stateId)))
    const ctx = await occupantEmailContext(db, session, body.propertyId)
    checkSender(ctx, body.fromEmail)
    await checkNotice(db, body.propertyId, body.noticeId)
    if (body.resolveAccessIssue && ctx.property.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    const { content, rendered } = await renderOccupantEmail(db, ctx, body)
    const record = email?.record ?? recordOnly
    const result = await db.transaction(async (tx) => {
      const action = body.resolveAccessIssue
        ? await performAgencyAction(tx, session, ctx.property, body.resolveAccessIssue)
        : null
      const { id } = await record(tx, {
        agencyId: session.agencyId,
        sentByUserId: session.userId,
        kind: 'OCCUPANT_NOTIFICATION',
        subjectId: body.noticeId,
        propertyId: ctx.property.id,
        noticeId: body.noticeId,
        from: content.from,
        replyTo: content.replyTo,
        to: content.to,
        cc: content.cc,
        subject: content.subject,
        html: rendered.html,
        text: rendered.text,
        imageFileIds: rendered.imageFileIds,
        attachmentFileIds: [],
      })
      return { emailId: id, state: 'queued' as const, accessIssueAction: action }
    })
    await email?.enqueue([result.emailId])
    return ok(c, result)
  })
  return app
}
