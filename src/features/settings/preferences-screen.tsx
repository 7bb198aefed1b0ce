import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { ApiError } from '../../api/client.ts'
import { meMutations, meQueries, useGate } from '../../api/me.ts'
import type { UserSettings } from '../../contract/me.ts'
import { Button, CheckboxField, Field, NativeSelect, toaster, usePageTitle } from '../../ui/index.ts'
import { PropertyManagerOptions } from './property-manager-options.tsx'

const PreferencesFormSchema = v.object({
  defaultPropertyManagerId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  showPortfolioMirroring: v.optional(v.boolean(), false),
})

/** My preferences: the dashboard's preset property manager, and (with portfolio mirroring) other providers' properties. */
export function PreferencesScreen() {
  usePageTitle('My preferences')
  const { data: settings } = useSuspenseQuery(meQueries.settings())
  // Remount the form after a save so the saved values become the new "unchanged" state.
  return <PreferencesForm key={JSON.stringify(settings)} settings={settings} />
}

function PreferencesForm({ settings }: { settings: UserSettings }) {
  const { data: managers } = useSuspenseQuery(agencyQueries.propertyManagers())
  const mirroring = useGate('portfolio-mirroring')
  const queryClient = useQueryClient()
  const save = useMutation({
    ...meMutations.updateSettings(),
    onSuccess: (saved) => {
      queryClient.setQueryData(meQueries.settings().queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: meQueries.agencySettings().queryKey })
      toaster.success({ title: 'Settings updated' })
    },
    onError: (error) =>
      toaster.error({
        title: 'Failed to update settings',
        description: error instanceof ApiError && error.status !== 0 ? error.message : 'Error updating settings',
      }),
  })
  const [form, fields] = useForm({
    id: 'preferences',
    defaultValue: {
      defaultPropertyManagerId: settings.agency.defaultPropertyManagerId ?? '',
      showPortfolioMirroring: settings.agency.showPortfolioMirroring ? 'on' : undefined,
    },
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: PreferencesFormSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      const { defaultPropertyManagerId, showPortfolioMirroring } = submission.value
      save.mutate({
        agency: {
          defaultPropertyManagerId: defaultPropertyManagerId ?? null,
          ...(mirroring ? { showPortfolioMirroring } : {}),
        },
      })
    },
  })

  return (
    <form {...getFormProps(form)}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>My preferences</h2>
      <Field
        label="Preset dashboard filters to this property manager"
        htmlFor={fields.defaultPropertyManagerId.id}
        errors={fields.defaultPropertyManagerId.errors}
      >
        <NativeSelect {...getSelectProps(fields.defaultPropertyManagerId)}>
          <PropertyManagerOptions managers={managers.items} emptyLabel="All property managers" />
        </NativeSelect>
      </Field>
      {mirroring && (
        <CheckboxField
          {...getInputProps(fields.showPortfolioMirroring, { type: 'checkbox' })}
          label="Show properties on service with other providers"
        />
      )}
      <Button type="submit" disabled={!form.dirty || save.isPending} className={css({ mt: '4' })}>
        {save.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  )
}
