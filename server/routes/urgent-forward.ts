import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { type EmailSender, PORTAL_FROM_ADDRESS } from '../standins/email.ts'
import { userOf } from './urgent-shared.ts'

type Forward = {
  kind: 'INVOICE_FORWARD' | 'QUOTE_FORWARD'
  subjectId: number
  subject: string
  /** "Invoice INV-001234 for 12 Smith St, Richmond VIC 3121" */
  what: string
  details: string[]
  body: { toAddresses: string[]; ccAddresses: string[]; message: string }
  fileId: string | null
}

/** Sends an invoice or quote on (with its PDF) from the portal, replies going to the user who forwarded it. */
export async function forwardByEmail(db: Db, email: EmailSender, session: SessionRow, forward: Forward) {
  const user = await userOf(db, session.userId)
  const bodyText = [
    `${user.name} has forwarded ${forward.what} to you.`,
    ...(forward.body.message ? ['', forward.body.message] : []),
    '',
    ...forward.details,
    '',
    forward.fileId ? 'The PDF is attached.' : 'The PDF is not available yet.',
  ].join('\n')
  return email.send({
    agencyId: session.agencyId,
    sentByUserId: session.userId,
    kind: forward.kind,
    subjectId: forward.subjectId,
    from: PORTAL_FROM_ADDRESS,
    replyTo: user.email || null,
    to: forward.body.toAddresses,
    cc: forward.body.ccAddresses,
    subject: forward.subject,
    bodyText,
    attachmentFileIds: forward.fileId ? [forward.fileId] : [],
  })
}
