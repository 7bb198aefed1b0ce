import type { Db } from '../db/client.ts'
import { sentEmails } from '../db/schema/index.ts'
import type { Logger } from '../http/logger.ts'

export type OutgoingEmail = {
  agencyId: number
  sentByUserId: number | null
  /** What the email is, e.g. 'INVOICE_FORWARD'. */
  kind: string
  subjectId: number | null
  from: string
  replyTo: string | null
  to: string[]
  cc: string[]
  subject: string
  bodyText: string
  attachmentFileIds: string[]
}

/** The outgoing-email service. A real one (SES, SMTP, …) implements the same interface. */
export type EmailSender = { send(email: OutgoingEmail): Promise<{ id: number }> }

/** Where the portal's emails come from; replies go to the user who sent them. */
export const PORTAL_FROM_ADDRESS = 'no-reply@complianceportal.com.au'

/**
 * The stand-in delivers nothing: it records each email in sent_emails (what a real sender records too) and
 * logs it, so a person or a test can see exactly what would have gone to whom.
 */
export function emailStandIn(db: Db, logger: Logger): EmailSender {
  return {
    async send(email) {
      const [row] = await db
        .insert(sentEmails)
        .values({
          agencyId: email.agencyId,
          sentByUserId: email.sentByUserId,
          kind: email.kind,
          subjectId: email.subjectId,
          fromAddress: email.from,
          replyTo: email.replyTo,
          toAddresses: email.to,
          ccAddresses: email.cc,
          subject: email.subject,
          bodyText: email.bodyText,
          attachmentFileIds: email.attachmentFileIds,
        })
        .returning({ id: sentEmails.id })
      if (!row) throw new Error('sent_emails insert returned no row')
      logger.info('email sent (stand-in)', { id: row.id, kind: email.kind, to: email.to, cc: email.cc })
      return { id: row.id }
    },
  }
}
