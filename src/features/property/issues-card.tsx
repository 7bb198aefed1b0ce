import { css } from '../../../styled-system/css'
import { ACCESS_ISSUE_LABELS, type PropertyDetail } from '../../contract/property.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge, ExternalLinkIcon } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { humanise } from './format.ts'
import { SectionCard } from './section-card.tsx'

const rowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border',
  _first: { borderTopWidth: '0', pt: '0' },
})
const subheading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '1' })

function noticeLabel(noticeType: string): string {
  return Object.hasOwn(ACCESS_ISSUE_LABELS, noticeType)
    ? ACCESS_ISSUE_LABELS[noticeType as keyof typeof ACCESS_ISSUE_LABELS]
    : humanise(noticeType)
}

/** Open access issues and notices: what stands between the technician and the property. Nothing when none. */
export function IssuesCard({ property, className }: { property: PropertyDetail; className?: string }) {
  const session = useSession()
  const { openAccessIssues: issues, openNotices: notices } = property
  if (issues.length === 0 && notices.length === 0) return null
  const noticesUrl = `${session.complianceSystemUrl}/Notices/view?search=${encodeURIComponent(property.address.fullAddress)}`
  return (
    <SectionCard title="Open issues" className={className}>
      {issues.length > 0 && (
        <div className={css({ mb: notices.length ? '4' : '0' })}>
          <h3 className={subheading}>Access issues</h3>
          <ul>
            {issues.map((issue) => (
              <li key={issue.id} className={rowClass}>
                <Badge tone="danger">{ACCESS_ISSUE_LABELS[issue.issueType]}</Badge>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Raised {formatDate(issue.createdAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {notices.length > 0 && (
        <div>
          <h3 className={subheading}>Notices</h3>
          <ul>
            {notices.map((notice) => (
              <li key={notice.id} className={rowClass}>
                <span className={css({ fontWeight: 'medium' })}>{noticeLabel(notice.noticeType)}</span>
                {notice.isUrgent && <Badge tone="danger">Urgent</Badge>}
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatDate(notice.createdAt)}</span>
              </li>
            ))}
          </ul>
          <a
            href={noticesUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              minHeight: '11',
              color: 'accent',
              textDecoration: 'underline',
            })}
          >
            View notices
            <ExternalLinkIcon size={14} />
            <span className={css({ srOnly: true })}> (opens in a new tab)</span>
          </a>
        </div>
      )}
    </SectionCard>
  )
}
