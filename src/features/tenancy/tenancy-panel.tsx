import { useState } from 'react'
import { css } from '../../../styled-system/css'
import type { PropertyDetail } from '../../contract/property.ts'
import { todayInState } from '../../contract/states.ts'
import { tenancyDisplay } from '../../contract/tenancy.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge, Button, ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { ConfirmTenancyButton } from './confirm-tenancy-button.tsx'
import { MarkVacantDialog } from './mark-vacant-dialog.tsx'
import { OccupantContactList } from './occupant-contact-list.tsx'
import { PendingTenancyChanges } from './pending-changes.tsx'
import { SyncNote } from './sync-note.tsx'
import { type TenancyAction, TenancyActionsMenu } from './tenancy-actions-menu.tsx'
import { TenancyDetails } from './tenancy-details.tsx'
import { TENANCY_HELP_TEXTS, tenancyHelp } from './tenancy-help.ts'
import { UpcomingTenancy } from './upcoming-tenancy.tsx'

// The wizard is its own chunk: most visits to a property only read the tenancy.
const TenancyWizardDialog = lazyWithRetry(() =>
  import('./tenancy-wizard-dialog.tsx').then((module) => ({ default: module.TenancyWizardDialog })),
)

const styles = {
  // The property page's card look (its SectionCard), so the panel sits among the other cards.
  panel: css({
    bg: 'white',
    borderRadius: 'lg',
    boxShadow: 'xs',
    borderWidth: '1px',
    borderColor: 'border',
    p: { base: '4', md: '5' },
    minWidth: '0',
  }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '3' }),
  heading: css({ fontSize: 'lg', fontWeight: 'bold', mr: 'auto' }),
  subheading: css({ fontSize: 'md', fontWeight: 'semibold', mt: '6', mb: '2' }),
  help: css({ display: 'grid', gap: '1', fontSize: 'sm', color: 'fg.muted', mb: '4' }),
  footer: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '3',
    mt: '6',
    '& > button': { flex: { base: '1 1 auto', sm: '0 0 auto' } },
  }),
}

/** The current tenancy panel of the property page (property-operations §2 "Tenancy"). */
export function TenancyPanel({ property }: { property: PropertyDetail }) {
  const session = useSession()
  const [wizard, setWizard] = useState<'add' | 'edit' | 'renew' | null>(null)
  const [markingVacant, setMarkingVacant] = useState(false)
  const summary = property.tenancy
  const tenancy = summary.currentTenancy
  const today = todayInState(session.stateId)
  const status = tenancyDisplay(summary, today)
  // A cancelled property takes no tenancy changes; the page says why. Integrated ones change in their software:
  // their wizard shows the data read-only (property-operations §4), from the menu and from Add tenancy alike.
  const canAct = !property.isCancelled
  const propertyId = property.compliancePropertyId

  const onAction = (action: TenancyAction) => (action === 'mark-vacant' ? setMarkingVacant(true) : setWizard(action))

  return (
    <section aria-labelledby="tenancy-heading" className={styles.panel}>
      <div className={styles.header}>
        <h2 id="tenancy-heading" className={styles.heading}>
          Current tenancy
        </h2>
        {status && <Badge tone={summary.isVacant ? 'warning' : 'info'}>{status}</Badge>}
        {canAct && (
          <TenancyActionsMenu
            hasTenancy={tenancy !== null}
            canMarkVacant={!summary.isVacant && !property.isIntegrated}
            onSelect={onAction}
          />
        )}
      </div>
      {property.isIntegrated && <SyncNote softwareName={property.softwareName} />}
      <PendingTenancyChanges propertyId={propertyId} />
      {canAct && (
        <div className={styles.help}>
          {tenancyHelp(summary, today).map((kind) => (
            <p key={kind}>{TENANCY_HELP_TEXTS[kind]}</p>
          ))}
        </div>
      )}
      {tenancy ? (
        <>
          <TenancyDetails tenancy={tenancy} />
          <h3 className={styles.subheading}>Occupants</h3>
          <OccupantContactList occupants={tenancy.occupants} caption="Occupants of the current tenancy" />
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>There is no current tenancy for this property.</p>
      )}
      {summary.upcomingTenancy && <UpcomingTenancy propertyId={propertyId} upcoming={summary.upcomingTenancy} />}
      {property.detailsConfirmedAt && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '4' })}>
          Details last confirmed on {formatDate(property.detailsConfirmedAt)}
        </p>
      )}
      {canAct && (
        <div className={styles.footer}>
          <Button variant="outline" onClick={() => setWizard('add')}>
            Add tenancy
          </Button>
          <ConfirmTenancyButton propertyId={propertyId} address={property.address.fullAddress} summary={summary} />
        </div>
      )}
      {wizard && (
        <ChunkBoundary onClose={() => setWizard(null)}>
          <TenancyWizardDialog
            property={property}
            mode={wizard}
            open
            onOpenChange={(open) => !open && setWizard(null)}
          />
        </ChunkBoundary>
      )}
      <MarkVacantDialog
        propertyId={propertyId}
        address={property.address.fullAddress}
        open={markingVacant}
        onOpenChange={setMarkingVacant}
      />
    </section>
  )
}
