import type { OutboxOrigin } from '../../api/tenancy.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import type { Session } from '../../contract/session.ts'
import { formatDate } from '../../lib/dates.ts'
import type { QueuedReason } from '../../offline/outbox/submit.ts'
import type { WizardDraft, WizardMode } from './tenancy-draft.ts'

/** What the outbox keeps of a wizard write, so a conflict can be shown and "Keep my changes" re-sent. */
export type TenancyWriteMeta = { mode: WizardMode; tenancyId: number | null; draft: WizardDraft }

const WIZARD_VERBS: Record<WizardMode, string> = { add: 'Add tenancy', edit: 'Edit tenancy', renew: 'Renew tenancy' }

/** "Edit tenancy: 01/02/2027 to 31/01/2028, Jane Citizen": enough to recognise the change in a list. */
export function describeWizardWrite(mode: WizardMode, draft: WizardDraft): string {
  const { startedAt, endedAt } = draft.lease
  const dates = endedAt ? `${formatDate(startedAt)} to ${formatDate(endedAt)}` : `from ${formatDate(startedAt)}`
  const names = draft.occupants.map((o) => o.name).join(', ')
  return `${WIZARD_VERBS[mode]}: ${dates}${names ? `, ${names}` : ''}`
}

export const MARK_VACANT_DESCRIPTION = 'Mark as vacant'
export const CONFIRM_DESCRIPTION = 'Confirm tenancy details'

export function outboxOrigin(
  session: Session,
  property: { address: Pick<PropertyDetail['address'], 'fullAddress'> },
  description: string,
  meta?: TenancyWriteMeta,
): OutboxOrigin {
  return {
    userId: session.user.id,
    agencyId: session.complianceAgencyId,
    propertyAddress: property.address.fullAddress,
    description,
    meta,
    impersonating: session.isImpersonating,
  }
}

/** The toast after a write kept on this device, saying truly why it waits (issue 12 item 10). */
export function queuedToast(reason: QueuedReason) {
  return { title: 'Waiting to sync', description: QUEUED_DESCRIPTIONS[reason] }
}

const QUEUED_DESCRIPTIONS: Record<QueuedReason, string> = {
  offline: 'Saved on this device. It will be sent when the connection returns.',
  unreachable: 'Saved on this device. The server cannot be reached just now: it will be sent as soon as it can.',
  server: 'Saved on this device. The server could not take it just now: it will be sent again shortly.',
  earlier: 'Saved on this device. It will be sent right after your earlier change to this property.',
  'sign-in': 'Saved on this device. Sign in again to send it.',
}
