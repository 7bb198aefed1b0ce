import { Banner } from '../../ui/index.ts'
import { formatSavedTime } from './format-saved-time.ts'
import { useOnline } from './use-online.ts'
import { useShownDataSavedAt } from './use-shown-data-saved-at.ts'

/** While offline: say so, and how old the data on screen is. Polite: it must not interrupt work. */
export function OfflineBanner() {
  // Online, nothing reads the cache: the age of the data on screen is worked out only while it is shown.
  return useOnline() ? null : <ShownOfflineBanner />
}

function ShownOfflineBanner() {
  const savedAt = useShownDataSavedAt()
  return (
    <Banner tone="warning" role="status" title="You're offline" aria-label="Offline">
      {savedAt === null
        ? 'Screens you have opened before still work. Actions that need a connection are turned off.'
        : `Showing data saved at ${formatSavedTime(savedAt)}. Actions that need a connection are turned off.`}
    </Banner>
  )
}
