import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { type EmailDelivery, recordOnly } from '../email/delivery.ts'
import { PORTAL_FROM_ADDRESS } from '../standins/email.ts'
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
  propertyId: number
}

/**
 * Sends an invoice or quote on (with its PDF) from the portal, replies going to the user who forwarded it.
 * Like an email to the occupants it is recorded as queued and handed to the job queue (delivered, retried and
 * shown with its state in the sent emails), so a slow or failing mail server never fails the forward nor loses it.
 */
export async function forwardByEmail(
  db: Db,
  email: EmailDelivery | undefined,
  session: SessionRow,
  forward: Forward,
): Promise<{ id: number }> {
  const user = await userOf(db, session.userId)
  const text = [
    `${user.name} has forwarded ${forward.what} to you.`,
    ...(forward.body.message ? ['', forward.body.message] : []),
    '',
    ...forward.details,
    '',
    forward.fileId ? 'The PDF is attached.' : 'The PDF is not available yet.',
  ].join('\n')
  const record = email?.record ?? recordOnly
  const { id } = await record(db, {
    agencyId: session.agencyId,
    sentByUserId: session.userId,
    kind: forward.kind,
    subjectId: forward.subjectId,
    propertyId: forward.propertyId,
    noticeId: null,
    from: PORTAL_FROM_ADDRESS,
    replyTo: user.email || null,
    to: forward.body.toAddresses,
    cc: forward.body.ccAddresses,
    subject: forward.subject,
    html: '',
    text,
    imageFileIds: [],
    attachmentFileIds: forward.fileId ? [forward.fileId] : [],
  })
  await email?.enqueue([id])
  return { id }
}
