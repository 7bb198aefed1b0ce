import type { PropertyDetail } from '../../contract/property.ts'
import { KEY_AVAILABILITY_LABELS } from '../../contract/property.ts'
import { dateOrDash } from './format.ts'
import { DetailList } from './section-card.tsx'

/** The agency key and the on-site key as they are recorded now. */
export function KeyDetails({ property }: { property: PropertyDetail }) {
  const onsite = property.propertyKeyInformation
  return (
    <DetailList
      items={[
        ['Agency key', property.isKeyAvailable ? 'Available' : 'Not available'],
        ...(property.isKeyAvailable
          ? ([
              ['Key number', property.keyNumber ?? '–'],
              ['Pickup location', property.keyLocation?.fullAddress ?? '–'],
            ] satisfies [string, string][])
          : []),
        ['On-site key', KEY_AVAILABILITY_LABELS[onsite.onsiteAvailability]],
        ...(onsite.onsiteAvailability === 'TEMPORARY'
          ? ([['Available until', dateOrDash(onsite.temporaryKeyExpirationDate)]] satisfies [string, string][])
          : []),
        ['On-site key notes', onsite.keyOnsiteNotes ?? '–'],
        // Since when the on-site key information holds (property-operations §3); left out when it was never given.
        ...(onsite.validFrom ? ([['Valid from', dateOrDash(onsite.validFrom)]] satisfies [string, string][]) : []),
      ]}
    />
  )
}
