import { PendingWrites, usePendingWrites } from '../offline/pending-writes.tsx'

/** Tenancy changes of this property kept on this device (src/features/offline/pending-writes.tsx). */
export function PendingTenancyChanges({ propertyId }: { propertyId: number }) {
  const pending = usePendingWrites(propertyId, (item) => item.kind === 'tenancy')
  return <PendingWrites items={pending} label="Changes not yet synced" />
}
