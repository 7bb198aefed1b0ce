import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { meQueries } from '../../api/me.ts'
import { allEntryMethodsDisqualified, type PreferenceField } from '../../contract/access-issues.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { todayInState } from '../../contract/states.ts'
import { HELP_PHONE, HELP_PHONE_HREF } from '../../lib/support-contacts.ts'
import { Button, buttonRecipe, ChevronDownIcon, ExternalLinkIcon, Menu, PhoneIcon } from '../../ui/index.ts'
import { PendingWizardActions } from '../access-issues/wizard/pending-wizard-actions.tsx'
import { useNeedsConnection } from '../offline/use-online.ts'
import { PropertyRequestCreator } from '../property-requests/creator-launcher.tsx'
import { useSession } from '../session/use-session.ts'
import type { PropertyDialogName } from './property-dialogs.tsx'

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
const srNewTab = <span className={css({ srOnly: true })}> (opens in a new tab)</span>

/**
 * The primary button (resolve the open access issue, otherwise call us) and the property action menu.
 * Cancelled properties lose the tenancy and key items; integrated ones keep them, and their dialogs are read-only.
 */
export function PropertyActions({
  property,
  onOpen,
}: {
  property: PropertyDetail
  onOpen: (dialog: PropertyDialogName) => void
}) {
  const session = useSession()
  const id = property.compliancePropertyId
  const legacy = (path: string) => `${session.complianceSystemUrl}${path}`
  const editable = !property.isCancelled
  // Tenancy and key edits are queued offline (the outbox); these changes need the server at once.
  const connection = useNeedsConnection('This change')
  const online = { disabled: connection.disabled }
  const today = todayInState(session.stateId)
  // Booking on behalf of a tenant is an agency setting (foundations §3, allow_agency_portal_booking).
  const { data: agency } = useQuery(meQueries.agencySettings())
  // 'Request service' opens the property request creator at the property's request types (issue 18).
  const [requesting, setRequesting] = useState(false)
  return (
    <>
      {hasAccessCase(property, today) ? (
        // The wizard works offline too, on the case this device has (made available offline or seen before).
        <Button onClick={() => onOpen('access-issues')}>Resolve issue</Button>
      ) : (
        <a href={HELP_PHONE_HREF} className={buttonRecipe()}>
          <PhoneIcon size={18} />
          Contact us
          <span className={css({ srOnly: true })}> on {HELP_PHONE}</span>
        </a>
      )}
      <Menu.DeferredRoot
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'request-service') setRequesting(true)
          else if (isDialogName(value)) onOpen(value)
        }}
        trigger={{
          className: buttonRecipe({ variant: 'outline' }),
          'aria-label': 'Property actions',
          children: (
            <>
              Actions
              <ChevronDownIcon size={18} />
            </>
          ),
        }}
      >
        <Menu.Content>
          {connection.reason && (
            <p className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted', maxWidth: '18rem' })}>
              {connection.reason}
            </p>
          )}
          {editable && property.tenancy.currentTenancy && <Menu.Item value="tenancy-edit">Edit tenancy</Menu.Item>}
          {editable && <Menu.Item value="tenancy-add">Add tenancy</Menu.Item>}
          {editable && <Menu.Item value="keys">Update key number</Menu.Item>}
          <Menu.Item value="view-property" asChild>
            <a href={legacy(`/Properties/view/${id}`)} {...newTab}>
              View property
              <ExternalLinkIcon size={14} />
              {srNewTab}
            </a>
          </Menu.Item>
          <Menu.Item value="request-service">Request service</Menu.Item>
          {editable && property.agencyPortfolioPropertyId !== null && (
            <Menu.Item value="residential-status" {...online}>
              Change residential status
            </Menu.Item>
          )}
          <Menu.Item value="email" {...online}>
            Send email to tenant
          </Menu.Item>
          {editable && agency?.allow_agency_portal_booking && (
            <Menu.Item value="book" {...online}>
              Book
            </Menu.Item>
          )}
          {property.showHoldService && (
            <Menu.Item value="hold" {...online}>
              Put service on hold
            </Menu.Item>
          )}
          {property.showCancelProperty && (
            <Menu.Item
              value="cancellation"
              {...online}
              className={css({ color: 'danger', _highlighted: { bg: 'red.50', color: 'red.800' } })}
            >
              Cancel property
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.DeferredRoot>
      <PendingWizardActions propertyId={id} />
      {requesting && (
        <PropertyRequestCreator
          start={{ kind: 'property', compliancePropertyId: id, fullAddress: property.address.fullAddress }}
          onClose={() => setRequesting(false)}
        />
      )}
    </>
  )
}

/**
 * The property has an access-issue case to resolve: open access issues, or every entry method refused by its
 * entry-method preferences (vacant: no current tenancy), which the wizard explains.
 */
function hasAccessCase(property: PropertyDetail, today: string): boolean {
  if (property.openAccessIssues.length > 0) return true
  const prefs = Object.fromEntries(
    Object.entries(property.entryMethodPreferences).map(([field, preference]) => [
      field,
      { preference: preference ?? null, tempPreference: null, tempPreferenceExpiresAt: null },
    ]),
  ) as Partial<Record<PreferenceField, Parameters<typeof allEntryMethodsDisqualified>[1][PreferenceField]>>
  return allEntryMethodsDisqualified(!property.tenancy.currentTenancy, prefs, today)
}

const DIALOG_NAMES: readonly string[] = [
  'keys',
  'hold',
  'cancellation',
  'residential-status',
  'tenancy-add',
  'tenancy-edit',
  'access-issues',
  'book',
  'email',
] satisfies readonly PropertyDialogName[]
function isDialogName(value: string): value is PropertyDialogName {
  return DIALOG_NAMES.includes(value)
}
