import type { PropertyDetail } from '../../contract/property.ts'
import { Button } from '../../ui/index.ts'
import { NeedsConnectionButton } from '../offline/needs-connection.tsx'
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
          // Keys are saved by the server at once, not queued (as in the Actions menu).
          <NeedsConnectionButton action="Updating keys" variant="outline" onClick={onEdit}>
            Update keys
          </NeedsConnectionButton>
        )
      }
    >
      <KeyDetails property={property} />
    </SectionCard>
  )
}
