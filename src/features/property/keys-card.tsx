import { KEYS_OUTBOX_ACTION } from '../../api/property.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { Button } from '../../ui/index.ts'
import { PendingWrites, usePendingWrites } from '../offline/pending-writes.tsx'
import { KeyDetails } from './key-details.tsx'
import { SectionCard } from './section-card.tsx'

/** Key details, with the way to change them (hidden for cancelled properties; read-only when integrated). */
export function KeysCard({
  property,
  onEdit,
  className,
}: {
  property: PropertyDetail
  onEdit: () => void
  className?: string
}) {
  const pending = usePendingWrites(property.compliancePropertyId, (item) => item.action === KEYS_OUTBOX_ACTION)
  return (
    <SectionCard
      title="Keys"
      className={className}
      action={
        property.isCancelled ? null : property.isIntegrated ? (
          <Button variant="outline" onClick={onEdit}>
            View key details
          </Button>
        ) : (
          // Works offline: the edit is kept on this device and sent later (the outbox).
          <Button variant="outline" onClick={onEdit}>
            Update keys
          </Button>
        )
      }
    >
      <PendingWrites items={pending} label="Key changes not yet synced" />
      <KeyDetails property={property} />
    </SectionCard>
  )
}
