import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { css } from '../../../styled-system/css'
import { newIdempotencyKey } from '../../api/client.ts'
import { type NonManagedProperty, type PropertyWrite, propertyMutations, propertyQueries } from '../../api/property.ts'
import { REQUEST_SUBMIT_ERROR } from '../../contract/holds.ts'
import {
  type NonResidentialType,
  nonResidentialTypeLabel,
  PROPERTY_TOASTS,
  ResidentialStatusFormSchema,
  type UpdateResidentialStatusBody,
} from '../../contract/property.ts'
import { Button, CheckboxField, toaster } from '../../ui/index.ts'
import { RadioGroupField } from './form-fields.tsx'
import { DialogActions, PropertyDialog, SubmitError } from './property-dialog.tsx'
import { serverFieldErrors } from './server-errors.ts'

export type ResidentialStatus = {
  isResidentialProperty: boolean
  nonResidentialPropertyType: NonResidentialType | null
}

type Props = {
  /** The portfolio property the status belongs to (PATCH /v1/integrated-property/{id}). */
  agencyPortfolioPropertyId: number
  /** The managed property it mirrors, if any: the server changes both, so both are refreshed. */
  compliancePropertyId: number | null
  status: ResidentialStatus
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Change residential rental property status, either way; a non-residential property needs its type. */
export function ResidentialStatusDialog({ open, onOpenChange, ...props }: Props) {
  const queryClient = useQueryClient()
  const save = useMutation({
    ...propertyMutations.updateResidentialStatus(),
    onSuccess: (updated) => {
      queryClient.setQueryData(propertyQueries.nonManaged(updated.agencyPortfolioPropertyId).queryKey, updated)
      if (updated.compliancePropertyId !== null) {
        void queryClient.invalidateQueries({ queryKey: propertyQueries.byId(updated.compliancePropertyId) })
      }
      toaster.success({ title: PROPERTY_TOASTS.updated })
      onOpenChange(false)
    },
  })
  const close = (next: boolean) => {
    if (!next) save.reset()
    onOpenChange(next)
  }
  return (
    <PropertyDialog
      open={open}
      onOpenChange={close}
      title="Change residential rental property status"
      pending={save.isPending}
    >
      <StatusForm {...props} save={save} onCancel={() => close(false)} />
    </PropertyDialog>
  )
}

type StatusFormProps = Omit<Props, 'open' | 'onOpenChange'> & {
  save: UseMutationResult<NonManagedProperty, Error, PropertyWrite<UpdateResidentialStatusBody>>
  onCancel: () => void
}

function StatusForm({ agencyPortfolioPropertyId, status, save, onCancel }: StatusFormProps) {
  const lastResult = useMemo(() => serverFieldErrors(save.error), [save.error])
  // Industrial and commercial both read "Strata": offer one Strata choice that keeps whichever is recorded.
  const strata: NonResidentialType = status.nonResidentialPropertyType === 'industrial' ? 'industrial' : 'commercial'
  const typeOptions = [strata, 'other' as const].map((value) => ({ value, label: nonResidentialTypeLabel(value) }))
  const [form, fields] = useForm({
    id: `residential-status-${agencyPortfolioPropertyId}`,
    lastResult,
    defaultValue: {
      isResidentialProperty: status.isResidentialProperty ? 'on' : undefined,
      nonResidentialPropertyType: status.nonResidentialPropertyType ?? '',
    },
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ResidentialStatusFormSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      save.mutate({ id: agencyPortfolioPropertyId, body: submission.value, idempotencyKey: newIdempotencyKey() })
    },
  })
  const residential = fields.isResidentialProperty.value === 'on'
  return (
    <form {...getFormProps(form)}>
      <p className={css({ color: 'fg.muted', mb: '3' })}>
        A residential rental property is rented out as a home. Any other property needs its type.
      </p>
      <fieldset disabled={save.isPending}>
        <CheckboxField
          {...getInputProps(fields.isResidentialProperty, { type: 'checkbox' })}
          label="This is a residential rental property"
          className={css({ mb: '3' })}
        />
        {!residential && (
          <RadioGroupField meta={fields.nonResidentialPropertyType} legend="Property type" options={typeOptions} />
        )}
      </fieldset>
      {save.error && <SubmitError error={save.error} title={REQUEST_SUBMIT_ERROR} />}
      <DialogActions>
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save status'}
        </Button>
      </DialogActions>
    </form>
  )
}
