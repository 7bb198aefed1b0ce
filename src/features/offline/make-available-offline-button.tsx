import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { makePropertiesAvailableOffline, makePropertyAvailableOffline } from '../../offline/make-available-offline.ts'
import { requestPersistentStorage } from '../../offline/storage-status.ts'
import { Button } from '../../ui/index.ts'
import { formatSavedTime } from './format-saved-time.ts'
import { useReadyOffline } from './ready-offline-status.ts'
import { useNeedsConnection } from './use-online.ts'

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '4', fontSize: 'sm' })

function ReadyOfflineBar({
  readyAt,
  busy,
  progress,
  error,
  onMake,
}: {
  readyAt: number | undefined
  busy: boolean
  progress?: string
  error: string | null
  onMake: () => void
}) {
  const connection = useNeedsConnection('Making it available offline')
  return (
    <div className={bar}>
      <Button
        variant="outline"
        disabled={busy || connection.disabled}
        aria-describedby={connection.reason ? 'ready-offline-reason' : undefined}
        onClick={onMake}
      >
        {busy ? 'Saving for offline…' : 'Make available offline'}
      </Button>
      <span role="status" className={css({ color: error ? 'danger' : 'fg.muted' })}>
        {error ?? (busy ? progress : readyAt ? `Ready offline · as of ${formatSavedTime(readyAt)}` : '')}
      </span>
      {connection.reason && (
        <span id="ready-offline-reason" className={css({ color: 'fg.muted' })}>
          {connection.reason}
        </span>
      )}
    </div>
  )
}

/** On a property: fetch all of it for offline use, then "Ready offline · as of {time}". */
export function MakePropertyAvailableOffline({ propertyId }: { propertyId: number }) {
  const queryClient = useQueryClient()
  const ready = useReadyOffline('property', propertyId)
  const make = useMutation({
    mutationFn: () => {
      void requestPersistentStorage()
      return makePropertyAvailableOffline(queryClient, propertyId)
    },
  })
  return (
    <ReadyOfflineBar
      readyAt={ready?.at}
      busy={make.isPending}
      error={make.isError ? 'Could not make this property available offline. Try again.' : null}
      onMake={() => make.mutate()}
    />
  )
}

/** On the portfolio: every property of the page shown, a few at a time, with progress. */
export function MakePageAvailableOffline({
  propertyIds,
  pageKey,
}: {
  propertyIds: readonly number[]
  pageKey: string
}) {
  const queryClient = useQueryClient()
  const ready = useReadyOffline('portfolio', pageKey)
  const [done, setDone] = useState(0)
  const make = useMutation({
    mutationFn: () => {
      setDone(0)
      return makePropertiesAvailableOffline(queryClient, propertyIds, pageKey, setDone)
    },
  })
  if (propertyIds.length === 0) return null
  return (
    <ReadyOfflineBar
      readyAt={ready?.at}
      busy={make.isPending}
      progress={`${done} of ${propertyIds.length} properties saved`}
      error={make.isError ? 'Some properties could not be made available offline. Try again.' : null}
      onMake={() => make.mutate()}
    />
  )
}
