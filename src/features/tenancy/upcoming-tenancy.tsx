import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { tenancyQueries } from '../../api/tenancy.ts'
import { toDateInput } from '../../contract/dates.ts'
import type { PropertyTenancySummary } from '../../contract/tenancy.ts'
import { OccupantContactList } from './occupant-contact-list.tsx'

type Upcoming = NonNullable<PropertyTenancySummary['upcomingTenancy']>

/** The tenancy that starts next; its occupants come from the tenancy list, which the summary leaves out. */
export function UpcomingTenancy({ propertyId, upcoming }: { propertyId: number; upcoming: Upcoming }) {
  const { data } = useQuery(tenancyQueries.list(propertyId))
  const tenancy = data?.items.find((t) => t.tenancyId === upcoming.tenancyId)
  return (
    <section aria-labelledby="upcoming-tenancy-heading" className={css({ mt: '6' })}>
      <h3 id="upcoming-tenancy-heading" className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '1' })}>
        Upcoming tenancy
      </h3>
      <p className={css({ mb: '2' })}>Starts on {toDateInput(upcoming.startedAt)}</p>
      {tenancy && tenancy.occupants.length > 0 && (
        <OccupantContactList occupants={tenancy.occupants} caption="Occupants of the upcoming tenancy" />
      )}
    </section>
  )
}
