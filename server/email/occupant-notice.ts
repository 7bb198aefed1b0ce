import { and, eq, inArray } from 'drizzle-orm'
import {
  CC_TOO_MANY,
  EMAIL_CC_MAX,
  EMAIL_TEXTS,
  type EmailMessage,
  emailImageIds,
  emailSendingGate,
  FROM_NOT_ALLOWED,
  fromEmailOptions,
  NOTICE_NOT_FOUND,
  type RecipientOption,
  withDefaultRecipient,
} from '../../src/contract/email.ts'
import { todayInState } from '../../src/contract/states.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import {
  addresses,
  agencies,
  agencyEmailDomains,
  emailImages,
  notices,
  propertyManagers,
  users,
} from '../db/schema/index.ts'
import { forbidden, notFound, ValidationFailed } from '../http/errors.ts'
import { loadProperty, type PropertyRow } from '../routes/property/property-access.ts'
import { loadTenancies, tenancySummary } from '../routes/property/tenancy-view.ts'
import { type EmailContent, type RenderedEmail, renderEmail } from './compose.ts'

/** Everything an occupant email of one property needs: who sends, from where, to whom, about what. */
export async function occupantEmailContext(db: Db, session: SessionRow, propertyId: number) {
  const property = await loadProperty(db, session, propertyId)
  const [[user], [agency], domains, [address]] = await Promise.all([
    db.select().from(users).where(eq(users.id, session.userId)),
    db.select().from(agencies).where(eq(agencies.id, session.agencyId)),
    db.select().from(agencyEmailDomains).where(eq(agencyEmailDomains.agencyId, session.agencyId)),
    db.select().from(addresses).where(eq(addresses.id, property.addressId)),
  ])
  if (!user || !agency) throw notFound('Agency not found')
  const emailDomains = domains.map((d) => ({
    domain: d.domain,
    setup_url: d.setupUrl,
    email_accounts: d.emailAccounts,
  }))
  const place = [address?.line1, address?.line2].filter(Boolean).join(', ') || 'the property'
  return {
    property,
    user,
    agency,
    gate: emailSendingGate(user.email, emailDomains),
    fromOptions: fromEmailOptions(user.email, emailDomains),
    subject: `Access to ${place} for compliance servicing`,
    signOff: `Sent by ${user.name} of ${agency.name} through the Compliance Portal, about ${place}.`,
    recipientOptions: () => recipientOptions(db, property, todayInState(session.stateId)),
  }
}
export type OccupantEmailContext = Awaited<ReturnType<typeof occupantEmailContext>>

/** §3 recipient options: the current occupants with an email, then the property manager. */
async function recipientOptions(db: Db, property: PropertyRow, today: string): Promise<RecipientOption[]> {
  const current = tenancySummary(await loadTenancies(db, property.id), today).currentTenancy
  const occupants = (current?.occupants ?? []).flatMap((o) =>
    o.email ? [{ name: o.name, position: 'Tenant', email: o.email.toLowerCase(), type: 'occupant' as const }] : [],
  )
  const [manager] = property.propertyManagerId
    ? await db.select().from(propertyManagers).where(eq(propertyManagers.id, property.propertyManagerId))
    : []
  const managers = manager
    ? [
        {
          name: manager.name,
          position: 'Property manager',
          email: manager.email.toLowerCase(),
          type: 'propertyManager' as const,
        },
      ]
    : []
  return [...occupants, ...managers]
}

/** The sending gate (§6) and the From address, checked on the server whatever the client showed. */
export function checkSender(ctx: OccupantEmailContext, fromEmail: string) {
  if (ctx.gate.status === 'disabled') throw forbidden(EMAIL_TEXTS.sendingDisabled)
  if (ctx.gate.status === 'notSetup') throw forbidden(EMAIL_TEXTS.accountNotSetup)
  if (!ctx.fromOptions.includes(fromEmail)) throw new ValidationFailed({ fromEmail: [FROM_NOT_ALLOWED] })
}

/** The notice the email is about must be this property's. */
export async function checkNotice(db: Db, propertyId: number, noticeId: number | null) {
  if (noticeId === null) return
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, noticeId), eq(notices.propertyId, propertyId)))
  if (!row) throw new ValidationFailed({ noticeId: [NOTICE_NOT_FOUND] })
}

/** The email as the form says it, rendered: CC with the user when "send copy to myself" is on (within 5). */
export async function renderOccupantEmail(
  db: Db,
  ctx: OccupantEmailContext,
  body: EmailMessage,
): Promise<{ content: EmailContent; rendered: RenderedEmail }> {
  const cc = body.sendToDefaultRecipient
    ? withDefaultRecipient(body.ccAddresses, body.toAddresses, ctx.user.email)
    : body.ccAddresses
  if (cc.length > EMAIL_CC_MAX) throw new ValidationFailed({ ccAddresses: [CC_TOO_MANY] })
  const content: EmailContent = {
    from: body.fromEmail,
    replyTo: ctx.user.email,
    to: body.toAddresses,
    cc,
    subject: ctx.subject,
    messageHtml: body.message,
    footer: body.emailFooter,
    signOff: ctx.signOff,
  }
  return { content, rendered: renderEmail(content, await agencyImageIds(db, ctx.agency.id, body.message)) }
}

/** Which of the images a message names were uploaded in this agency (others are dropped, never fetched). */
async function agencyImageIds(db: Db, agencyId: number, html: string): Promise<string[]> {
  const ids = emailImageIds(html)
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: emailImages.fileId })
    .from(emailImages)
    .where(and(eq(emailImages.agencyId, agencyId), inArray(emailImages.fileId, ids)))
  return rows.map((r) => r.id)
}
