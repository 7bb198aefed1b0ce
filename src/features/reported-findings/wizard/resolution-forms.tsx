import { useEffect } from 'react'
import { css } from '../../../../styled-system/css'
import { PRODUCT_NAME } from '../../../contract/provider.ts'
import { FINDING_TEXTS, FINDINGS_NOTES_MAX } from '../../../contract/reported-findings.ts'
import { Button, CheckboxField } from '../../../ui/index.ts'
import { MonthInput } from '../../../ui/month-input.tsx'
import { NotesInput } from '../../../ui/notes-input.tsx'
import { WizardActions, WizardScreen } from '../../../ui/wizard-screen.tsx'
import type { FindingDocuments } from './finding-documents.ts'
import { METHOD_LABELS } from './finding-methods.ts'
import { showsBuiltYear } from './reported-findings.machine.ts'
import { FindingChecklist, type StepProps } from './select-findings.tsx'
import { ThirdPartyDocumentsField } from './third-party-documents.tsx'

const errorsOf = (message: string | undefined) => (message ? [message] : undefined)

/**
 * thirdPartyResolutionForm: the third party's documents (photos taken now, or files) and optional notes. The
 * documents are stored on the device and sent as they are added; the form holds their references.
 */
export function ThirdPartyForm({ ctx, send, documents }: StepProps & { documents: FindingDocuments }) {
  const documentIds = documents.documentIds
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' content is what matters, not the array
  useEffect(() => {
    send({ type: 'SET_DOCUMENTS', documentIds })
  }, [documentIds.join(','), send])
  const notes = ctx.thirdPartyForm.notes
  return (
    <WizardScreen heading={METHOD_LABELS.thirdParty} focusKey="third-party-form">
      <p className={css({ mb: '4' })}>
        Add the third party’s invoice, compliance certificate or photos of the work, for each finding you selected.
      </p>
      <ThirdPartyDocumentsField documents={documents} error={ctx.formErrors.documentIds} />
      <NotesInput
        id="third-party-notes"
        label="Notes (optional)"
        value={notes}
        length={notes.length}
        max={FINDINGS_NOTES_MAX}
        errors={errorsOf(ctx.formErrors.notes)}
        onChange={(event) => send({ type: 'SET_NOTES', notes: event.currentTarget.value })}
      />
      <WizardActions>
        <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
        <Button onClick={() => send({ type: 'SUBMIT_FORM', documentIds })}>Continue</Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** thirdPartyDisclaimer: "I understand" must be ticked before the resolution is submitted. */
export function ThirdPartyDisclaimer({ ctx, send, busy }: StepProps) {
  return (
    <WizardScreen heading="Before you submit" focusKey="third-party-disclaimer">
      <div className={css({ display: 'grid', gap: '3', mb: '4' })}>
        <p>
          By submitting, you confirm that a qualified third party has fixed the selected findings and that the documents
          show their work. {PRODUCT_NAME} will no longer follow these findings up, and is not responsible for work it
          did not do.
        </p>
        <p>The documents are filed on the property as third party resolution documents.</p>
      </div>
      <CheckboxField
        label={FINDING_TEXTS.iUnderstand}
        checked={ctx.understood}
        disabled={busy}
        onChange={() => send({ type: 'TOGGLE_UNDERSTAND' })}
      />
      <WizardActions>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
        <Button disabled={busy || !ctx.understood} onClick={() => send({ type: 'SUBMIT' })}>
          {busy ? 'Submitting…' : 'Submit'}
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** informDI.selectItems: the findings, the notes (required) and, where a finding takes it, the month built. */
export function InformForm({ ctx, send, busy }: StepProps) {
  const builtYear = showsBuiltYear(ctx)
  const notes = ctx.informForm.notes
  const today = ctx.today()
  return (
    <WizardScreen heading={METHOD_LABELS[ctx.informMode]} focusKey={`inform-${ctx.informMode}`}>
      <FindingChecklist ctx={ctx} send={send} busy={busy} method={ctx.informMode} legend="Reported findings" />
      <fieldset disabled={busy}>
        {builtYear && (
          <MonthInput
            id="property-built"
            label="Month and year the property was built"
            value={ctx.informForm.propertyBuilt ?? ''}
            max={today.slice(0, 7)}
            errors={errorsOf(ctx.formErrors.propertyBuilt)}
            onChange={(month) => send({ type: 'SET_PROPERTY_BUILT', propertyBuilt: month || null })}
          />
        )}
        <NotesInput
          id="inform-notes"
          label="Notes"
          value={notes}
          length={notes.length}
          max={FINDINGS_NOTES_MAX}
          errors={errorsOf(ctx.formErrors.notes)}
          onChange={(event) => send({ type: 'SET_NOTES', notes: event.currentTarget.value })}
        />
      </fieldset>
      <WizardActions>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
        <Button disabled={busy} onClick={() => send({ type: 'SUBMIT_FORM' })}>
          {busy ? 'Sending…' : 'Send to provider'}
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}
