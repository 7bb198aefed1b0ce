import { useEffect, useRef, useState } from 'react'
import { css, cx } from '../../../../styled-system/css'
import {
  type AccessIssueCase,
  actionText,
  arrangedText,
  contactProductText,
  type EntryMethod,
  type ProblemSet,
  progressText,
  SOLUTION_GROUP_FORM,
  type SuggestedAction,
  WIZARD_TEXTS,
} from '../../../contract/access-issues.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import { todayInState } from '../../../contract/states.ts'
import { formatDate } from '../../../lib/dates.ts'
import { disclosureSummary } from '../../../ui/disclosure.ts'
import { Badge, Button, Tabs } from '../../../ui/index.ts'
import { WizardActions, WizardDialog, WizardQuestion, WizardScreen } from '../../../ui/wizard-screen.tsx'
import { useSession } from '../../session/use-session.ts'
import { queuedToast } from '../../tenancy/outbox-origin.ts'
import {
  availableEntryMethods,
  entryMethodInfo,
  isEntryMethodResolved,
  otherEntryMethods,
  progress,
  type WizardContext,
  type WizardEvent,
} from './access-issues.machine.ts'
import { CallNotesForm, IssueConfirmForm } from './solution-forms.tsx'
import { type Handoff, HandoffButton, HandoffDialog, usePortalBooking } from './solution-handoff.tsx'
import { useWizardMachine } from './use-wizard-machine.ts'

export const WIZARD_TITLE = 'Resolve access issues'

type Props = {
  property: PropertyDetail
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Start on this entry method when it is blocked (§4: "a default method is given"). */
  defaultEntryMethod?: EntryMethod | null
}

/** §6: debug mode applies to this wizard; `?debug` in the address turns it on for one opening. */
function debugRequested(): boolean {
  return new URLSearchParams(window.location.search).has('debug')
}

/** The access-issue wizard (property-operations §4): a large modal driven by the statechart. */
export function AccessIssuesWizardDialog({ open, ...props }: Props) {
  // Mounted only while open, so each opening loads the case as it is then.
  return open ? <OpenWizard {...props} /> : null
}

function OpenWizard({ property, onOpenChange, defaultEntryMethod = null }: Omit<Props, 'open'>) {
  const { snapshot, send, queuedReason } = useWizardMachine(property, defaultEntryMethod)
  // biome-ignore lint/correctness/useExhaustiveDependencies: OPEN once, on mount
  useEffect(() => {
    send({ type: 'OPEN', debug: debugRequested() })
  }, [])
  // Back to idle after it was open (closed, finished, force-closed): the dialog goes.
  const idle = snapshot.matches('idle')
  const wasOpen = useRef(false)
  if (!idle) wasOpen.current = true
  useEffect(() => {
    if (idle && wasOpen.current) onOpenChange(false)
  }, [idle, onOpenChange])

  const pending = snapshot.matches('resolveIssuePending')
  const state = String(snapshot.value)
  const ctx = snapshot.context
  // The email or booking dialog of an EMAIL or BOOKING solution, open above the wizard (kept while the wizard
  // moves on, so the booking wizard can still say 'Booking submitted').
  const [handoff, setHandoff] = useState<Handoff | null>(null)
  return (
    <WizardDialog
      title={WIZARD_TITLE}
      subtitle={property.address.fullAddress}
      busy={pending}
      escapeBlocked={ctx.showCloseConfirmation}
      onClose={() => send({ type: 'CLOSE_MODAL' })}
    >
      <WizardBody
        state={state}
        ctx={ctx}
        send={send}
        property={property}
        pending={pending}
        queuedReason={queuedReason}
        onHandoff={setHandoff}
      />
      <HandoffDialog
        property={property}
        handoff={handoff}
        onClose={() => setHandoff(null)}
        onPerformed={({ solutionLabel, kind }) =>
          send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel, notes: null, date: null, performedBy: kind })
        }
      />
      {ctx.accessCase && ['selectEntryMethod', 'resolveIssue', 'resolveIssueNoSolutions'].includes(state) && (
        <ActionsTaken accessCase={ctx.accessCase} />
      )}
      {ctx.debug && <DebugPanel ctx={ctx} send={send} />}
      <WizardQuestion
        open={ctx.showCloseConfirmation}
        title={WIZARD_TEXTS.closeConfirmation}
        description={WIZARD_TEXTS.closeConfirmationBody}
        backLabel={WIZARD_TEXTS.back}
        confirmLabel={WIZARD_TEXTS.close}
        onBack={() => send({ type: 'HIDE_CLOSE_CONFIRMATION' })}
        onConfirm={() => send({ type: 'FORCE_CLOSE_MODAL' })}
      />
    </WizardDialog>
  )
}

type BodyProps = {
  state: string
  ctx: WizardContext
  send: (event: WizardEvent) => void
  property: PropertyDetail
  pending: boolean
  queuedReason: ReturnType<typeof useWizardMachine>['queuedReason']
  onHandoff: (handoff: Handoff) => void
}

function WizardBody({ state, ctx, send, property, pending, queuedReason, onHandoff }: BodyProps) {
  const close = () => send({ type: 'CLOSE_MODAL' })
  const c = ctx.accessCase
  switch (state) {
    case 'initialLoad':
      return (
        <p role="status" data-wizard-heading="" tabIndex={-1}>
          Loading access issues…
        </p>
      )
    case 'noAccessIssuesError':
      return (
        <WizardScreen heading={WIZARD_TEXTS.noAccessIssuesTitle} focusKey={state}>
          <p>{WIZARD_TEXTS.noAccessIssuesBody}</p>
          <WizardActions>
            <Button onClick={close}>{WIZARD_TEXTS.close}</Button>
          </WizardActions>
        </WizardScreen>
      )
    case 'allEntryMethodsDisqualified':
      return (
        <WizardScreen heading="All entry methods are disqualified" focusKey={state}>
          <p>
            This property’s entry-method preferences allow no way for a technician to get in. Change the entry-method
            preferences so that a technician can enter, or contact us.
          </p>
          {c && <ProviderContact accessCase={c} />}
          <WizardActions>
            <Button onClick={close}>{WIZARD_TEXTS.close}</Button>
          </WizardActions>
        </WizardScreen>
      )
    case 'fatalError':
      return <FatalError error={ctx.error} onClose={close} />
    case 'selectEntryMethod':
      return c ? <SelectEntryMethod accessCase={c} ctx={ctx} send={send} /> : null
    case 'resolveIssue':
    case 'resolveIssuePending':
      return c && ctx.queue.current ? (
        <ResolveIssue
          accessCase={c}
          ctx={ctx}
          set={ctx.queue.current}
          send={send}
          property={property}
          pending={pending}
          onHandoff={onHandoff}
        />
      ) : null
    case 'resolveIssueNoSolutions':
      return c && ctx.queue.current ? (
        <NoSolutions accessCase={c} ctx={ctx} set={ctx.queue.current} send={send} />
      ) : null
    case 'resolveIssueCompleted':
      return c ? <Completed accessCase={c} ctx={ctx} send={send} queuedReason={queuedReason} /> : null
    default:
      return null
  }
}

// --- Pieces ---------------------------------------------------------------------------------------------------

const linkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
})

/** "Please contact {product}" with the provider's phone and email. */
function ProviderContact({ accessCase }: { accessCase: AccessIssueCase }) {
  const { name, phone, email } = accessCase.provider
  return (
    <div className={css({ mt: '4', p: '4', bg: 'gray.50', borderRadius: 'md' })}>
      <p className={css({ fontWeight: 'semibold' })}>{contactProductText(name)}</p>
      <ul className={css({ display: 'grid', gap: '1', mt: '1' })}>
        <li>
          Phone:{' '}
          <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        </li>
        <li>
          Email:{' '}
          <a className={linkClass} href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      </ul>
    </div>
  )
}

function FatalError({ error, onClose }: { error: WizardContext['error']; onClose: () => void }) {
  if (error?.needsConnection) {
    return (
      <WizardScreen heading="Access issues need a connection" focusKey="fatal-offline">
        <p role="alert">
          You’re offline. Loading this property’s access issues needs a connection: try again when you’re back online.
        </p>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          Make the property available offline while you have a signal to resolve its access issues without one.
        </p>
        <WizardActions>
          <Button onClick={onClose}>{WIZARD_TEXTS.close}</Button>
        </WizardActions>
      </WizardScreen>
    )
  }
  return (
    <WizardScreen heading={WIZARD_TEXTS.fatalTitle} focusKey="fatal">
      <div role="alert">
        <p>{WIZARD_TEXTS.fatalBody}</p>
        {error?.message && <p className={css({ mt: '2', color: 'fg.muted' })}>({error.message})</p>}
      </div>
      <WizardActions>
        <Button onClick={onClose}>{WIZARD_TEXTS.close}</Button>
      </WizardActions>
    </WizardScreen>
  )
}

type StepProps = { accessCase: AccessIssueCase; ctx: WizardContext; send: (event: WizardEvent) => void }

function SelectEntryMethod({ accessCase, ctx, send }: StepProps) {
  const methods = availableEntryMethods(accessCase).filter((m) => !ctx.arranged.includes(m))
  return (
    <WizardScreen heading="Choose the entry method to unblock" focusKey="selectEntryMethod">
      <p className={css({ mb: '4' })}>
        The technician could not get in. Choose how the technician should enter next, then resolve what blocks it.
      </p>
      <ul className={css({ display: 'grid', gap: '3' })}>
        {methods.map((method) => {
          const info = entryMethodInfo(accessCase, method)
          const blocked = accessCase.blocked_entry_methods.find((b) => b.blocked_entry_method === method)
          const sets = blocked?.queues.flatMap((q) => q.problem_sets).length ?? 0
          const descriptionId = `entry-method-${method}`
          return (
            <li
              key={method}
              className={css({
                display: 'grid',
                gap: '2',
                p: '4',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'md',
              })}
            >
              <div id={descriptionId}>
                <p className={css({ fontWeight: 'semibold' })}>{info.name}</p>
                <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{info.description}</p>
                <p className={css({ fontSize: 'sm', mt: '1' })}>
                  {sets} access {sets === 1 ? 'issue' : 'issues'} preventing {info.plural}
                </p>
                {blocked?.is_blocked_by_preferences && (
                  <Badge tone="warning">Not allowed by the entry-method preferences</Badge>
                )}
                {isEntryMethodResolved(accessCase, method) && (
                  <p className={css({ fontSize: 'sm', mt: '1' })}>
                    Nothing for the agency to do: {contactProductText(accessCase.provider.name).toLowerCase()}.
                  </p>
                )}
              </div>
              <Button
                variant="outline"
                aria-describedby={descriptionId}
                onClick={() => send({ type: 'SELECT_ENTRY_METHOD', entryMethod: method })}
                className={css({ justifySelf: { sm: 'start' } })}
              >
                Resolve {info.plural}
              </Button>
            </li>
          )
        })}
      </ul>
      {ctx.arranged.length > 0 && (
        <p className={css({ mt: '4' })}>
          Already arranged: {ctx.arranged.map((m) => entryMethodInfo(accessCase, m).plural).join(', ')}.
        </p>
      )}
      <WizardActions>
        <Button variant="outline" onClick={() => send({ type: 'CLOSE_MODAL' })}>
          {WIZARD_TEXTS.close}
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}

function ProblemSetHeader({
  accessCase,
  ctx,
  set,
}: {
  accessCase: AccessIssueCase
  ctx: WizardContext
  set: ProblemSet
}) {
  const method = ctx.entryMethod
  const { n, m } = progress(ctx.queue)
  return (
    <>
      {method && (
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '1' })}>
          {progressText(n, m, entryMethodInfo(accessCase, method).plural)}
        </p>
      )}
      {set.public_descriptions.length > 0 && (
        <ul className={css({ listStyle: 'disc', pl: '5', mb: '4', display: 'grid', gap: '1' })}>
          {set.public_descriptions.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </>
  )
}

function SwitchEntryMethod({ accessCase, ctx, send }: StepProps) {
  const others = availableEntryMethods(accessCase).filter((m) => m !== ctx.entryMethod && !ctx.arranged.includes(m))
  if (others.length === 0) return null
  return (
    <Button variant="ghost" onClick={() => send({ type: 'SELECT_ENTRY_METHOD' })}>
      Choose another entry method
    </Button>
  )
}

function ResolveIssue({
  accessCase,
  ctx,
  set,
  send,
  property,
  pending,
  onHandoff,
}: StepProps & {
  set: ProblemSet
  property: PropertyDetail
  pending: boolean
  onHandoff: (handoff: Handoff) => void
}) {
  const actions = set.suggested_actions
  const several = actions.length > 1
  return (
    <WizardScreen heading={set.public_name} focusKey={`set-${set.id}`}>
      <ProblemSetHeader accessCase={accessCase} ctx={ctx} set={set} />
      <h4 className={css({ fontWeight: 'semibold', mb: '2' })}>{several ? 'Choose a solution' : 'Solution'}</h4>
      {several ? (
        <Tabs.Root
          value={String(ctx.solutionIndex)}
          onValueChange={({ value }) => send({ type: 'SELECT_SOLUTION', index: Number(value) })}
        >
          {/* Solutions' names are long: the tabs wrap rather than scroll, so every choice stays in view on a phone. */}
          <Tabs.List aria-label="Solutions" className={css({ flexWrap: 'wrap', overflowX: 'visible' })}>
            {actions.map((action, index) => (
              <Tabs.Trigger
                key={action.solution_label}
                value={String(index)}
                disabled={pending}
                className={css({ whiteSpace: 'normal', textAlign: 'left', flexShrink: 1, py: '2' })}
              >
                {action.solution_public_name}
                {index === 0 && <Badge tone="success">{WIZARD_TEXTS.mostEffective}</Badge>}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {actions.map((action, index) => (
            <Tabs.Content key={action.solution_label} value={String(index)}>
              <Solution
                action={action}
                set={set}
                accessCase={accessCase}
                property={property}
                pending={pending}
                send={send}
                onHandoff={onHandoff}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        actions[0] && (
          <div>
            <p className={css({ fontWeight: 'semibold' })}>{actions[0].solution_public_name}</p>
            <Solution
              action={actions[0]}
              set={set}
              accessCase={accessCase}
              property={property}
              pending={pending}
              send={send}
              onHandoff={onHandoff}
            />
          </div>
        )
      )}
      <WizardActions>
        <SwitchEntryMethod accessCase={accessCase} ctx={ctx} send={send} />
        <Button variant="outline" disabled={pending} onClick={() => send({ type: 'CLOSE_MODAL' })}>
          {WIZARD_TEXTS.close}
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}

/** One suggested action: what it asks of the agency (integrated or not) and its form. */
function Solution({
  action,
  set,
  accessCase,
  property,
  pending,
  send,
  onHandoff,
}: {
  action: SuggestedAction
  set: ProblemSet
  accessCase: AccessIssueCase
  property: PropertyDetail
  pending: boolean
  send: (event: WizardEvent) => void
  onHandoff: (handoff: Handoff) => void
}) {
  const session = useSession()
  const portalBooking = usePortalBooking()
  const today = todayInState(session.stateId)
  const agency = { isIntegrated: accessCase.agency.is_integrated, softwareName: accessCase.agency.software_name }
  const form = SOLUTION_GROUP_FORM[action.solution_group].form
  const common = {
    id: `access-${property.compliancePropertyId}-${set.id}-${action.solution_label}`,
    group: action.solution_group,
    today,
    submitLabel: actionText(action, 'confirmation_button_text', agency),
    pending,
    onSubmit: ({ notes, date }: { notes: string | null; date: string | null }) =>
      send({ type: 'MARK_AS_AGENCY_ACTION', solutionLabel: action.solution_label, notes, date }),
  }
  return (
    <div className={css({ display: 'grid', gap: '3', pt: '2' })}>
      <p>{actionText(action, 'description', agency)}</p>
      {form === 'callNotes' && <CallNotesForm {...common} propertyId={property.compliancePropertyId} />}
      {form === 'issueConfirm' && <IssueConfirmForm {...common} />}
      {form === 'email' && (
        <HandoffButton
          handoff={{ kind: 'email', solutionLabel: action.solution_label }}
          label={common.submitLabel}
          pending={pending}
          onOpen={onHandoff}
        />
      )}
      {form === 'booking' &&
        (portalBooking === false ? (
          // The agency does not book in the portal (foundations §3): the agency books it and records that here.
          <>
            <p className={css({ p: '3', bg: 'blue.50', borderRadius: 'md', fontSize: 'sm' })}>
              Your agency does not book on behalf of tenants in the portal; confirming records that the agency will book
              the visit on the tenant’s behalf.
            </p>
            <IssueConfirmForm {...common} />
          </>
        ) : (
          <HandoffButton
            handoff={{ kind: 'booking', solutionLabel: action.solution_label }}
            label={common.submitLabel}
            pending={pending}
            onOpen={onHandoff}
          />
        ))}
    </div>
  )
}

function NoSolutions({ accessCase, ctx, set, send }: StepProps & { set: ProblemSet }) {
  const more = ctx.queue.queue.length > 0
  return (
    <WizardScreen heading={set.public_name} focusKey={`none-${set.id}`}>
      <ProblemSetHeader accessCase={accessCase} ctx={ctx} set={set} />
      <p>Only the provider can resolve this access issue.</p>
      <ProviderContact accessCase={accessCase} />
      <WizardActions>
        <SwitchEntryMethod accessCase={accessCase} ctx={ctx} send={send} />
        {more ? (
          <Button onClick={() => send({ type: 'NEXT_PROBLEM_SET' })}>{WIZARD_TEXTS.nextButton}</Button>
        ) : (
          <Button onClick={() => send({ type: 'CLOSE_MODAL' })}>{WIZARD_TEXTS.finish}</Button>
        )}
      </WizardActions>
    </WizardScreen>
  )
}

function Completed({ accessCase, ctx, send, queuedReason }: StepProps & { queuedReason: BodyProps['queuedReason'] }) {
  const more = ctx.queue.queue.length > 0
  const method = ctx.entryMethod
  const others = otherEntryMethods(ctx)
  const saved = ctx.savedOnDevice && queuedReason ? queuedToast(queuedReason).description : null
  const heading = more || !method ? 'Access issue resolved' : arrangedText(entryMethodInfo(accessCase, method).plural)
  return (
    <WizardScreen heading={heading} focusKey={`completed-${ctx.queue.resolvedCount}`}>
      {ctx.lastSolution && (
        <p>
          Recorded: <strong>{ctx.lastSolution.solution_public_name}</strong>
        </p>
      )}
      {saved && (
        <p role="status" className={css({ mt: '2', p: '3', bg: 'amber.50', borderRadius: 'md' })}>
          {saved}
        </p>
      )}
      {more ? (
        <p className={css({ mt: '3' })}>{WIZARD_TEXTS.nextHint}</p>
      ) : (
        others.length > 0 && (
          <p className={css({ mt: '3' })}>
            Other entry methods are still blocked: {others.map((m) => entryMethodInfo(accessCase, m).plural).join(', ')}
            . You can unblock them too.
          </p>
        )
      )}
      <WizardActions>
        {more ? (
          <>
            <Button variant="outline" onClick={() => send({ type: 'CLOSE_MODAL' })}>
              {WIZARD_TEXTS.close}
            </Button>
            <Button onClick={() => send({ type: 'NEXT_PROBLEM_SET' })}>{WIZARD_TEXTS.nextButton}</Button>
          </>
        ) : (
          <>
            {others.length > 0 && (
              <Button variant="outline" onClick={() => send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' })}>
                Unblock other entry methods
              </Button>
            )}
            <Button onClick={() => send({ type: 'CLOSE_MODAL' })}>{WIZARD_TEXTS.finish}</Button>
          </>
        )}
      </WizardActions>
    </WizardScreen>
  )
}

/** What the agency already did about this property's access (newest first), so nobody repeats a call. */
function ActionsTaken({ accessCase }: { accessCase: AccessIssueCase }) {
  const actions = accessCase.agency_actions_performed
  if (actions.length === 0) return null
  return (
    <details className={css({ mt: '4', borderTopWidth: '1px', borderColor: 'border', pt: '2' })}>
      <summary className={cx(disclosureSummary, css({ fontWeight: 'semibold' }))}>
        Actions already taken ({actions.length})
      </summary>
      <ul className={css({ display: 'grid', gap: '2', mt: '2' })}>
        {actions.map((action) => (
          <li key={action.id} className={css({ fontSize: 'sm' })}>
            <span className={css({ fontWeight: 'semibold' })}>{action.solution_public_name}</span>
            {' · '}
            {action.performed_by}, {formatDate(action.performed_at)}
            {action.notes && (
              <p className={css({ whiteSpace: 'pre-line', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                {action.notes}
              </p>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** "Are you sure you want finish resolving access issues?" (§2): Close / Back; what is resolved stays saved. */
function DebugPanel({ ctx, send }: { ctx: WizardContext; send: (event: WizardEvent) => void }) {
  return (
    <aside
      aria-label="Debug mode"
      className={css({
        mt: '6',
        p: '3',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderRadius: 'md',
        fontSize: 'sm',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>Debug mode</p>
      <p>
        Entry method: {ctx.entryMethod ?? 'none'}; queued: {ctx.queue.queue.length}; resolved: {ctx.queue.resolvedCount}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
        <Button variant="outline" onClick={() => send({ type: 'FAKE_MARK_AS_AGENCY_ACTION' })}>
          Fake mark as agency action
        </Button>
        <Button variant="ghost" onClick={() => send({ type: 'DISABLE_DEBUG_MODE' })}>
          Disable debug mode
        </Button>
      </div>
    </aside>
  )
}
