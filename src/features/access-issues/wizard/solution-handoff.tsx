import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { meQueries } from '../../../api/me.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import { Button, ChunkBoundary, lazyWithRetry } from '../../../ui/index.ts'
import { useNeedsConnection } from '../../offline/use-online.ts'

/**
 * The EMAIL and BOOKING solutions hand over to the send-email dialog and the booking wizard (property-operations
 * §2 "Access issues and email/booking modals"): their own request records the solution (resolveAccessIssue), and
 * the access-issue wizard goes on once it is made. Both need the provider live, so offline they are disabled
 * with the reason, like every other live change.
 */
export type Handoff = { kind: 'email' | 'booking'; solutionLabel: string }

// Each loads only when its solution is used (the email form brings the rich-text editor's chunk after it).
const SendEmailDialog = lazyWithRetry(() =>
  import('../../email/send-email-dialog.tsx').then((m) => ({ default: m.SendEmailDialog })),
)
const BookingWizardDialog = lazyWithRetry(() =>
  import('../../booking/booking-wizard.tsx').then((m) => ({ default: m.BookingWizardDialog })),
)

const OFFLINE_ACTION: Record<Handoff['kind'], string> = {
  email: 'Sending an email',
  booking: 'Booking on behalf of the tenant',
}

/** Whether the agency books on behalf of tenants in the portal (foundations §3, allow_agency_portal_booking). */
export function usePortalBooking(): boolean | undefined {
  const { data } = useQuery(meQueries.agencySettings())
  return data?.allow_agency_portal_booking
}

/** The solution's button: opens the dialog that performs it; disabled offline, the reason beside it. */
export function HandoffButton({
  handoff,
  label,
  pending,
  onOpen,
}: {
  handoff: Handoff
  label: string
  pending: boolean
  onOpen: (handoff: Handoff) => void
}) {
  const connection = useNeedsConnection(OFFLINE_ACTION[handoff.kind])
  const reasonId = `handoff-${handoff.solutionLabel}-offline`
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: { base: 'stretch', sm: 'end' } })}>
      {connection.reason && (
        <p id={reasonId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {connection.reason}
        </p>
      )}
      <Button
        disabled={pending || connection.disabled}
        aria-describedby={connection.reason ? reasonId : undefined}
        onClick={() => onOpen(handoff)}
      >
        {label}
      </Button>
    </div>
  )
}

/** The open dialog of a handoff, above the wizard; `onPerformed` once the email is sent or the booking made. */
export function HandoffDialog({
  property,
  handoff,
  onClose,
  onPerformed,
}: {
  property: PropertyDetail
  handoff: Handoff | null
  onClose: () => void
  onPerformed: (handoff: Handoff) => void
}) {
  if (!handoff) return null
  const resolveAccessIssue = { solutionLabel: handoff.solutionLabel }
  const onOpenChange = (open: boolean) => {
    if (!open) onClose()
  }
  return (
    <ChunkBoundary onClose={onClose}>
      {handoff.kind === 'email' ? (
        <SendEmailDialog
          propertyId={property.compliancePropertyId}
          open
          onOpenChange={onOpenChange}
          resolveAccessIssue={resolveAccessIssue}
          onSent={() => onPerformed(handoff)}
        />
      ) : (
        <BookingWizardDialog
          property={property}
          open
          onOpenChange={onOpenChange}
          resolveAccessIssue={resolveAccessIssue}
          onBooked={() => onPerformed(handoff)}
        />
      )}
    </ChunkBoundary>
  )
}
