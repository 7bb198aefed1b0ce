import { getFormProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { agencyMutations, agencyQueries } from '../../api/agency.ts'
import { meQueries } from '../../api/me.ts'
import {
  AUTO_SEND_DISABLED_BY_AGENCY,
  type NotificationSettings,
  UpdateNotificationSettingsSchema,
} from '../../contract/agency.ts'
import { Banner, Button, Field, NativeSelect, toaster, usePageTitle } from '../../ui/index.ts'
import { PropertyManagerOptions } from './property-manager-options.tsx'

/** Notification preferences: per property manager, whether service reports go to owners automatically. */
export function NotificationPreferencesScreen() {
  usePageTitle('Notification preferences')
  const { data: managers } = useSuspenseQuery(agencyQueries.propertyManagers())
  const { data: agency } = useSuspenseQuery(meQueries.agencySettings())
  const [managerId, setManagerId] = useState<number | null>(null)
  const settings = useQuery(agencyQueries.notificationSettings(managerId))
  const allowed = agency.isServiceReportsAutoOwnerEmailAllowed

  return (
    <div>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>Notification preferences</h2>
      {!allowed && (
        <Banner tone="danger" role="alert" className={css({ borderRadius: 'md', border: '1px solid', mb: '4' })}>
          {AUTO_SEND_DISABLED_BY_AGENCY}
        </Banner>
      )}
      <Field label="Property manager" htmlFor="notification-pm">
        <NativeSelect
          id="notification-pm"
          value={managerId ?? ''}
          disabled={!allowed}
          onChange={(e) => setManagerId(e.target.value ? Number(e.target.value) : null)}
        >
          <PropertyManagerOptions managers={managers.items} emptyLabel="Select a property manager" />
        </NativeSelect>
      </Field>
      {settings.isError && <p role="alert">{settings.error.message}</p>}
      {settings.data && (
        <PreferenceForm key={JSON.stringify(settings.data)} settings={settings.data} allowed={allowed} />
      )}
      {managerId === null && (
        <Button type="button" disabled>
          Save changes
        </Button>
      )}
    </div>
  )
}

function PreferenceForm({ settings, allowed }: { settings: NotificationSettings; allowed: boolean }) {
  const queryClient = useQueryClient()
  const save = useMutation({
    ...agencyMutations.updateNotificationSettings(),
    onSuccess: (saved) => {
      queryClient.setQueryData(agencyQueries.notificationSettings(saved.propertyManagerId).queryKey, saved)
      toaster.success({ title: 'Settings updated' })
    },
    onError: (error) => toaster.error({ title: 'Failed to update settings', description: error.message }),
  })
  const [form, fields] = useForm({
    id: `notification-${settings.propertyManagerId}`,
    defaultValue: {
      propertyManagerId: String(settings.propertyManagerId),
      serviceReportsAutoOwnerEmailPreference: settings.serviceReportsAutoOwnerEmailPreference,
    },
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: UpdateNotificationSettingsSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') save.mutate(submission.value)
    },
  })
  const preference = fields.serviceReportsAutoOwnerEmailPreference
  return (
    <form {...getFormProps(form)}>
      <input type="hidden" name={fields.propertyManagerId.name} value={settings.propertyManagerId} />
      <fieldset disabled={!allowed} aria-describedby={preference.errorId} className={css({ mb: '4' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
          Send service reports to owners automatically
        </legend>
        {settings.preferences.map((option) => (
          <label
            key={option.id}
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'flex-start',
              py: '2',
              minHeight: '11',
              cursor: 'pointer',
            })}
          >
            <input
              type="radio"
              name={preference.name}
              value={option.id}
              defaultChecked={preference.initialValue === option.id}
              className={css({ width: '5', height: '5', mt: '0.5', accentColor: 'brand.600' })}
            />
            <span>
              <span className={css({ display: 'block', fontWeight: 'medium' })}>{option.name}</span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{option.description}</span>
            </span>
          </label>
        ))}
        {preference.errors && (
          <p id={preference.errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
            {preference.errors[0]}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={!allowed || !form.dirty || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  )
}
