import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { css } from '../../../styled-system/css'
import { userAgenciesQuery } from '../../api/property-requests.ts'
import { PROPERTY_REQUEST_TEXTS } from '../../contract/property-requests.ts'
import { Button, buttonRecipe } from '../../ui/index.ts'
import { WizardActions, WizardDialog, WizardQuestion, WizardScreen } from '../../ui/wizard-screen.tsx'
import { useNeedsConnection } from '../offline/use-online.ts'
import { useSession } from '../session/use-session.ts'
import { ManualAddressStep, SelectAddressStep } from './address-steps.tsx'
import type { Agency, CreatorStart } from './creator.machine.ts'
import { EnrolmentForm } from './enrolment-form.tsx'
import { useCreatorMachine } from './use-creator-machine.ts'
import { ConfirmStep, SelectAgencyStep, SelectWorkflowStep } from './workflow-steps.tsx'

type Props = {
  start: CreatorStart
  /** The modal is closed (the statechart is back in idle, or the user closed the fatal error). */
  onClose: () => void
  /** Leaves for the legacy job-order page; a full page load by default. */
  navigate?: (href: string) => void
}

/**
 * The property request creation modal (property-operations §2): select address, manually add an address,
 * requesting agency, request type, confirm request, edit request. The statechart (creator.machine.ts) decides
 * every step; this draws it. Loaded as its own chunk (creator-launcher.tsx).
 */
export function PropertyRequestCreatorDialog(props: Props) {
  const session = useSession()
  const many = session.agencyCount > 1
  const agencies = useQuery({ ...userAgenciesQuery(), enabled: many })
  // The machine starts with the agencies: until they are known nothing is shown (as while the chunk loads). One
  // dialog only: a placeholder dialog closing would hand focus back to the page, which reads as a click outside.
  if (many && agencies.isPending) return null
  const list: Agency[] = (agencies.data?.items ?? []).map((a) => ({
    id: a.complianceAgencyId,
    name: a.complianceAgencyName,
  }))
  return <CreatorSteps {...props} agencies={many ? list : []} />
}

function CreatorSteps({ start, onClose, navigate, agencies }: Props & { agencies: Agency[] }) {
  const [snapshot, send] = useCreatorMachine({
    agencies,
    navigate: navigate ?? ((href) => window.location.assign(href)),
  })
  const { context } = snapshot
  const connection = useNeedsConnection('Creating or submitting a property request')
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, with where it was asked to start
  useEffect(() => send({ type: 'OPEN', start }), [])
  // Back in idle after being open (FORCE_CLOSE, a confirmed or unconfirmed CLOSE, the legacy page): closed.
  const idle = snapshot.matches('idle')
  const wasOpen = useRef(false)
  useEffect(() => {
    if (!idle) wasOpen.current = true
    else if (wasOpen.current) onClose()
  }, [idle, onClose])

  const close = () => (snapshot.status === 'done' ? onClose() : send({ type: 'CLOSE' }))
  const busy =
    snapshot.matches({ createAddress: 'saving' }) ||
    snapshot.matches('createPropertyRequest') ||
    snapshot.matches({ editPropertyRequest: 'saving' }) ||
    snapshot.matches({ editPropertyRequest: 'submitting' })
  const address = context.address?.fullAddress ?? (start.kind === 'property' ? start.fullAddress : '')
  const title =
    start.kind === 'property' ? 'Request service' : start.kind === 'request' ? 'Property request' : 'New work order'
  const submitted = snapshot.matches({ editPropertyRequest: 'submitted' })

  return (
    <WizardDialog
      title={title}
      subtitle={address || 'Choose the address for the request.'}
      busy={busy}
      escapeBlocked={context.showCloseConfirmation}
      announcement={context.error ?? (submitted ? PROPERTY_REQUEST_TEXTS.submitted : '')}
      onClose={close}
    >
      {snapshot.matches('selectAddress') && (
        <SelectAddressStep
          initialQuery={context.addressQuery}
          onSelect={(a) => send({ type: 'SELECT_ADDRESS', address: a })}
          onManual={(text) => send({ type: 'ENTER_ADDRESS_MANUALLY', text })}
          onCancel={close}
        />
      )}
      {snapshot.matches({ createAddress: 'prefill' }) && <p role="status">Reading the address…</p>}
      {(snapshot.matches({ createAddress: 'editing' }) || snapshot.matches({ createAddress: 'saving' })) && (
        <ManualAddressStep
          parts={context.addressParts}
          serverError={context.error}
          serverFieldErrors={context.fieldErrors}
          saving={snapshot.matches({ createAddress: 'saving' })}
          offlineReason={connection.reason}
          onSubmit={(address) => send({ type: 'SUBMIT_ADDRESS', address })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {snapshot.matches('getExistingFullAddress') && <p role="status">Loading the address…</p>}
      {snapshot.matches({ loadPreflightWorkflows: 'selectAgency' }) && (
        <SelectAgencyStep
          agencies={context.agencies}
          current={context.agencyId}
          onSelect={(agencyId) => send({ type: 'SELECT_AGENCY', agencyId })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {snapshot.matches({ loadPreflightWorkflows: 'loading' }) && <p role="status">Loading request types…</p>}
      {(snapshot.matches({ selectWorkflow: 'choosing' }) || snapshot.matches({ selectWorkflow: 'none' })) && (
        <SelectWorkflowStep
          workflows={context.workflows}
          onSelect={(stateWorkflowId) => send({ type: 'SELECT_WORKFLOW', stateWorkflowId })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {(snapshot.matches({ selectWorkflow: 'confirm' }) || snapshot.matches('createPropertyRequest')) &&
        context.workflow && (
          <ConfirmStep
            address={address}
            agencyName={context.agencyName}
            workflow={context.workflow}
            error={context.error}
            busy={snapshot.matches('createPropertyRequest')}
            canGoBack={start.kind !== 'property' || context.workflows.length > 1}
            offlineReason={connection.reason}
            onConfirm={() => send({ type: 'CONFIRM' })}
            onBack={() => send({ type: 'BACK' })}
          />
        )}
      {snapshot.matches({ editPropertyRequest: 'loading' }) && <p role="status">Loading the request…</p>}
      {context.address &&
        (['editing', 'saving', 'saved', 'submitting'] as const).some((s) =>
          snapshot.matches({ editPropertyRequest: s }),
        ) &&
        (context.submitted ? (
          <SubmittedScreen
            id={context.propertyRequestId ?? 0}
            onClose={close}
            heading="This request has been submitted"
          />
        ) : (
          <EnrolmentForm
            address={context.address}
            savedPayload={context.requestWorkflow?.payload ?? null}
            serverError={context.error}
            serverFieldErrors={context.fieldErrors}
            busy={
              snapshot.matches({ editPropertyRequest: 'saving' })
                ? 'saving'
                : snapshot.matches({ editPropertyRequest: 'submitting' })
                  ? 'submitting'
                  : null
            }
            saved={snapshot.matches({ editPropertyRequest: 'saved' })}
            offlineReason={connection.reason}
            onSave={(payload) => send({ type: 'SAVE', payload })}
            onSubmit={(payload) => send({ type: 'SUBMIT', payload })}
          />
        ))}
      {submitted && (
        <SubmittedScreen
          id={context.propertyRequestId ?? 0}
          onClose={close}
          heading={PROPERTY_REQUEST_TEXTS.submitted}
        />
      )}
      {snapshot.matches('fatalError') && (
        <WizardScreen heading="The property request could not continue" focusKey="fatalError">
          <p role="alert" className={css({ mb: '3' })}>
            {context.fatal}
          </p>
          {context.request && (
            <Link
              to="/work-order/$propertyRequestId"
              params={{ propertyRequestId: context.request.id }}
              onClick={onClose}
              className={css({ color: 'accent', textDecoration: 'underline' })}
            >
              View work order
            </Link>
          )}
          <WizardActions>
            <Button onClick={onClose}>Close</Button>
          </WizardActions>
        </WizardScreen>
      )}
      <WizardQuestion
        open={context.showCloseConfirmation}
        title="Are you sure you want to close without saving your changes?"
        description={
          context.propertyRequestId
            ? 'The request stays as a draft you can continue from its work order page. Changes since you last saved will be lost.'
            : 'The property request has not been created yet. What you have entered will be lost.'
        }
        backLabel="Back"
        confirmLabel="Close without saving changes"
        onBack={() => send({ type: 'HIDE_CLOSE_CONFIRMATION' })}
        onConfirm={() => send({ type: 'FORCE_CLOSE' })}
      />
    </WizardDialog>
  )
}

function SubmittedScreen({ id, heading, onClose }: { id: number; heading: string; onClose: () => void }) {
  return (
    <WizardScreen heading={heading} focusKey="submitted">
      <p>The provider will be in touch about this request.</p>
      <WizardActions>
        <Link
          to="/work-order/$propertyRequestId"
          params={{ propertyRequestId: id }}
          onClick={onClose}
          className={buttonRecipe({ variant: 'outline' })}
        >
          View work order
        </Link>
        <Button onClick={onClose}>Close</Button>
      </WizardActions>
    </WizardScreen>
  )
}
