import { css } from '../../../styled-system/css'
import { Button } from '../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import { OccupantContactList } from './occupant-contact-list.tsx'
import { TenancyConflict } from './tenancy-conflict.tsx'
import { LeaseSummary } from './tenancy-details.tsx'
import type { WizardEvent, WizardState } from './tenancy-wizard.machine.ts'

type Props = {
  state: WizardState
  dispatch: (event: WizardEvent) => void
  isPending: boolean
  onSubmit: () => void
  onKeepMine: (version: number) => void
  onDiscardMine: () => void
}

const subheading = css({ fontSize: 'md', fontWeight: 'semibold', mt: '5', mb: '2' })

/** Step 3: everything the wizard will send, then Submit; after a 409, their version beside ours instead. */
export function ConfirmationStep({ state, dispatch, isPending, onSubmit, onKeepMine, onDiscardMine }: Props) {
  const { draft, conflict } = state
  if (conflict) {
    return (
      <TenancyConflict
        theirs={conflict}
        mine={draft}
        isPending={isPending}
        onKeepMine={() => onKeepMine(conflict.version)}
        onDiscardMine={onDiscardMine}
      />
    )
  }
  return (
    <WizardScreen heading="Confirmation" focusKey="tenancy-confirmation">
      <p className={css({ color: 'fg.muted', mb: '4' })}>Check the details below, then submit.</p>
      <h4 className={subheading}>Lease agreement</h4>
      <LeaseSummary lease={draft.lease} />
      <h4 className={subheading}>Occupants</h4>
      <OccupantContactList occupants={draft.occupants} caption="Occupants to be saved" />
      <WizardActions
        back={
          <Button variant="outline" disabled={isPending} onClick={() => dispatch({ type: 'BACK' })}>
            Back
          </Button>
        }
      >
        <Button disabled={isPending} onClick={onSubmit}>
          {isPending ? 'Submitting…' : 'Submit'}
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}
