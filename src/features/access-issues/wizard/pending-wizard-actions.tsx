import { css } from '../../../../styled-system/css'
import { AGENCY_ACTION_OUTBOX_ACTION } from '../../../api/access-issues.ts'
import { PendingWrites, usePendingWrites } from '../../offline/pending-writes.tsx'

/**
 * Agency actions (call notes, issue confirmations) made in the wizard and kept on this device: shown beside
 * 'Resolve issue' at once and after a reload, so nobody records the same call twice. They leave once sent.
 */
export function PendingWizardActions({ propertyId }: { propertyId: number }) {
  const pending = usePendingWrites(
    propertyId,
    (item) => item.kind === 'access-issue' && item.action === AGENCY_ACTION_OUTBOX_ACTION,
  )
  return (
    <PendingWrites
      items={pending}
      label="Access-issue actions not yet synced"
      className={css({ flexBasis: 'full', mb: '0' })}
    />
  )
}
