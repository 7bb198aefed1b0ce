import { useMachine } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { PropertyDetail } from '../../contract/property.ts'
import { todayInState } from '../../contract/states.ts'
import { WizardDialog } from '../../ui/wizard-screen.tsx'
import { useSession } from '../session/use-session.ts'
import { CloseConfirmDialog } from './close-confirm-dialog.tsx'
import { ConfirmationStep } from './confirmation-step.tsx'
import { LeaseAgreementStep } from './lease-agreement-step.tsx'
import { OccupantsStep } from './occupants-step.tsx'
import { usePendingEdit } from './pending-edit.ts'
import { SyncNote } from './sync-note.tsx'
import type { WizardDraft, WizardMode } from './tenancy-draft.ts'
import {
  hasUnsavedChanges,
  tenancyWizardMachine,
  type WizardEvent,
  type WizardInput,
  wizardStateOf,
} from './tenancy-wizard.machine.ts'
import { useTenancySubmit } from './use-tenancy-submit.ts'
import { WizardSteps } from './wizard-steps.tsx'

type Props = {
  property: PropertyDetail
  mode: WizardMode
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Start from this draft (a refused change, edited again from the outbox). */
  startFrom?: WizardDraft
  /** After the write was sent or kept on the device. */
  onSubmitted?: () => void
  /** The refused outbox item being edited again: the new write replaces it. */
  replaces?: string
}

const TITLES: Record<WizardMode, string> = { add: 'Add tenancy', edit: 'Edit tenancy', renew: 'Renew tenancy' }

/** Add, Edit and Renew tenancy: Lease agreement → Occupants → Confirmation (property-operations §4). */
export function TenancyWizardDialog({ open, ...props }: Props) {
  // Mounted only while open, so every opening starts from the tenancy as it is then.
  return open ? <WizardFromPendingEdit {...props} /> : null
}

/**
 * An edit of a tenancy whose earlier edit still waits on this device starts from that edit (never from the
 * server's older copy), and is sent after it, against the version it produces.
 */
function WizardFromPendingEdit(props: Omit<Props, 'open'>) {
  const tenancyId = props.property.tenancy.currentTenancy?.tenancyId ?? null
  const lookUp = props.mode === 'edit' && !props.startFrom
  const pending = usePendingEdit(props.property.compliancePropertyId, lookUp ? tenancyId : null)
  if (!lookUp || pending === null) return <OpenWizard {...props} />
  // An IndexedDB read: a few milliseconds before an edit opens.
  if (pending === undefined) return null
  return (
    <OpenWizard
      {...props}
      startFrom={pending.meta.draft}
      basedOn={{ version: pending.version, itemId: pending.itemId }}
    />
  )
}

type OpenWizardProps = Omit<Props, 'open'> & { basedOn?: { version: number; itemId: string } }

function OpenWizard({
  property,
  mode: requestedMode,
  onOpenChange,
  startFrom,
  onSubmitted,
  basedOn,
  replaces,
}: OpenWizardProps) {
  const session = useSession()
  // The tenancy the wizard started from: a refetch of the page while it is open must not move it.
  const [tenancy] = useState(() => property.tenancy.currentTenancy)
  const mode = tenancy ? requestedMode : 'add'
  // Read once, as the machine reads its input once: the wizard starts from what was there when it opened.
  const [input] = useState<WizardInput>(() => ({
    mode,
    tenancy,
    today: todayInState(session.stateId),
    readOnly: property.isIntegrated,
    draft: startFrom,
    version: basedOn?.version,
  }))
  const [snapshot, send] = useMachine(tenancyWizardMachine, { input })
  const state = useMemo(() => wizardStateOf(snapshot), [snapshot])
  const [openFormDirty, setOpenFormDirty] = useState(false)
  const [askingToClose, setAskingToClose] = useState(false)
  // Focus follows the step: each step's WizardScreen takes it to its heading.
  const dispatch = (event: WizardEvent) => send(event)
  const { submit, discard, isPending } = useTenancySubmit({
    property,
    tenancyId: tenancy?.tenancyId ?? null,
    state,
    dispatch,
    close: () => onOpenChange(false),
    onSubmitted,
    basedOn,
    replaces,
  })

  const requestClose = () => {
    if (isPending) return
    if (openFormDirty || hasUnsavedChanges(state)) setAskingToClose(true)
    else onOpenChange(false)
  }
  const stepProps = { state, dispatch, onDirtyChange: setOpenFormDirty }

  return (
    <WizardDialog
      title={TITLES[mode]}
      subtitle={property.address.fullAddress}
      size="medium"
      busy={isPending}
      escapeBlocked={askingToClose}
      onClose={requestClose}
    >
      <WizardSteps step={state.step} />
      {state.readOnly && <SyncNote softwareName={property.softwareName} />}
      {state.step === 'LeaseAgreement' && <LeaseAgreementStep {...stepProps} onCancel={requestClose} />}
      {state.step === 'Occupants' && <OccupantsStep {...stepProps} />}
      {state.step === 'Confirmation' && (
        <ConfirmationStep
          {...stepProps}
          isPending={isPending}
          onSubmit={() => submit()}
          onKeepMine={(version) => {
            dispatch({ type: 'KEEP_MINE' })
            submit(version)
          }}
          onDiscardMine={discard}
        />
      )}
      <CloseConfirmDialog
        open={askingToClose}
        onKeepEditing={() => setAskingToClose(false)}
        onConfirm={() => onOpenChange(false)}
      />
    </WizardDialog>
  )
}
