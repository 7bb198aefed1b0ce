import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { ACCESS_ISSUE_ACTIONS } from '../../api/access-issue-write.ts'
import { ACCESS_ISSUE_LABELS, type PropertyDetail } from '../../contract/property.ts'
import { todayInState } from '../../contract/states.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge, Button, ChunkBoundary, ExternalLinkIcon, lazyWithRetry } from '../../ui/index.ts'
import { canRequestOneOff } from '../access-issues/one-off/one-off-visibility.ts'
import { pendingNoticeId, usePendingAccessIssueWrites } from '../access-issues/pending-access-issue-changes.tsx'
import type { ResolveTarget } from '../access-issues/resolve/request-resolve-dialog.tsx'
import { PendingWrites } from '../offline/pending-writes.tsx'
import { useSession } from '../session/use-session.ts'
import { humanise } from './format.ts'
import { SectionCard } from './section-card.tsx'

// The dialogs' forms (and the form library) are their own chunks, loaded when one is opened.
const OneOffDialog = lazyWithRetry(() =>
  import('../access-issues/one-off/one-off-dialog.tsx').then((module) => ({ default: module.OneOffDialog })),
)
const RequestResolveDialog = lazyWithRetry(() =>
  import('../access-issues/resolve/request-resolve-dialog.tsx').then((module) => ({
    default: module.RequestResolveDialog,
  })),
)

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
const rowActions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', width: 'full' })
const srOnly = css({ srOnly: true })

function noticeLabel(noticeType: string): string {
  return Object.hasOwn(ACCESS_ISSUE_LABELS, noticeType)
    ? ACCESS_ISSUE_LABELS[noticeType as keyof typeof ACCESS_ISSUE_LABELS]
    : humanise(noticeType)
}

type OneOffTarget = { notice: { id: number; label: string } | null }
const PENDING_ACTIONS = [ACCESS_ISSUE_ACTIONS.resolve, ACCESS_ISSUE_ACTIONS.oneOff]

/**
 * Open access issues and notices: what stands between the technician and the property, with request resolve
 * per notice and the one-off entry notification where the spec allows it. Nothing when none.
 */
export function IssuesCard({ property, className }: { property: PropertyDetail; className?: string }) {
  const session = useSession()
  const [resolving, setResolving] = useState<ResolveTarget | null>(null)
  const [oneOff, setOneOff] = useState<OneOffTarget | null>(null)
  const pending = usePendingAccessIssueWrites(property.compliancePropertyId, PENDING_ACTIONS)
  const { openAccessIssues: issues, openNotices: notices } = property
  if (issues.length === 0 && notices.length === 0 && pending.length === 0) return null
  const noticesUrl = `${session.complianceSystemUrl}/Notices/view?search=${encodeURIComponent(property.address.fullAddress)}`
  const offerOneOff = canRequestOneOff(property, todayInState(session.stateId))
  const resolvePending = new Set(pending.map(pendingNoticeId))
  return (
    <SectionCard title="Open issues" className={className}>
      <PendingWrites items={pending} label="Access-issue requests not yet synced" />
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
          {offerOneOff && notices.length === 0 && (
            <Button variant="outline" onClick={() => setOneOff({ notice: null })} className={css({ mt: '2' })}>
              Request one-off entry notification
            </Button>
          )}
        </div>
      )}
      {notices.length > 0 && (
        <div>
          <h3 className={subheading}>Notices</h3>
          <ul>
            {notices.map((notice) => {
              const label = noticeLabel(notice.noticeType)
              return (
                <li key={notice.id} className={rowClass} aria-label={`Notice: ${label}`}>
                  <span className={css({ fontWeight: 'medium' })}>{label}</span>
                  {notice.isUrgent && <Badge tone="danger">Urgent</Badge>}
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatDate(notice.createdAt)}</span>
                  {!property.isCancelled && (
                    <div className={rowActions}>
                      {resolvePending.has(notice.id) ? (
                        <Badge tone="warning">Resolve requested</Badge>
                      ) : (
                        <Button
                          variant="outline"
                          aria-label={`Request resolve: ${label}`}
                          onClick={() =>
                            setResolving({
                              noticeId: notice.id,
                              propertyId: property.compliancePropertyId,
                              address: property.address.fullAddress,
                              label,
                            })
                          }
                        >
                          Request resolve
                        </Button>
                      )}
                      {offerOneOff && (
                        <Button
                          variant="outline"
                          aria-label={`One-off entry notification: ${label}`}
                          onClick={() => setOneOff({ notice: { id: notice.id, label } })}
                        >
                          One-off entry notification
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              )
            })}
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
            <span className={srOnly}> (opens in a new tab)</span>
          </a>
        </div>
      )}
      {resolving && (
        <ChunkBoundary onClose={() => setResolving(null)}>
          <RequestResolveDialog target={resolving} onClose={() => setResolving(null)} />
        </ChunkBoundary>
      )}
      {oneOff && (
        <ChunkBoundary onClose={() => setOneOff(null)}>
          <OneOffDialog property={property} notice={oneOff.notice} onClose={() => setOneOff(null)} />
        </ChunkBoundary>
      )}
    </SectionCard>
  )
}
