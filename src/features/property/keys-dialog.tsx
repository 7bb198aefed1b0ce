import { useMutation, useQueryClient } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { propertyMutations, propertyQueries } from '../../api/property.ts'
import { PROPERTY_TOASTS, type PropertyDetail } from '../../contract/property.ts'
import { isQueued } from '../../offline/outbox/result.ts'
import { Button, toaster } from '../../ui/index.ts'
import { queuedToast } from '../tenancy/outbox-origin.ts'
import { KeyDetails } from './key-details.tsx'
import { KeysForm } from './keys-form.tsx'
import { theirKeys } from './keys-outbox.ts'
import { DialogActions, PropertyDialog } from './property-dialog.tsx'

type KeysDialogProps = { property: PropertyDetail; open: boolean; onOpenChange: (open: boolean) => void }

/** Update key number: the agency's key and the on-site key. Integrated properties only show them. */
export function KeysDialog({ property, open, onOpenChange }: KeysDialogProps) {
  const queryClient = useQueryClient()
  const id = property.compliancePropertyId
  const save = useMutation({
    ...propertyMutations.updateKeys(),
    onSuccess: (result) => {
      // Kept on this device (no signal): the keys card lists it until the server has it.
      if (isQueued(result)) toaster.info(queuedToast(result.reason))
      else {
        queryClient.setQueryData(propertyQueries.detail(id).queryKey, result)
        void queryClient.invalidateQueries({ queryKey: propertyQueries.byId(id) })
        toaster.success({ title: PROPERTY_TOASTS.updated })
      }
      onOpenChange(false)
    },
    onError: (error) => {
      // Someone else saved the keys since this edit started: the page (and the dialog) show theirs.
      const theirs = theirKeys(error)
      if (theirs) queryClient.setQueryData(propertyQueries.detail(id).queryKey, theirs)
    },
  })
  const close = (next: boolean) => {
    if (!next) save.reset()
    onOpenChange(next)
  }
  return (
    <PropertyDialog open={open} onOpenChange={close} title="Update key details" pending={save.isPending}>
      {property.isIntegrated ? (
        <>
          <p className={css({ color: 'fg.muted', mb: '4' })}>
            Key details sync from {property.softwareName ?? 'your property management software'} within 24 hours. Update
            them there.
          </p>
          <KeyDetails property={property} />
          <DialogActions>
            <Button variant="outline" onClick={() => close(false)}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <KeysForm property={property} save={save} onCancel={() => close(false)} />
      )}
    </PropertyDialog>
  )
}
