import { css } from '../../../../styled-system/css'
import { PRODUCT_NAME } from '../../../contract/provider.ts'
import { FINDING_TEXTS, type ReportedFinding } from '../../../contract/reported-findings.ts'
import type { QueuedReason } from '../../../offline/outbox/submit.ts'
import { Button, buttonRecipe, ExternalLinkIcon } from '../../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../../ui/wizard-screen.tsx'
import { useNeedsConnection } from '../../offline/use-online.ts'
import { queuedToast } from '../../tenancy/outbox-origin.ts'
import { FindingStatus, FindingSummary } from '../finding-parts.tsx'
import { canUse, METHOD_LABELS, methodEvent, offeredMethods, type ResolutionMethod } from './finding-methods.ts'
import { eligible } from './reported-findings.machine.ts'
import type { StepProps } from './select-findings.tsx'

const METHOD_HINTS: Record<ResolutionMethod, string> = {
  quote: `Ask ${PRODUCT_NAME} to quote for fixing the findings.`,
  thirdParty: 'Another tradesperson fixed them: upload their invoice, certificate or photos.',
  INFORM_DI: `Tell ${PRODUCT_NAME} something it should know about the findings.`,
  ENTER_PROPERTY_BUILT_YEAR: 'Some findings depend on when the property was built.',
}

const NO_FINDING_FOR: Record<ResolutionMethod, string> = {
  quote: FINDING_TEXTS.noQuote(PRODUCT_NAME).replace('this reported finding', 'these reported findings'),
  thirdParty: FINDING_TEXTS.noThirdParty(PRODUCT_NAME).replace('this reported finding', 'these reported findings'),
  INFORM_DI: FINDING_TEXTS.noInfoNeeded(PRODUCT_NAME),
  ENTER_PROPERTY_BUILT_YEAR: FINDING_TEXTS.noInfoNeeded(PRODUCT_NAME),
}

const findingRow = css({
  display: 'grid',
  gap: '2',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border',
  _first: { borderTopWidth: '0' },
})

/** selectResolutionMethod: the service's open findings with their own actions, then the ways to resolve them. */
export function SelectResolutionMethod({ ctx, send, busy }: StepProps) {
  const methods = offeredMethods(ctx.findings)
  return (
    <WizardScreen heading="How would you like to resolve these findings?" focusKey="select-method">
      <ul aria-label="Reported findings" className={css({ mb: '4' })}>
        {ctx.findings.map((finding) => (
          <li key={finding.problemRegister.problemRegisterId} className={findingRow}>
            <FindingSummary finding={finding} />
            <FindingStatus finding={finding} />
            <FindingActions finding={finding} ctx={ctx} send={send} busy={busy} />
          </li>
        ))}
      </ul>
      <fieldset className={css({ display: 'grid', gap: '3' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Resolve the findings</legend>
        {methods.map((method) => {
          const usable = ctx.findings.some((f) => canUse(method, f))
          const hintId = `method-${method}-hint`
          return (
            <div key={method} className={css({ display: 'grid', gap: '1' })}>
              <Button
                variant={method === 'quote' ? 'solid' : 'outline'}
                disabled={busy || !usable}
                aria-describedby={hintId}
                onClick={() => send(methodEvent(method))}
                className={css({ justifyContent: 'flex-start' })}
              >
                {METHOD_LABELS[method]}
              </Button>
              <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {usable ? METHOD_HINTS[method] : NO_FINDING_FOR[method]}
              </p>
            </div>
          )
        })}
      </fieldset>
      <WizardActions>
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'CLOSE_MODAL' })}>
          Close
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** One finding's own actions: send or review its quote, dismiss or restore it. */
function FindingActions({ finding, ctx, send, busy }: StepProps & { finding: ReportedFinding }) {
  const id = finding.problemRegister.problemRegisterId
  const forwarding = useNeedsConnection('Sending a quote')
  const quote = finding.quotation
  const forwarded = quote !== null && ctx.forwardedQuoteIds.includes(quote.quotationId)
  const review = finding.problemRegister.canForwardToLandlord ? (quote?.approvalUrl ?? null) : null
  const title = finding.originalProblemItem.title
  const actions = [
    eligible.forward(finding) && (
      <Button
        key="forward"
        variant="outline"
        disabled={busy || forwarding.disabled}
        title={forwarding.reason}
        aria-label={`Send quote: ${title}`}
        onClick={() => send({ type: 'FORWARD_QUOTE', problemRegisterId: id })}
      >
        {forwarded ? 'Send quote again' : 'Send quote'}
      </Button>
    ),
    review && (
      <a key="review" href={review} target="_blank" rel="noreferrer" className={buttonRecipe({ variant: 'outline' })}>
        Review quote
        <ExternalLinkIcon />
        <span className={css({ srOnly: true })}>(opens in a new tab)</span>
      </a>
    ),
    eligible.dismiss(finding) && (
      <Button
        key="dismiss"
        variant="ghost"
        disabled={busy}
        aria-label={`Dismiss finding: ${title}`}
        onClick={() => send({ type: 'DISMISS_FINDING', problemRegisterId: id })}
      >
        Dismiss finding
      </Button>
    ),
    eligible.restore(finding) && (
      <Button
        key="restore"
        variant="ghost"
        disabled={busy}
        aria-label={`Restore finding: ${title}`}
        onClick={() => send({ type: 'UN_DISMISS_FINDING', problemRegisterId: id })}
      >
        Restore finding
      </Button>
    ),
  ].filter(Boolean)
  if (actions.length === 0) return null
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {actions}
      {forwarding.disabled && eligible.forward(finding) && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', width: 'full' })}>{forwarding.reason}</p>
      )}
    </div>
  )
}

type CompleteProps = StepProps & { heading: string; text: string; queuedReason: QueuedReason | null }

/** quoteRequestComplete, thirdPartyComplete, informDI.confirmed: Continue (resolve more) or Close. */
export function CompleteScreen({ ctx, send, heading, text, queuedReason }: CompleteProps) {
  return (
    <WizardScreen heading={heading} focusKey={`complete-${heading}`}>
      <p role="status">{ctx.savedOnDevice && queuedReason ? queuedToast(queuedReason).description : text}</p>
      <WizardActions>
        <Button variant="outline" onClick={() => send({ type: 'CLOSE_MODAL' })}>
          Close
        </Button>
        <Button onClick={() => send({ type: 'CONTINUE' })}>Continue</Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** noReportedFindings: the spec's empty text. */
export function NoFindings({ send }: Pick<StepProps, 'send'>) {
  return (
    <WizardScreen heading="No reported findings to resolve" focusKey="no-findings">
      <p>{FINDING_TEXTS.empty}</p>
      <WizardActions>
        <Button onClick={() => send({ type: 'CLOSE_MODAL' })}>Close</Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** fatalError: the spec's modal text, with the reason in brackets. */
export function FatalError({ ctx, send }: Pick<StepProps, 'ctx' | 'send'>) {
  return (
    <WizardScreen heading={FINDING_TEXTS.fatalTitle} focusKey="fatal">
      <div role="alert">
        <p>{FINDING_TEXTS.fatalBody}</p>
        {ctx.error?.message && <p className={css({ mt: '2', color: 'fg.muted' })}>({ctx.error.message})</p>}
      </div>
      <WizardActions>
        <Button onClick={() => send({ type: 'CLOSE_MODAL' })}>Close</Button>
      </WizardActions>
    </WizardScreen>
  )
}
