import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import type { PropertyDetail } from '../../contract/property.ts'
import { NOT_AVAILABLE_YET, useScreenExists } from '../../lib/app-screens.ts'
import { HELP_PHONE, HELP_PHONE_HREF } from '../../lib/support-contacts.ts'
import {
  Button,
  buttonRecipe,
  ChevronDownIcon,
  ExternalLinkIcon,
  Menu,
  PhoneIcon,
  UnavailableReason,
} from '../../ui/index.ts'
import { useNeedsConnection } from '../offline/use-online.ts'
import { useSession } from '../session/use-session.ts'
import type { PropertyDialogName } from './property-dialogs.tsx'

// Built by the access-issues issue: typed as a plain string until its route exists.
const ACCESS_ISSUES_PATH: string = '/action-required/access-issues'
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
  // Tenancy edits are queued offline (the outbox); these changes need the server at once.
  const connection = useNeedsConnection('This change')
  const online = { disabled: connection.disabled }
  const accessIssuesBuilt = useScreenExists()(ACCESS_ISSUES_PATH)
  return (
    <>
      {property.openAccessIssues.length > 0 ? (
        accessIssuesBuilt ? (
          <Link to={ACCESS_ISSUES_PATH} className={buttonRecipe()}>
            Resolve issue
          </Link>
        ) : (
          // The open issue is real, so the action stays in view; its screen is still to be built.
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
            <Button disabled aria-describedby={`${id}-resolve-reason`}>
              Resolve issue
            </Button>
            <span id={`${id}-resolve-reason`}>
              <UnavailableReason>{NOT_AVAILABLE_YET}</UnavailableReason>
            </span>
          </span>
        )
      ) : (
        <a href={HELP_PHONE_HREF} className={buttonRecipe()}>
          <PhoneIcon size={18} />
          Contact us
          <span className={css({ srOnly: true })}> on {HELP_PHONE}</span>
        </a>
      )}
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (isDialogName(value)) onOpen(value)
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="outline" aria-label="Property actions">
            Actions
            <ChevronDownIcon size={18} />
          </Button>
        </Menu.Trigger>
        <Menu.Content>
          {connection.reason && (
            <p className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted', maxWidth: '18rem' })}>
              {connection.reason}
            </p>
          )}
          {editable && property.tenancy.currentTenancy && <Menu.Item value="tenancy-edit">Edit tenancy</Menu.Item>}
          {editable && <Menu.Item value="tenancy-add">Add tenancy</Menu.Item>}
          {editable && (
            <Menu.Item value="keys" {...online}>
              Update key number
            </Menu.Item>
          )}
          <Menu.Item value="view-property" asChild>
            <a href={legacy(`/Properties/view/${id}`)} {...newTab}>
              View property
              <ExternalLinkIcon size={14} />
              {srNewTab}
            </a>
          </Menu.Item>
          <Menu.Item value="request-service" asChild>
            <a href={legacy(`/JobOrders/add?property_id=${id}`)} {...newTab}>
              Request service
              <ExternalLinkIcon size={14} />
              {srNewTab}
            </a>
          </Menu.Item>
          {editable && property.agencyPortfolioPropertyId !== null && (
            <Menu.Item value="residential-status" {...online}>
              Change residential status
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
      </Menu.Root>
    </>
  )
}

const DIALOG_NAMES: readonly string[] = [
  'keys',
  'hold',
  'cancellation',
  'residential-status',
  'tenancy-add',
  'tenancy-edit',
] satisfies readonly PropertyDialogName[]
function isDialogName(value: string): value is PropertyDialogName {
  return DIALOG_NAMES.includes(value)
}
