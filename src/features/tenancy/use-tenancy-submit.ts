import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ConflictApiError, newIdempotencyKey, ValidationError } from '../../api/client.ts'
import { propertyRootKey, tenancyMutations } from '../../api/tenancy.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { TENANCY_TOASTS, TenancySchema } from '../../contract/tenancy.ts'
import { isQueued } from '../../offline/outbox/result.ts'
import { toaster } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { failureToast } from './failure-toast.tsx'
import { describeWizardWrite, outboxOrigin, queuedToast } from './outbox-origin.ts'
import { addTenancyBody, updateTenancyBody } from './tenancy-draft.ts'
import type { WizardEvent, WizardState } from './tenancy-wizard.machine.ts'
import { wizardErrorsFrom } from './wizard-errors.ts'

type Options = {
  property: PropertyDetail
  /** The tenancy an edit started from. */
  tenancyId: number | null
  state: WizardState
  dispatch: (event: WizardEvent) => void
  close: () => void
  onSubmitted?: () => void
  /** The pending edit (outbox item) this edit started from, and its version. */
  basedOn?: { version: number; itemId: string }
  /** The refused outbox item this wizard edits again: the new write replaces it. */
  replaces?: string
}

/**
 * Sends the wizard: POST for add and renew (a renewal is a new tenancy), PUT for an edit. A 400 puts the
 * server's messages on the fields; a 409 shows the other person's version beside ours.
 */
export function useTenancySubmit({
  property,
  tenancyId,
  state,
  dispatch,
  close,
  onSubmitted,
  basedOn,
  replaces,
}: Options) {
  const queryClient = useQueryClient()
  const session = useSession()
  const add = useMutation(tenancyMutations.add())
  const update = useMutation(tenancyMutations.update())
  const propertyId = property.compliancePropertyId
  const isEdit = state.mode === 'edit'
  const refresh = () => queryClient.invalidateQueries({ queryKey: propertyRootKey(propertyId) })

  const callbacks = {
    onSuccess: (data: unknown) => {
      onSubmitted?.()
      if (isQueued(data)) toaster.info(queuedToast(data.reason))
      else {
        void refresh()
        toaster.success({ title: isEdit ? TENANCY_TOASTS.updated : TENANCY_TOASTS.added })
      }
      close()
    },
    onError: (error: Error) => {
      if (error instanceof ConflictApiError) {
        const current = v.safeParse(TenancySchema, error.current)
        if (current.success) return dispatch({ type: 'CONFLICT', current: current.output })
      }
      if (error instanceof ValidationError)
        dispatch({ type: 'SUBMIT_FAILED', errors: wizardErrorsFrom(error.fieldErrors) })
      failureToast(isEdit ? TENANCY_TOASTS.updateFailed : TENANCY_TOASTS.addFailed, error)
    },
  }

  /** One idempotency key per press of Submit (or Keep my changes); `version` overrides the edit's. */
  const submit = (version: number | null = state.version) => {
    const idempotencyKey = newIdempotencyKey()
    const meta = { mode: state.mode, tenancyId, draft: state.draft }
    const origin = outboxOrigin(session, property, describeWizardWrite(state.mode, state.draft), meta)
    if (isEdit && tenancyId !== null && version !== null) {
      const body = updateTenancyBody(state.draft, version)
      // Still against the pending edit's version (not "Keep my changes" on the server's): sent after it, rebased.
      const versionFrom = basedOn && basedOn.version === version ? basedOn.itemId : null
      update.mutate(
        { propertyId, tenancyId, body, idempotencyKey, origin, versionFrom, supersedes: replaces },
        callbacks,
      )
    } else {
      add.mutate(
        { propertyId, body: addTenancyBody(state.draft), idempotencyKey, origin, supersedes: replaces },
        callbacks,
      )
    }
  }

  /** Drop ours after a conflict: the page shows theirs. */
  const discard = () => {
    void refresh()
    close()
  }

  return { submit, discard, isPending: add.isPending || update.isPending }
}
