import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { CONTACT_NUMBER_TYPES } from '../../contract/tenancy.ts'
import { PhoneNumberText } from '../../lib/phone-display.tsx'
import { Button } from '../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import { OccupantForm } from './occupant-form.tsx'
import type { OccupantDraft } from './tenancy-draft.ts'
import type { WizardEvent, WizardState } from './tenancy-wizard.machine.ts'
import type { FormErrors } from './wizard-errors.ts'
import { errorText } from './wizard-parts.tsx'

type Props = {
  state: WizardState
  dispatch: (event: WizardEvent) => void
  onDirtyChange: (dirty: boolean) => void
}

const styles = {
  list: css({ display: 'grid', gap: '3', listStyle: 'none', mb: '4' }),
  card: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    gap: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    p: '3',
    '&[data-invalid]': { borderColor: 'danger' },
  }),
  details: css({ flex: '1', minWidth: '0', display: 'grid', gap: '0.5', fontSize: 'sm', overflowWrap: 'anywhere' }),
  actions: css({ display: 'flex', gap: '2', alignItems: 'flex-start' }),
}

/** Step 2: the occupants, each added or edited in the occupant sub-form, which takes the step's place. */
export function OccupantsStep({ state, dispatch, onDirtyChange }: Props) {
  const { editing, draft, errors } = state
  if (editing !== null) {
    return (
      <OccupantForm
        occupant={editing === 'new' ? null : (draft.occupants[editing] ?? null)}
        serverErrors={editing === 'new' ? undefined : errors.occupants[editing]}
        onSave={(occupant) => dispatch({ type: 'SAVE_OCCUPANT', occupant })}
        onBack={() => dispatch({ type: 'CANCEL_OCCUPANT' })}
        onDirtyChange={onDirtyChange}
      />
    )
  }
  return (
    <WizardScreen heading="Occupants" focusKey="tenancy-occupants">
      {draft.occupants.length === 0 ? (
        <p className={css({ color: 'fg.muted', mb: '4' })}>No occupants added yet.</p>
      ) : (
        <ul aria-label="Occupants" className={styles.list}>
          {draft.occupants.map((occupant, index) => (
            <OccupantCard
              // biome-ignore lint/suspicious/noArrayIndexKey: new occupants have no id; position is what the machine uses
              key={index}
              occupant={occupant}
              errors={errors.occupants[index]}
              onEdit={() => dispatch({ type: 'EDIT_OCCUPANT', index })}
              onRemove={() => dispatch({ type: 'REMOVE_OCCUPANT', index })}
            />
          ))}
        </ul>
      )}
      {errors.list.map((message) => (
        <p key={message} role="alert" className={errorText}>
          {message}
        </p>
      ))}
      <Button variant="outline" onClick={() => dispatch({ type: 'ADD_OCCUPANT' })}>
        Add occupant
      </Button>
      <WizardActions
        back={
          <Button variant="outline" onClick={() => dispatch({ type: 'BACK' })}>
            Back
          </Button>
        }
      >
        <Button onClick={() => dispatch({ type: 'NEXT' })}>Next</Button>
      </WizardActions>
    </WizardScreen>
  )
}

type CardProps = { occupant: OccupantDraft; errors?: FormErrors; onEdit: () => void; onRemove: () => void }

function OccupantCard({ occupant, errors, onEdit, onRemove }: CardProps) {
  const errorsId = useId()
  const messages = [...new Set(Object.values(errors ?? {}).flat())]
  return (
    <li className={styles.card} data-invalid={messages.length > 0 ? '' : undefined}>
      <div className={styles.details}>
        <span className={css({ fontWeight: 'semibold', fontSize: 'md' })}>{occupant.name}</span>
        {occupant.email && <span>{occupant.email}</span>}
        {occupant.contactNumbers.map((n) => (
          <span key={`${n.type}-${n.number}`}>
            <PhoneNumberText number={n.number} />{' '}
            <span className={css({ color: 'fg.muted' })}>
              {CONTACT_NUMBER_TYPES.find((t) => t.value === n.type)?.label}
            </span>
          </span>
        ))}
        {messages.length > 0 && (
          <div id={errorsId}>
            {messages.map((message) => (
              <p key={message} className={errorText}>
                {message}
              </p>
            ))}
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="outline"
          onClick={onEdit}
          aria-label={`Edit ${occupant.name}`}
          aria-describedby={messages.length > 0 ? errorsId : undefined}
        >
          Edit
        </Button>
        <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${occupant.name}`}>
          Remove
        </Button>
      </div>
    </li>
  )
}
