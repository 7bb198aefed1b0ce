import { onlineManager, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { accessIssueCaseMutations, accessIssueCaseQueries } from '../../../api/access-issues.ts'
import { ApiError, newIdempotencyKey } from '../../../api/client.ts'
import { type AccessIssueCase, AccessIssueCaseSchema, type EntryMethod } from '../../../contract/access-issues.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import { isQueued } from '../../../offline/outbox/result.ts'
import type { QueuedReason } from '../../../offline/outbox/submit.ts'
import { useSession } from '../../session/use-session.ts'
import { outboxOrigin } from '../../tenancy/outbox-origin.ts'
import {
  accessIssuesMachine,
  applySolution,
  NeedsConnectionError,
  type PerformInput,
  type PerformResult,
} from './access-issues.machine.ts'

/** What the outbox list and the property page show while the action waits: "Access issue: Call the tenant". */
export function describeAgencyAction(solutionPublicName: string): string {
  return `Access issue: ${solutionPublicName}`
}

/** The property's issues, its tags and the lists change: they are read again (the case is read by the caller). */
function invalidateAround(queryClient: QueryClient, propertyId: number) {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      (q.queryKey[0] === 'property' && q.queryKey[1] === propertyId && q.queryKey[2] !== 'access-issues') ||
      q.queryKey[0] === 'notices' ||
      q.queryKey[0] === 'access-issues',
  })
}

/**
 * The machine with the app's actors: the case from the query cache (the server when online; the copy this device
 * has when offline), and the action through the outbox. An action kept on the device is applied to the cached
 * case as well, so the wizard opened again offline does not offer it twice.
 */
export function useWizardMachine(property: PropertyDetail, defaultEntryMethod: EntryMethod | null) {
  const queryClient = useQueryClient()
  const session = useSession()
  const mutation = useMutation(accessIssueCaseMutations.performAction())
  const propertyId = property.compliancePropertyId
  const [queuedReason, setQueuedReason] = useState<QueuedReason | null>(null)
  // The actors are made once with the machine; they read what changes through this ref.
  const live = useRef({ session, property, mutateAsync: mutation.mutateAsync })
  live.current = { session, property, mutateAsync: mutation.mutateAsync }

  const [machine] = useState(() =>
    accessIssuesMachine.provide({
      actors: {
        loadCase: fromPromise(async () => {
          const options = accessIssueCaseQueries.case(propertyId)
          const cached = queryClient.getQueryData<AccessIssueCase>(options.queryKey)
          if (!onlineManager.isOnline()) {
            if (cached) return cached
            throw new NeedsConnectionError('This property’s access issues are not saved on this device.')
          }
          try {
            return await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false })
          } catch (error) {
            // No answer at all (status 0): the copy made available offline is better than an error.
            if (error instanceof ApiError && error.status === 0 && cached) return cached
            throw error
          }
        }),
        performAction: fromPromise(async ({ input }: { input: PerformInput }): Promise<PerformResult> => {
          const { session, property, mutateAsync } = live.current
          const key = accessIssueCaseQueries.key(propertyId)
          if (input.performedBy) {
            // The email or booking request already recorded the solution: the case and the property are read again.
            setQueuedReason(null)
            void invalidateAround(queryClient, propertyId)
            const options = accessIssueCaseQueries.case(propertyId)
            return { case: await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false }), queued: false }
          }
          const description = describeAgencyAction(input.solutionPublicName)
          const result = await mutateAsync({
            propertyId,
            body: { solutionLabel: input.solutionLabel, notes: input.notes, date: input.date },
            idempotencyKey: newIdempotencyKey(),
            origin: outboxOrigin(session, property, description),
          })
          if (isQueued(result)) {
            setQueuedReason(result.reason)
            queryClient.setQueryData<AccessIssueCase>(key, (old) => old && applySolution(old, input.solutionLabel))
            return { case: null, queued: true }
          }
          setQueuedReason(null)
          const parsed = v.safeParse(AccessIssueCaseSchema, result)
          if (parsed.success) queryClient.setQueryData(key, parsed.output)
          void invalidateAround(queryClient, propertyId)
          return { case: parsed.success ? parsed.output : null, queued: false }
        }),
      },
    }),
  )
  const [snapshot, send] = useMachine(machine, { input: { propertyId, defaultEntryMethod } })
  return { snapshot, send, queuedReason }
}
