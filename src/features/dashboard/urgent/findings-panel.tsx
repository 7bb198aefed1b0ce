import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { reportedFindingQueries } from '../../../api/reported-findings.ts'
import { REPORTED_FINDINGS_MESSAGES, type UrgentFindingGroup } from '../../../contract/reported-findings.ts'
import { formatDate } from '../../../lib/dates.ts'
import { PreviewList, type ViewAll } from './preview-list.tsx'
import { Detail, PropertyAddress, UrgentRow } from './row-parts.tsx'

/** 'Resolve reported findings': findings needing action, by property and service (VIC: urgent ones only). */
export function FindingsPanel({ propertyManagerId, viewAll }: { propertyManagerId?: number; viewAll: ViewAll }) {
  const query = useQuery(reportedFindingQueries.urgent(propertyManagerId))
  return (
    <PreviewList
      query={query}
      errorMessage={REPORTED_FINDINGS_MESSAGES.urgentFailed}
      emptyText="No reported findings found"
      illustration="compliance-issue"
      skeletonRows={5}
      label="Reported findings"
      viewAll={viewAll}
    >
      {(group: UrgentFindingGroup) => (
        <UrgentRow
          key={`${group.property.compliancePropertyId}-${group.service.shortName}`}
          label={`${group.service.name} findings at ${group.property.addressLine1}`}
        >
          <PropertyAddress property={group.property} />
          <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{group.service.name}</p>
          <ul className={css({ display: 'grid', gap: '1' })}>
            {group.reportedFindings.map((finding) => (
              <li
                key={finding.problemRegisterId}
                className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}
              >
                <span
                  aria-hidden
                  className={css({ width: '2.5', height: '2.5', borderRadius: 'full', flexShrink: 0 })}
                  style={{ background: finding.servicingCategory.color }}
                />
                <span className={css({ fontSize: 'sm' })}>
                  <span className={css({ fontWeight: 'medium' })}>{finding.servicingCategory.name}:</span>{' '}
                  {finding.originalProblemItem.title}
                  {finding.appliance?.applianceLocation && ` (${finding.appliance.applianceLocation})`}
                </span>
              </li>
            ))}
          </ul>
          {group.reportedFindings[0] && (
            <Detail>Reported at the service on {formatDate(group.reportedFindings[0].originalBookingDate)}</Detail>
          )}
        </UrgentRow>
      )}
    </PreviewList>
  )
}
