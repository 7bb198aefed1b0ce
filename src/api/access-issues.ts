import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { AccessIssueCaseSchema, type AgencyActionBody } from '../contract/access-issues.ts'
import { type AccessIssueWrite, sendAccessIssueWrite } from './access-issue-write.ts'
import { apiData } from './client.ts'
import { propertyRootKey } from './tenancy.ts'

/** Under the property's key, so every write that invalidates ['property', id] refreshes the case too. */
export const accessIssueCaseQueries = {
  key: (propertyId: number) => [...propertyRootKey(propertyId), 'access-issues'] as const,
  /** GET /v2/property/{id}/access-issues: the case the wizard resolves. */
  case: (propertyId: number) =>
    queryOptions({
      queryKey: accessIssueCaseQueries.key(propertyId),
      queryFn: ({ signal }) =>
        apiData(`/v2/property/${propertyId}/access-issues`, { schema: AccessIssueCaseSchema, signal }),
    }),
}

/** The outbox action of the wizard's agency actions: the property page shows them as pending by this name. */
export const AGENCY_ACTION_OUTBOX_ACTION = 'access-issues.action'

/** The answer is the case after the action; anything else (an older server) is read again by the wizard. */
const ActionAnswerSchema = v.union([AccessIssueCaseSchema, v.unknown()])

export const accessIssueCaseMutations = {
  /**
   * POST /v2/property/{id}/access-issues/action, through the outbox: a call note made where there is no signal is
   * kept on this device and sent once later. The property, its case and the access-issue lists refresh after.
   */
  performAction: () =>
    mutationOptions({
      mutationKey: ['property', 'access-issues', 'action'],
      networkMode: 'always',
      mutationFn: (write: AccessIssueWrite<AgencyActionBody>) =>
        sendAccessIssueWrite(
          {
            ...write,
            action: AGENCY_ACTION_OUTBOX_ACTION,
            url: `/v2/property/${write.propertyId}/access-issues/action`,
            invalidate: [[...propertyRootKey(write.propertyId)], ['notices'], ['access-issues']],
          },
          ActionAnswerSchema,
        ),
    }),
}
