import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { ACCESS_ISSUE_ACTIONS } from '../../../api/access-issue-write.ts'
import { entryPreferenceQueries } from '../../../api/entry-preferences.ts'
import { PREFERENCE_FIELD_LABELS, PREFERENCE_FIELDS } from '../../../contract/access-issues.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import { todayInState } from '../../../contract/states.ts'
import { formatDate } from '../../../lib/dates.ts'
import { Button, ChunkBoundary, lazyWithRetry } from '../../../ui/index.ts'
import { LoadFailed } from '../../dashboard/load-failed.tsx'
import { PendingWrites } from '../../offline/pending-writes.tsx'
import { DetailList, SectionCard } from '../../property/section-card.tsx'
import { useSession } from '../../session/use-session.ts'
import { PREFERENCE_WORDS } from '../outbox-descriptions.ts'
import { usePendingAccessIssueWrites } from '../pending-access-issue-changes.tsx'
import { effectiveValue } from './preference-form.ts'

// The form (and the form library) is its own chunk: a visit to a property mostly reads the preferences.
const EntryPreferencesDialog = lazyWithRetry(() =>
  import('./entry-preferences-dialog.tsx').then((module) => ({ default: module.EntryPreferencesDialog })),
)

const PENDING_ACTIONS = [ACCESS_ISSUE_ACTIONS.preferences]

/**
 * Entry-method preferences (property-operations §5): how the provider may get in, as in force today, with the
 * comments and who changed them last. Edit opens the form; a cancelled property is read-only.
 */
export function EntryPreferencesCard({ property, className }: { property: PropertyDetail; className?: string }) {
  const session = useSession()
  const id = property.compliancePropertyId
  const today = todayInState(session.stateId)
  const prefs = useQuery(entryPreferenceQueries.property(id))
  const agency = useQuery(entryPreferenceQueries.agency())
  const pending = usePendingAccessIssueWrites(id, PENDING_ACTIONS)
  const [editing, setEditing] = useState(false)
  const ready = prefs.data && agency.data

  return (
    <SectionCard
      title="Entry preferences"
      className={className}
      action={
        !property.isCancelled &&
        ready && (
          <Button variant="outline" aria-label="Edit entry preferences" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      <PendingWrites items={pending} label="Entry preference changes not yet synced" />
      {prefs.isError || agency.isError ? (
        <LoadFailed
          message="Failed to get entry preferences"
          onRetry={() => {
            void prefs.refetch()
            void agency.refetch()
          }}
        />
      ) : !ready ? (
        <p aria-busy="true" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          Loading entry preferences…
        </p>
      ) : (
        <>
          <DetailList
            items={[
              ...PREFERENCE_FIELDS.map((field): [string, string] => {
                const shown = effectiveValue(prefs.data[field], agency.data.defaults[field], today)
                const words = PREFERENCE_WORDS[shown.value]
                const text = shown.until
                  ? `${words} until ${formatDate(shown.until)}`
                  : shown.isDefault
                    ? `${words} (agency default)`
                    : words
                return [PREFERENCE_FIELD_LABELS[field], text]
              }),
              ['Comments', prefs.data.comments ?? '—'],
              [
                'Last updated',
                prefs.data.updatedAt
                  ? `${formatDate(prefs.data.updatedAt)}${prefs.data.updatedBy ? ` by ${prefs.data.updatedBy}` : ''}`
                  : 'Never',
              ],
            ]}
          />
          {property.isCancelled && (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
              This property is cancelled: its preferences cannot be changed.
            </p>
          )}
        </>
      )}
      {editing && prefs.data && agency.data && (
        <ChunkBoundary onClose={() => setEditing(false)}>
          <EntryPreferencesDialog
            property={property}
            preferences={prefs.data}
            agency={agency.data}
            onClose={() => setEditing(false)}
          />
        </ChunkBoundary>
      )}
    </SectionCard>
  )
}
