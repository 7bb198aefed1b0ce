import type { PropertyDetail } from '../../contract/property.ts'
import { Button } from '../../ui/index.ts'
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
        !property.isCancelled && (
          <Button variant="outline" onClick={onEdit}>
            {property.isIntegrated ? 'View key details' : 'Update keys'}
          </Button>
        )
      }
    >
      <KeyDetails property={property} />
    </SectionCard>
  )
}
