import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { css } from '../../../styled-system/css'
import { newIdempotencyKey, ValidationError } from '../../api/client.ts'
import { nonManagedMutations, nonManagedQueries } from '../../api/portfolio.ts'
import { CreateServiceProviderSchema, type ServiceProvider, SUPPLIER_NAME_MAX } from '../../contract/portfolio.ts'
import { Button, Field, fieldControl, Popover, toaster } from '../../ui/index.ts'
import { DialogActions, PropertyDialog } from '../property/property-dialog.tsx'
import { ADD_PROVIDER_FAILED_TITLE, addProviderFailure, withProvider } from './non-managed-providers.ts'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The provider just added, e.g. to choose it in the field that asked for it. */
  onAdded?: (provider: ServiceProvider) => void
}

/** 'Add service provider': a name, added to the agency's providers; a failure is told in the 'Add failed' popover. */
export function NonManagedProviderDialog({ open, onOpenChange, onAdded }: Props) {
  const queryClient = useQueryClient()
  // One key per typed name: pressing Add again after a lost reply cannot add the provider twice.
  const [attempt, setAttempt] = useState<{ name: string; key: string } | null>(null)
  const add = useMutation({
    ...nonManagedMutations.createServiceProvider(),
    onSuccess: (provider) => {
      queryClient.setQueryData(nonManagedQueries.providers().queryKey, (list) => withProvider(list, provider))
      void queryClient.invalidateQueries({ queryKey: nonManagedQueries.all() })
      toaster.success({ title: 'Service provider added', description: provider.supplier_name })
      onAdded?.(provider)
      onOpenChange(false)
    },
  })
  const lastResult = useMemo(
    () =>
      add.error instanceof ValidationError ? { status: 'error' as const, error: add.error.fieldErrors } : undefined,
    [add.error],
  )
  const [form, fields] = useForm({
    id: 'add-service-provider',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: CreateServiceProviderSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      const name = submission.value.supplierName
      const key = attempt?.name === name ? attempt.key : newIdempotencyKey()
      setAttempt({ name, key })
      add.mutate({ body: { supplierName: name }, idempotencyKey: key })
    },
  })
  const failed = add.error && !(add.error instanceof ValidationError) ? add.error : null
  const formProps = getFormProps(form)

  return (
    <PropertyDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add service provider"
      pending={add.isPending}
      pendingText="Adding…"
    >
      <form
        {...formProps}
        // React sends a submit up its own tree, through the portal: opened from the service form, this dialog's
        // submit would reach that form's handler too, which throws (Conform: the event is another form's).
        onSubmit={(event) => {
          event.stopPropagation()
          formProps.onSubmit(event)
        }}
        noValidate
      >
        <Field
          label="Service provider name"
          htmlFor={fields.supplierName.id}
          errors={fields.supplierName.errors}
          errorId={fields.supplierName.errorId}
        >
          <input
            {...getInputProps(fields.supplierName, { type: 'text' })}
            maxLength={SUPPLIER_NAME_MAX}
            autoComplete="organization"
            disabled={add.isPending}
            onInput={() => add.reset()}
            className={fieldControl}
          />
        </Field>
        <DialogActions>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
            Cancel
          </Button>
          <Popover.Root
            open={Boolean(failed)}
            onOpenChange={(details) => {
              if (!details.open) add.reset()
            }}
            positioning={{ placement: 'top-end' }}
            autoFocus={false}
          >
            <Popover.Anchor asChild>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? 'Adding…' : 'Add service provider'}
              </Button>
            </Popover.Anchor>
            <Popover.Content>
              <div role="alert">
                <Popover.Title className={css({ color: 'danger' })}>{ADD_PROVIDER_FAILED_TITLE}</Popover.Title>
                <Popover.Description>{failed ? addProviderFailure(failed) : ''}</Popover.Description>
              </div>
            </Popover.Content>
          </Popover.Root>
        </DialogActions>
      </form>
    </PropertyDialog>
  )
}
