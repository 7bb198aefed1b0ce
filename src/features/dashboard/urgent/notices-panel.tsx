import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { noticeQueries } from '../../../api/notices.ts'
import { type AccessIssueItem, type ActiveNotice, NOTICE_MESSAGES } from '../../../contract/notices.ts'
import { formatDate } from '../../../lib/dates.ts'
import { Badge } from '../../../ui/index.ts'
import { shownTags } from '../../access-issues/tag-labels.ts'
import { PreviewList, type ViewAll } from './preview-list.tsx'
import { Detail, PropertyAddress, UrgentRow } from './row-parts.tsx'

const humanise = (code: string) => {
  const words = code.toLowerCase().replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Props = { propertyManagerId?: number; viewAll: ViewAll }

/** 'Resolve access issues': urgent unresolved notices, oldest first. */
export function NoticesPanel({ propertyManagerId, viewAll }: Props) {
  const query = useQuery(noticeQueries.urgentActive(propertyManagerId))
  return (
    <PreviewList
      query={query}
      errorMessage={NOTICE_MESSAGES.noticesFailed}
      emptyText="No urgent active notices found"
      illustration="no-active-notice"
      skeletonRows={5}
      label="Urgent active notices"
      viewAll={viewAll}
    >
      {(notice: ActiveNotice) => (
        <UrgentRow key={notice.id} label={`Notice for ${notice.property.address.addressLine1}`}>
          <PropertyAddress
            property={{ compliancePropertyId: notice.property.compliancePropertyId, ...notice.property.address }}
          />
          <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
            <Badge tone="danger">{humanise(notice.noticeType)}</Badge>
            {notice.property.isIntegrated && <Badge tone="info">Integrated</Badge>}
          </p>
          <Detail>Raised {formatDate(notice.createdAt)}</Detail>
        </UrgentRow>
      )}
    </PreviewList>
  )
}

/** The agency-entry-method variant: properties whose urgent access issues block entry, with their tags. */
export function AccessIssuesPanel({ propertyManagerId, viewAll }: Props) {
  const query = useQuery(noticeQueries.urgentAccessIssues(propertyManagerId))
  return (
    <PreviewList
      query={query}
      errorMessage={NOTICE_MESSAGES.accessIssuesFailed}
      emptyText="No access issues found"
      illustration="no-active-notice"
      skeletonRows={5}
      label="Urgent access issues"
      viewAll={viewAll}
    >
      {(item: AccessIssueItem) => (
        <UrgentRow key={item.compliancePropertyId} label={`Access issues at ${item.addressLine1}`}>
          <PropertyAddress property={item} />
          <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
            {shownTags(item.tags).map((shown) => (
              <Badge key={shown.tag} tone={shown.tone}>
                {shown.label}
              </Badge>
            ))}
          </p>
          <Detail>
            {[...new Set(item.accessIssues.problems.map((p) => p.publicName))].join(', ')}
            {item.accessIssues.problems[0] && ` · since ${formatDate(item.accessIssues.problems[0].createdAt)}`}
          </Detail>
        </UrgentRow>
      )}
    </PreviewList>
  )
}
