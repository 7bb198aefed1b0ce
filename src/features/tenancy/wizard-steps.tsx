import { css } from '../../../styled-system/css'
import { stepNumber, WIZARD_STEPS, type WizardStep } from './tenancy-wizard.machine.ts'

export const STEP_LABELS: Record<WizardStep, string> = {
  LeaseAgreement: 'Lease agreement',
  Occupants: 'Occupants',
  Confirmation: 'Confirmation',
}

const styles = {
  list: css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', mb: '5' }),
  item: css({
    borderTopWidth: '4px',
    borderColor: 'gray.200',
    pt: '1.5',
    fontSize: 'xs',
    color: 'fg.muted',
    '&[data-done]': { borderColor: 'brand.500' },
    '&[aria-current=step]': { borderColor: 'accent', color: 'fg', fontWeight: 'semibold' },
  }),
}

/** "Step n of 3" and where that is among the three. */
export function WizardSteps({ step }: { step: WizardStep }) {
  const current = stepNumber(step)
  return (
    <div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
        Step {current} of {WIZARD_STEPS.length}
      </p>
      <ol aria-label="Steps" className={styles.list}>
        {WIZARD_STEPS.map((name, index) => (
          <li
            key={name}
            className={styles.item}
            aria-current={name === step ? 'step' : undefined}
            data-done={index + 1 < current ? '' : undefined}
          >
            {STEP_LABELS[name]}
          </li>
        ))}
      </ol>
    </div>
  )
}
