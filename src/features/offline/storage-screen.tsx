import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { clearOfflineData } from '../../offline/start.ts'
import {
  formatBytes,
  readStorageStatus,
  requestPersistentStorage,
  type StorageStatus,
} from '../../offline/storage-status.ts'
import { Banner, Button, usePageTitle } from '../../ui/index.ts'
import { useUnsyncedWrites } from './unsynced.ts'

const row = css({ display: 'flex', flexDirection: 'column', gap: '1', py: '3', borderBottomWidth: '1px' })
const label = css({ fontWeight: 'semibold' })

/** Settings → Storage: whether offline data is kept, how much space it takes, and clearing it. */
export function StorageScreen() {
  usePageTitle('Storage')
  const queryClient = useQueryClient()
  const unsynced = useUnsyncedWrites()
  const [status, setStatus] = useState<StorageStatus | null>(null)
  const [clearing, setClearing] = useState(false)
  const [cleared, setCleared] = useState(false)

  const refresh = useCallback(() => readStorageStatus().then(setStatus), [])
  useEffect(() => {
    // Asked on this page's first visit too: a user who looks here wants their offline data kept.
    void requestPersistentStorage().finally(() => void refresh())
  }, [refresh])

  const clear = async () => {
    setClearing(true)
    // The screens' data goes too: it would be saved again at once otherwise. The session stays.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
    await clearOfflineData()
    setClearing(false)
    setCleared(true)
    await refresh()
  }

  return (
    <div>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>Storage</h2>
      <dl>
        <div className={row}>
          <dt className={label}>Persistent storage</dt>
          <dd>
            {status === null
              ? 'Checking…'
              : status.persisted === null
                ? 'This browser cannot say whether offline data is kept.'
                : status.persisted
                  ? 'On: the browser keeps offline data even when space runs low.'
                  : 'Off: the browser may clear offline data when space runs low. Installing the app usually turns it on.'}
          </dd>
        </div>
        <div className={row}>
          <dt className={label}>Space used</dt>
          <dd>
            {status?.usage == null || status.quota == null
              ? 'Not known'
              : `${formatBytes(status.usage)} of ${formatBytes(status.quota)} available`}
          </dd>
        </div>
      </dl>
      <div className={css({ mt: '6', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
        {unsynced > 0 && (
          <Banner tone="warning" role="status" className={css({ borderRadius: 'md', border: '1px solid' })}>
            {`Offline data cannot be cleared while ${unsynced === 1 ? '1 change has' : `${unsynced} changes have`} not been sent. Clearing now would lose ${unsynced === 1 ? 'it' : 'them'}: connect to the internet and let ${unsynced === 1 ? 'it' : 'them'} sync first.`}
          </Banner>
        )}
        <Button variant="outline" disabled={unsynced > 0 || clearing} onClick={() => void clear()}>
          Clear offline data
        </Button>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })} role="status">
          {cleared
            ? 'Offline data cleared. Screens load from the server again.'
            : 'Removes saved screens, documents and PDFs from this device. You stay signed in.'}
        </p>
      </div>
    </div>
  )
}
