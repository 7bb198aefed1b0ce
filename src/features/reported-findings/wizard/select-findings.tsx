import { css } from '../../../../styled-system/css'
import { PRODUCT_NAME } from '../../../contract/provider.ts'
import type { ReportedFinding } from '../../../contract/reported-findings.ts'
import { Button } from '../../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../../ui/wizard-screen.tsx'
import { FindingSummary } from '../finding-parts.tsx'
import { METHOD_LABELS, type ResolutionMethod, unavailableReason } from './finding-methods.ts'
import type { WizardContext, WizardEvent } from './reported-findings.machine.ts'

export type StepProps = { ctx: WizardContext; send: (event: WizardEvent) => void; busy?: boolean }

const errorText = css({ color: 'danger', fontSize: 'sm' })

type ChecklistProps = StepProps & { method: ResolutionMethod; legend: string }

/**
 * The findings as checkboxes for one method (TOGGLE_ITEM): those the method cannot take are shown disabled, with
 * the reason. The selection's error (none selected) is announced and tied to the group.
 */
export function FindingChecklist({ ctx, send, busy, method, legend }: ChecklistProps) {
  const error = ctx.formErrors.selected
  const errorId = `findings-${method}-error`
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      disabled={busy}
      className={css({ display: 'grid', gap: '2', mb: '4' })}
    >
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{legend}</legend>
      {ctx.findings.map((finding) => (
        <FindingOption
          key={finding.problemRegister.problemRegisterId}
          finding={finding}
          checked={ctx.selected.includes(finding.problemRegister.problemRegisterId)}
          reason={unavailableReason(method, finding)}
          onToggle={() => send({ type: 'TOGGLE_ITEM', problemRegisterId: finding.problemRegister.problemRegisterId })}
        />
      ))}
      {error && (
        <p id={errorId} role="alert" className={errorText}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

type OptionProps = { finding: ReportedFinding; checked: boolean; reason: string | null; onToggle: () => void }

function FindingOption({ finding, checked, reason, onToggle }: OptionProps) {
  const id = `finding-option-${finding.problemRegister.problemRegisterId}`
  return (
    <label
      htmlFor={id}
      className={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: '3',
        minHeight: '11',
        p: '3',
        borderWidth: '1px',
        borderColor: checked ? 'brand.500' : 'border',
        borderRadius: 'md',
        cursor: reason ? 'not-allowed' : 'pointer',
        opacity: reason ? 0.75 : 1,
      })}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={reason !== null}
        aria-describedby={reason ? `${id}-reason` : undefined}
        onChange={onToggle}
        className={css({ width: '5', height: '5', mt: '0.5', flexShrink: 0, accentColor: 'brand.600' })}
      />
      <span className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
        <FindingSummary finding={finding} />
        {reason && (
          <span id={`${id}-reason`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {reason}
          </span>
        )}
      </span>
    </label>
  )
}

/** selectRequestQuoteItems / selectThirdPartyItems: choose the findings, then Next / Continue. */
export function SelectFindings({ ctx, send, method }: StepProps & { method: 'quote' | 'thirdParty' }) {
  const quote = method === 'quote'
  return (
    <WizardScreen heading={METHOD_LABELS[method]} focusKey={`select-${method}`}>
      <p className={css({ mb: '4' })}>
        {quote
          ? `Choose the findings ${PRODUCT_NAME} should quote for.`
          : 'Choose the findings a third party (another tradesperson) has already fixed.'}
      </p>
      <FindingChecklist ctx={ctx} send={send} method={method} legend="Reported findings" />
      <WizardActions>
        <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
        <Button onClick={() => send({ type: quote ? 'NEXT' : 'CONTINUE' })}>{quote ? 'Next' : 'Continue'}</Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** confirmRequestQuote: the chosen findings, asked once more before the request is sent. */
export function QuoteConfirmation({ ctx, send, busy }: StepProps) {
  const chosen = ctx.findings.filter((f) => ctx.selected.includes(f.problemRegister.problemRegisterId))
  const count = chosen.length
  return (
    <WizardScreen
      heading={`Request a quote for ${count} ${count === 1 ? 'finding' : 'findings'}?`}
      focusKey="confirm-quote"
    >
      <p className={css({ mb: '3' })}>
        {PRODUCT_NAME} will prepare a quote to fix these findings and send it to you for approval.
      </p>
      <ul className={css({ display: 'grid', gap: '2' })}>
        {chosen.map((finding) => (
          <li key={finding.problemRegister.problemRegisterId}>
            <FindingSummary finding={finding} />
          </li>
        ))}
      </ul>
      <WizardActions>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
        <Button disabled={busy} onClick={() => send({ type: 'CONFIRM' })}>
          {busy ? 'Requesting…' : 'Request quote'}
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}
