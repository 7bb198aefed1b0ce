import { type ReactNode, useId, useState } from 'react'
import { css } from '../../../styled-system/css'
import type { StateWorkflow } from '../../contract/property-requests.ts'
import { Button } from '../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import { type Agency, CREATOR_TEXTS } from './creator.machine.ts'

const optionRow = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  minHeight: '11',
  py: '2',
  px: '3',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'brand.600', bg: 'brand.50' },
})
const radio = css({ width: '5', height: '5', mt: '0.5', flexShrink: 0, accentColor: 'brand.600' })

/** A list of radio choices, each a 44 px row: the platform's radio group (arrow keys) with its legend. */
function RadioChoices<T>({
  legend,
  items,
  keyOf,
  labelOf,
  describe,
  value,
  onChange,
}: {
  legend: string
  items: readonly T[]
  keyOf: (item: T) => number
  labelOf: (item: T) => string
  describe?: (item: T) => ReactNode
  value: number | null
  onChange: (key: number) => void
}) {
  const name = useId()
  return (
    <fieldset className={css({ display: 'grid', gap: '2' })}>
      <legend className={css({ srOnly: true })}>{legend}</legend>
      {items.map((item) => (
        <label key={keyOf(item)} className={optionRow}>
          <input
            type="radio"
            name={name}
            className={radio}
            checked={value === keyOf(item)}
            onChange={() => onChange(keyOf(item))}
          />
          <span>
            <span className={css({ fontWeight: 'semibold', display: 'block' })}>{labelOf(item)}</span>
            {describe?.(item)}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/** Requesting agency: which of the user's agencies asks for it (only asked when there is more than one). */
export function SelectAgencyStep({
  agencies,
  current,
  onSelect,
  onBack,
}: {
  agencies: readonly Agency[]
  current: number
  onSelect: (agencyId: number) => void
  onBack: () => void
}) {
  const [chosen, setChosen] = useState<number>(current)
  return (
    <WizardScreen heading="Requesting agency" focusKey="selectAgency">
      <p className={css({ mb: '3' })}>Which agency is requesting this work?</p>
      <RadioChoices
        legend="Requesting agency"
        items={agencies}
        keyOf={(a) => a.id}
        labelOf={(a) => a.name}
        describe={(a) =>
          a.id === current ? (
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Your current portfolio</span>
          ) : (
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Switches your portfolio to this agency</span>
          )
        }
        value={chosen}
        onChange={setChosen}
      />
      <WizardActions>
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onSelect(chosen)}>Continue</Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** Request type: the address's workflows this app can carry on with (a legacy one opens the legacy page). */
export function SelectWorkflowStep({
  workflows,
  onSelect,
  onBack,
}: {
  workflows: readonly StateWorkflow[]
  onSelect: (stateWorkflowId: number) => void
  onBack: () => void
}) {
  const [chosen, setChosen] = useState<number | null>(null)
  const [missing, setMissing] = useState(false)
  return (
    <WizardScreen heading="Request type" focusKey="selectWorkflow">
      {workflows.length === 0 ? (
        <p role="status">{CREATOR_TEXTS.noWorkflows}</p>
      ) : (
        <RadioChoices
          legend="Request type"
          items={workflows}
          keyOf={(w) => w.id}
          labelOf={(w) => w.name}
          describe={(w) => (
            <span className={css({ fontSize: 'sm', color: 'fg.muted', display: 'block' })}>
              {w.description}
              {w.useLegacyJobOrderPage && ' Continues on the job order page.'}
            </span>
          )}
          value={chosen}
          onChange={(id) => {
            setChosen(id)
            setMissing(false)
          }}
        />
      )}
      {missing && (
        <p role="alert" className={css({ color: 'danger', mt: '2' })}>
          Please select a request type
        </p>
      )}
      <WizardActions>
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        {workflows.length > 0 && (
          <Button onClick={() => (chosen === null ? setMissing(true) : onSelect(chosen))}>Continue</Button>
        )}
      </WizardActions>
    </WizardScreen>
  )
}

/** Confirm request: what will be asked for, then the request is created (needs the provider: online only). */
export function ConfirmStep({
  address,
  agencyName,
  workflow,
  error,
  busy,
  canGoBack,
  offlineReason,
  onConfirm,
  onBack,
}: {
  address: string
  agencyName: string | null
  workflow: StateWorkflow
  error: string | null
  busy: boolean
  canGoBack: boolean
  offlineReason: string | undefined
  onConfirm: () => void
  onBack: () => void
}) {
  const id = useId()
  return (
    <WizardScreen heading="Confirm request" focusKey="confirm">
      {error && (
        <p role="alert" className={css({ color: 'danger', mb: '3' })}>
          {error}
        </p>
      )}
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' }, gap: '1 4' })}>
        <dt className={css({ fontWeight: 'semibold' })}>Address</dt>
        <dd className={css({ overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } })}>{address}</dd>
        {agencyName && (
          <>
            <dt className={css({ fontWeight: 'semibold' })}>Requesting agency</dt>
            <dd className={css({ mb: { base: '2', sm: '0' } })}>{agencyName}</dd>
          </>
        )}
        <dt className={css({ fontWeight: 'semibold' })}>Request type</dt>
        <dd>{workflow.name}</dd>
      </dl>
      <WizardActions>
        {canGoBack && (
          <Button variant="outline" onClick={onBack} disabled={busy}>
            Back
          </Button>
        )}
        <Button
          onClick={onConfirm}
          disabled={busy || Boolean(offlineReason)}
          aria-describedby={offlineReason ? `${id}-offline` : undefined}
        >
          {busy ? 'Creating request…' : 'Create request'}
        </Button>
      </WizardActions>
      {offlineReason && (
        <p id={`${id}-offline`} className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
          {offlineReason}
        </p>
      )}
    </WizardScreen>
  )
}
