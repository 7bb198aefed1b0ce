import { useQuery } from '@tanstack/react-query'
import { propertyQueries } from '../../api/property.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { editableDraft } from './outbox-edit-draft.ts'
import { TenancyWizardDialog } from './tenancy-wizard-dialog.tsx'

type Props = { item: OutboxItem; onClose: () => void }

/**
 * "Edit" on a change the server refused: the wizard again, starting from what the user entered, on the property as
 * it is now. Sent (or kept on the device) as a new change that replaces the refused one, which would otherwise hold
 * it back (later changes to a property wait for the earlier ones).
 */
export function TenancyOutboxEdit({ item, onClose }: Props) {
  const meta = editableDraft(item)
  const property = useQuery({ ...propertyQueries.detail(item.propertyId ?? 0), enabled: meta !== null })
  if (!meta || !property.data) return null
  return (
    <TenancyWizardDialog
      property={property.data}
      mode={meta.mode}
      open
      startFrom={meta.draft}
      replaces={item.id}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
