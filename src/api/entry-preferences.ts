import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  AgencyEntryMethodPreferencesSchema,
  EntryMethodPreferencesSchema,
  type EntryPreferencesBody,
  type OneOffEntryNotificationBody,
} from '../contract/access-issues.ts'
import { ACCESS_ISSUE_ACTIONS, type AccessIssueWrite, sendAccessIssueWrite } from './access-issue-write.ts'
import { apiData } from './client.ts'
import { propertyRootKey } from './tenancy.ts'

/** Under the property's key, so a write that invalidates ['property', id] refreshes the card too. */
export const entryPreferenceQueries = {
  property: (propertyId: number) =>
    queryOptions({
      queryKey: [...propertyRootKey(propertyId), 'entry-method-preferences'] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property/${propertyId}/entry-method-preferences`, {
          schema: EntryMethodPreferencesSchema,
          signal,
        }),
    }),
  /** The agency's default: what a property without its own preferences gets (help text in the form). */
  agency: () =>
    queryOptions({
      queryKey: ['agency', 'entry-method-preferences'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/agency/entry-method-preferences', { schema: AgencyEntryMethodPreferencesSchema, signal }),
      staleTime: 60 * 60 * 1000,
    }),
}

export const entryPreferenceMutations = {
  /** POST /v1/property/{id}/entry-method-preferences, through the outbox. */
  save: () =>
    mutationOptions({
      mutationKey: ['property', 'entry-method-preferences', 'save'],
      networkMode: 'always',
      mutationFn: (write: AccessIssueWrite<EntryPreferencesBody>) =>
        sendAccessIssueWrite(
          {
            ...write,
            action: ACCESS_ISSUE_ACTIONS.preferences,
            url: `/v1/property/${write.propertyId}/entry-method-preferences`,
            invalidate: [[...propertyRootKey(write.propertyId)], ['access-issues']],
          },
          EntryMethodPreferencesSchema,
        ),
    }),
  /** POST /v1/property/{id}/entry-notification/one-off, through the outbox. */
  oneOff: () =>
    mutationOptions({
      mutationKey: ['property', 'entry-notification', 'one-off'],
      networkMode: 'always',
      mutationFn: (write: AccessIssueWrite<OneOffEntryNotificationBody>) =>
        sendAccessIssueWrite(
          {
            ...write,
            action: ACCESS_ISSUE_ACTIONS.oneOff,
            url: `/v1/property/${write.propertyId}/entry-notification/one-off`,
            invalidate: [[...propertyRootKey(write.propertyId)]],
          },
          // The page re-reads the property; what the answer carries is not needed.
          v.unknown(),
        ),
    }),
}
