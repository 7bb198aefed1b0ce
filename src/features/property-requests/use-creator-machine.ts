import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { type ApiResult, apiRequest, ValidationError } from '../../api/client.ts'
import { addressQueries, propertyRequestCalls, propertyRequestQueries } from '../../api/property-requests.ts'
import { sessionQueries } from '../../api/session.ts'
import type { CreateAddressBody } from '../../contract/addresses.ts'
import type { CreationDetails } from '../../contract/property-requests.ts'
import { SessionSchema } from '../../contract/session.ts'
import { clearOfflineData } from '../../offline/start.ts'
import { useSession } from '../session/use-session.ts'
import {
  type Agency,
  type CreateInput,
  CreatorCallError,
  creatorMachine,
  type KnownAddress,
  type PayloadInput,
  type PreflightInput,
  type PreflightResult,
} from './creator.machine.ts'

/** The call's data, or its failure as the creator's error (the server's text, and per-field messages on a 400). */
async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call
  if (result.ok) return result.data
  throw new CreatorCallError(
    result.error.message,
    result.error instanceof ValidationError ? stripBody(result.error.fieldErrors) : {},
  )
}

/** 'payload.notes' → 'notes': the edit form names its fields as the payload does. */
function stripBody(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k.replace(/^payload\./, ''), m]))
}

/**
 * Another of the user's agencies requests it: the session moves to that agency first (the server scopes every
 * call to the session's agency), as 'Switch portfolio' does, and an address entered by hand is entered again
 * for it (its creation token belongs to the agency that made it).
 */
async function switchAgencyFor(queryClient: QueryClient, input: PreflightInput): Promise<CreationDetails> {
  const next = await dataOf(
    apiRequest('/v1/auth/agencies', { method: 'PUT', body: { agencyId: input.agencyId }, schema: SessionSchema }),
  ).catch(() => {
    throw new CreatorCallError('Failed to switch portfolio')
  })
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
  void clearOfflineData()
  queryClient.setQueryData(sessionQueries.current().queryKey, next)
  void queryClient.invalidateQueries({ queryKey: sessionQueries.all() })
  if (input.creationDetails.type === 'new-address' && input.manualAddress) {
    const created = await dataOf(propertyRequestCalls.createAddress(input.manualAddress))
    return { type: 'new-address', creationToken: created.creationToken }
  }
  return input.creationDetails
}

type Options = {
  agencies: readonly Agency[]
  /** Leaves for the legacy job-order page. */
  navigate: (href: string) => void
}

/** The creator's statechart with the app's calls. */
export function useCreatorMachine({ agencies, navigate }: Options) {
  const queryClient = useQueryClient()
  const session = useSession()
  const [machine] = useState(() =>
    creatorMachine.provide({
      actors: {
        getExistingFullAddress: fromPromise(({ input }: { input: KnownAddress }) =>
          dataOf(propertyRequestCalls.address(input.complianceAddressId)),
        ),
        getAddressParts: fromPromise(({ input }: { input: { text: string } }) =>
          queryClient.fetchQuery({
            queryKey: [...addressQueries.all(), 'parts', input.text],
            queryFn: () => dataOf(propertyRequestCalls.addressParts(input.text)),
          }),
        ),
        createAddress: fromPromise(({ input }: { input: CreateAddressBody }) =>
          dataOf(propertyRequestCalls.createAddress(input)),
        ),
        loadPreflightWorkflows: fromPromise(async ({ input }: { input: PreflightInput }): Promise<PreflightResult> => {
          const current = queryClient.getQueryData(sessionQueries.current().queryKey)
          const creationDetails =
            current && current.complianceAgencyId !== input.agencyId
              ? await switchAgencyFor(queryClient, input)
              : input.creationDetails
          const preflight = await dataOf(propertyRequestCalls.preflight(creationDetails))
          return { ...preflight, creationDetails }
        }),
        createPropertyRequest: fromPromise(({ input }: { input: CreateInput }) =>
          dataOf(propertyRequestCalls.create(input)),
        ),
        loadPropertyRequest: fromPromise(async ({ input }: { input: { propertyRequestId: number } }) => {
          const [request, workflow] = await Promise.all([
            dataOf(propertyRequestCalls.request(input.propertyRequestId)),
            dataOf(propertyRequestCalls.workflow(input.propertyRequestId)),
          ])
          return { request, workflow }
        }),
        savePayload: fromPromise(({ input }: { input: PayloadInput }) =>
          dataOf(propertyRequestCalls.savePayload(input.propertyRequestId, input.version, input.payload)),
        ),
        // Submit sends what is on the form: saved first, then submitted with the version the save answered.
        submitPropertyRequest: fromPromise(async ({ input }: { input: PayloadInput }) => {
          const saved = await dataOf(
            propertyRequestCalls.savePayload(input.propertyRequestId, input.version, input.payload),
          )
          return dataOf(propertyRequestCalls.submit(input.propertyRequestId, saved.version))
        }),
      },
      actions: {
        navigateToLegacyPage: (_, params) => navigate(params.href),
        requestChanged: () => void queryClient.invalidateQueries({ queryKey: propertyRequestQueries.all() }),
      },
    }),
  )
  return useMachine(machine, {
    input: { agencyId: session.complianceAgencyId, agencies },
  })
}
