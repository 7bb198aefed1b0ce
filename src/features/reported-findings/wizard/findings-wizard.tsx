import { useEffect, useRef } from 'react'
import type { PropertyDetail } from '../../../contract/property.ts'
import { PRODUCT_NAME } from '../../../contract/provider.ts'
import type { ReportedFinding } from '../../../contract/reported-findings.ts'
import type { QueuedReason } from '../../../offline/outbox/submit.ts'
import { WizardDialog, WizardQuestion } from '../../../ui/wizard-screen.tsx'
import { ForwardDialog } from '../../dashboard/urgent/forward-dialog.tsx'
import { DISMISS_QUESTION, RESTORE_QUESTION } from '../property/dismiss-finding-dialog.tsx'
import { type FindingDocuments, useFindingDocuments } from './finding-documents.ts'
import { CompleteScreen, FatalError, NoFindings, SelectResolutionMethod } from './method-screens.tsx'
import type { MethodEvent, WizardContext } from './reported-findings.machine.ts'
import { InformForm, ThirdPartyDisclaimer, ThirdPartyForm } from './resolution-forms.tsx'
import { QuoteConfirmation, SelectFindings, type StepProps } from './select-findings.tsx'
import { useFindingsMachine } from './use-findings-machine.ts'

export const FINDINGS_WIZARD_TITLE = 'Resolve reported findings'

/** While a write is in flight the wizard cannot be closed: its answer must reach the machine. */
const BUSY_STATES = ['submit', 'submitResolution', 'dismissing', 'unDismissing', 'informDI.informDIRequest']

/** 'selectResolutionMethod', or 'informDI.selectItems' for the nested states. */
function stateName(value: string | Record<string, unknown>): string {
  if (typeof value === 'string') return value
  const [parent, child] = Object.entries(value)[0] ?? ['', '']
  return `${parent}.${String(child)}`
}

function dismissalDescription(findings: ReportedFinding[], dismissal: WizardContext['dismissal']): string {
  const title = findings.find((f) => f.problemRegister.problemRegisterId === dismissal?.problemRegisterId)
    ?.originalProblemItem.title
  if (!title) return ''
  return dismissal?.restore
    ? `"${title}" will need action again.`
    : `"${title}" will no longer need action. You can restore it later.`
}

export type FindingsWizardProps = {
  property: PropertyDetail
  /** The service whose findings it resolves (GET /v2/property/{id}/reported-findings/{suffix}). */
  suffix: string
  serviceName: string
  /** A method chosen in the per-finding menu, sent once the findings are loaded. */
  start?: MethodEvent
  onClose: () => void
}

/** The reported-findings resolve wizard (property-operations §4): a large modal driven by the statechart. */
export function FindingsWizard({ property, suffix, serviceName, start, onClose }: FindingsWizardProps) {
  const propertyId = property.compliancePropertyId
  const documents = useFindingDocuments({ propertyId, address: property.address.fullAddress })
  const { snapshot, send, queuedReason, announcement, announce } = useFindingsMachine({
    property,
    // The submission names the documents: they are stored (and sent, or queued before it) first.
    beforeThirdParty: documents.settled,
    // Once submitted they belong to the resolution; a second resolution in this opening starts with none.
    afterThirdParty: documents.forget,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: OPEN once, on mount
  useEffect(() => {
    send({ type: 'OPEN', propertyId, suffix, start })
  }, [])
  // Coming back from another app (the camera, a call) reloads where nothing is being chosen or typed.
  useEffect(() => {
    const focused = () => send({ type: 'WINDOW_FOCUSED' })
    window.addEventListener('focus', focused)
    return () => window.removeEventListener('focus', focused)
  }, [send])
  // Back to idle after it was open: the dialog goes, and documents added but not submitted are not sent.
  const idle = snapshot.matches('idle')
  const wasOpen = useRef(false)
  if (!idle) wasOpen.current = true
  useEffect(() => {
    if (!idle || !wasOpen.current) return
    void documents.discardUnsubmitted()
    onClose()
  }, [idle, onClose, documents])

  const ctx = snapshot.context
  const state = stateName(snapshot.value)
  const busy = BUSY_STATES.includes(state)
  const close = () => send({ type: 'CLOSE_MODAL' })
  const forwardFinding = ctx.findings.find((f) => f.problemRegister.problemRegisterId === ctx.forwardFindingId)
  const dismissal = ctx.dismissal
  const dismissing = state === 'dismissFinding'

  return (
    <WizardDialog
      title={FINDINGS_WIZARD_TITLE}
      subtitle={`${serviceName} · ${property.address.fullAddress}`}
      busy={busy}
      escapeBlocked={ctx.showCloseConfirmation}
      announcement={announcement}
      onClose={close}
    >
      <WizardBody state={state} ctx={ctx} send={send} busy={busy} documents={documents} queuedReason={queuedReason} />
      {forwardFinding?.quotation && (
        <ForwardDialog
          open
          target={{
            kind: 'quote',
            id: forwardFinding.quotation.quotationId,
            number: forwardFinding.quotation.quoteNumber,
          }}
          onForwarded={() => {
            announce(`Quote ${forwardFinding.quotation?.quoteNumber} forwarded`)
            send({ type: 'QUOTE_FORWARDED' })
          }}
          onOpenChange={(open) => !open && snapshot.matches('forwardQuoteToLandlord') && send({ type: 'BACK' })}
        />
      )}
      <WizardQuestion
        open={dismissal !== null && (dismissing || busy)}
        busy={busy}
        title={dismissal?.restore ? RESTORE_QUESTION : DISMISS_QUESTION}
        description={dismissalDescription(ctx.findings, dismissal)}
        backLabel="Cancel"
        confirmLabel={dismissal?.restore ? 'Restore finding' : 'Dismiss finding'}
        onBack={() => send({ type: 'BACK' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
      />
      <WizardQuestion
        open={ctx.showCloseConfirmation}
        title="Are you sure you want to close?"
        description="The documents and notes of this resolution will not be submitted."
        backLabel="Back"
        confirmLabel="Close"
        onBack={() => send({ type: 'CANCEL_CLOSE' })}
        onConfirm={() => send({ type: 'CONFIRM_CLOSE' })}
      />
    </WizardDialog>
  )
}

type BodyProps = StepProps & {
  state: string
  documents: FindingDocuments
  queuedReason: QueuedReason | null
}

/** The screen of each state (§4); the forward and dismiss questions show over the method choice. */
function WizardBody({ state, ctx, send, busy, documents, queuedReason }: BodyProps) {
  const step = { ctx, send, busy }
  switch (state) {
    case 'idle':
    case 'loadReportedFindings':
      return (
        <p role="status" data-wizard-heading="" tabIndex={-1}>
          Loading reported findings…
        </p>
      )
    case 'noReportedFindings':
      return <NoFindings send={send} />
    case 'fatalError':
      return <FatalError ctx={ctx} send={send} />
    case 'selectRequestQuoteItems':
      return <SelectFindings {...step} method="quote" />
    case 'confirmRequestQuote':
    case 'submit':
      return <QuoteConfirmation {...step} />
    case 'quoteRequestComplete':
      return (
        <CompleteScreen
          {...step}
          queuedReason={queuedReason}
          heading="Quote requested"
          text={`${PRODUCT_NAME} will prepare a quote for the selected findings and send it to you for approval.`}
        />
      )
    case 'selectThirdPartyItems':
      return <SelectFindings {...step} method="thirdParty" />
    case 'thirdPartyResolutionForm':
      return <ThirdPartyForm {...step} documents={documents} />
    case 'thirdPartyDisclaimer':
    case 'submitResolution':
      return <ThirdPartyDisclaimer {...step} />
    case 'thirdPartyComplete':
      return (
        <CompleteScreen
          {...step}
          queuedReason={queuedReason}
          heading="Resolution submitted"
          text="The findings are resolved by a third party, and the documents are filed on the property."
        />
      )
    case 'informDI.selectItems':
    case 'informDI.informDIRequest':
      return <InformForm {...step} />
    case 'informDI.confirmed':
      return (
        <CompleteScreen
          {...step}
          queuedReason={queuedReason}
          heading="Information sent"
          text={`${PRODUCT_NAME} has your information and will review the selected findings.`}
        />
      )
    default:
      // selectResolutionMethod, and under the forward dialog or the dismiss question.
      return <SelectResolutionMethod {...step} />
  }
}
