import { useMutation, useQueryClient } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { nonManagedMutations, nonManagedQueries } from '../../api/portfolio.ts'
import { propertyQueries } from '../../api/property.ts'
import { PROPERTY_TOASTS } from '../../contract/property.ts'
import { todayInState } from '../../contract/states.ts'
import { toaster } from '../../ui/index.ts'
import { PropertyDialog } from '../property/property-dialog.tsx'
import { useSession } from '../session/use-session.ts'
import { ServiceEntryForm } from './service-entry-form.tsx'
import type { EditableProperty } from './service-entry-schema.ts'

type Props = { property: EditableProperty; open: boolean; onOpenChange: (open: boolean) => void }

/** 'Edit services' of a non-managed property, from the list or from its page; saved with PATCH /v1/portfolio/integrated. */
export function ServiceEntryDialog({ property, open, onOpenChange }: Props) {
  const queryClient = useQueryClient()
  const session = useSession()
  const save = useMutation({
    ...nonManagedMutations.updateServiceEntries(),
    onSuccess: () => {
      // The list's facets and the property page both depend on the dates: refresh whatever shows them.
      void queryClient.invalidateQueries({ queryKey: nonManagedQueries.all() })
      void queryClient.invalidateQueries({
        queryKey: propertyQueries.nonManaged(property.agencyPortfolioPropertyId).queryKey,
      })
      toaster.success({ title: PROPERTY_TOASTS.updated, description: property.address.line1 })
      onOpenChange(false)
    },
  })
  const close = (next: boolean) => {
    if (!next) save.reset()
    onOpenChange(next)
  }
  return (
    <PropertyDialog open={open} onOpenChange={close} title="Edit services" pending={save.isPending}>
      <p className={css({ color: 'fg.muted', mb: '2' })}>{property.address.line1}</p>
      <ServiceEntryForm
        property={property}
        // The agency's date: "in the future" and the suggested next date count from it, as the server does.
        today={todayInState(session.stateId)}
        save={save}
        onCancel={() => close(false)}
      />
    </PropertyDialog>
  )
}
