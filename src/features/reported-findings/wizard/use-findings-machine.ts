import { onlineManager, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { ApiError, newIdempotencyKey } from '../../../api/client.ts'
import {
  type FindingResolution,
  reportedFindingMutations,
  reportedFindingQueries,
} from '../../../api/reported-findings.ts'
import { propertyRootKey } from '../../../api/tenancy.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import type { FindingWriteResult, WizardFindings } from '../../../contract/reported-findings.ts'
import { isQueued, type QueuedWrite } from '../../../offline/outbox/result.ts'
import type { QueuedReason } from '../../../offline/outbox/submit.ts'
import { toaster } from '../../../ui/index.ts'
import { useSession } from '../../session/use-session.ts'
import { outboxOrigin } from '../../tenancy/outbox-origin.ts'
import type { FindingWriteMeta } from '../property/dismiss-finding-dialog.tsx'
import { type ReportedFindingsMachine, reportedFindingsMachine, type WriteResult } from './reported-findings.machine.ts'

/** What the outbox keeps about a wizard write, so the property shows which findings wait on it. */
export type FindingResolutionMeta = { problemRegisterIds: number[]; method: FindingResolution['method'] }

export const NOT_SAVED_OFFLINE_MESSAGE =
  'You’re offline and this property’s reported findings are not saved on this device.'

const RESOLUTION_VERBS: Record<FindingResolution['method'], string> = {
  quote: 'Request quote',
  inform: 'Inform the provider',
  thirdParty: 'Resolved by a third party',
}

/**
 * The wizard's findings: the server's when there is an answer; offline (or no answer at all), the property's
 * findings this device has, so a finding can be resolved at the property without a signal.
 */
async function loadFindings(queryClient: QueryClient, propertyId: number, suffix: string): Promise<WizardFindings> {
  const fromDevice = () => {
    const cached = queryClient.getQueryData(reportedFindingQueries.property(propertyId).queryKey)
    const group = cached?.groups.find((g) => g.service.suffix === suffix)
    if (!group) return null
    const reportedFindings = group.reportedFindings.filter((f) => f.problemRegister.status === 'OPEN')
    return { reportedFindings, service: group.service, tags: group.tags }
  }
  if (!onlineManager.isOnline()) {
    const saved = fromDevice()
    if (saved) return saved
    throw new Error(NOT_SAVED_OFFLINE_MESSAGE)
  }
  try {
    return await queryClient.fetchQuery(reportedFindingQueries.wizard(propertyId, suffix))
  } catch (error) {
    const saved = error instanceof ApiError && error.status === 0 ? fromDevice() : null
    if (saved) return saved
    throw error
  }
}

type Options = {
  property: PropertyDetail
  /** Waits for the third-party documents to be stored and sent or queued, before the submission that names them. */
  beforeThirdParty?: () => Promise<void>
  /** Told once the submission is sent or kept on the device: its documents now belong to it. */
  afterThirdParty?: () => void
}

/**
 * The reported-findings machine with the app's actors: findings from the server (or this device, offline), and
 * every write through the outbox, so it is kept and sent once later when the signal drops. Its toasts show as
 * the app's toasts, with the server's reason in brackets when there is one.
 */
export function useFindingsMachine({ property, beforeThirdParty, afterThirdParty }: Options) {
  const queryClient = useQueryClient()
  const session = useSession()
  const resolve = useMutation(reportedFindingMutations.resolve())
  const dismiss = useMutation(reportedFindingMutations.dismissOrRestore())
  const propertyId = property.compliancePropertyId
  const [queuedReason, setQueuedReason] = useState<QueuedReason | null>(null)
  // The app's toasts sit outside the modal, which hides them from screen readers: the wizard repeats them inside.
  const [announcement, setAnnouncement] = useState('')
  // The actors are made once with the machine; they read what changes through this ref.
  const current = { session, property, beforeThirdParty, afterThirdParty }
  const live = useRef({ ...current, resolve: resolve.mutateAsync, dismiss: dismiss.mutateAsync })
  live.current = { ...current, resolve: resolve.mutateAsync, dismiss: dismiss.mutateAsync }

  const written = (result: FindingWriteResult | QueuedWrite): WriteResult => {
    if (isQueued(result)) {
      // Offline, what holds it back is the connection, even when an earlier change (its documents) waits too.
      setQueuedReason(result.reason === 'earlier' && !onlineManager.isOnline() ? 'offline' : result.reason)
      return { result: null, queued: true }
    }
    setQueuedReason(null)
    return { result, queued: false }
  }

  const send = (resolution: FindingResolution, ids: number[]) => {
    const { session, property, resolve } = live.current
    const meta: FindingResolutionMeta = { problemRegisterIds: ids, method: resolution.method }
    return resolve({
      propertyId,
      resolution,
      idempotencyKey: newIdempotencyKey(),
      origin: { ...outboxOrigin(session, property, describeResolution(resolution.method, ids.length)), meta },
    }).then(written)
  }

  const [machine] = useState<ReportedFindingsMachine>(() =>
    reportedFindingsMachine.provide({
      actors: {
        loadFindings: fromPromise(({ input }) => loadFindings(queryClient, input.propertyId, input.suffix)),
        requestQuote: fromPromise(({ input }) => send({ method: 'quote', body: input }, input.problemRegisterIds)),
        informDI: fromPromise(({ input }) => send({ method: 'inform', body: input }, input.problemRegisterIds)),
        submitThirdParty: fromPromise(async ({ input }) => {
          await live.current.beforeThirdParty?.()
          const result = await send({ method: 'thirdParty', body: input }, input.selectedProblemRegisterIds)
          live.current.afterThirdParty?.()
          return result
        }),
        dismissFinding: fromPromise(async ({ input }) => {
          const { session, property, dismiss } = live.current
          const meta: FindingWriteMeta = { problemRegisterId: input.problemRegisterId, restore: input.restore }
          const verb = input.restore ? 'Restore finding' : 'Dismiss finding'
          return written(
            await dismiss({
              propertyId,
              problemRegisterId: input.problemRegisterId,
              restore: input.restore,
              idempotencyKey: newIdempotencyKey(),
              origin: { ...outboxOrigin(session, property, verb), meta },
            }),
          )
        }),
      },
      actions: {
        // Sent or kept on the device, the property and every findings list (the dashboard's too) read again.
        invalidate: () => {
          void queryClient.invalidateQueries({ queryKey: propertyRootKey(propertyId) })
          void queryClient.invalidateQueries({ queryKey: reportedFindingQueries.all() })
        },
      },
    }),
  )
  const [snapshot, sendEvent, actorRef] = useMachine(machine, { input: {} })
  useEffect(() => {
    const subscription = actorRef.on('toast', (toast) => {
      const reason = actorRef.getSnapshot().context.writeError
      const description =
        toast.tone === 'error' && reason && reason !== toast.description
          ? `${toast.description} (${reason})`
          : toast.description
      toaster.create({ type: toast.tone, title: toast.title, description })
      setAnnouncement(`${toast.title}. ${description}`)
    })
    return () => subscription.unsubscribe()
  }, [actorRef])
  return { snapshot, send: sendEvent, queuedReason, announcement, announce: setAnnouncement }
}

/** "Request quote: 2 findings": what the outbox list and the property page show while it waits. */
export function describeResolution(method: FindingResolution['method'], count: number): string {
  return `${RESOLUTION_VERBS[method]}: ${count} ${count === 1 ? 'finding' : 'findings'}`
}
