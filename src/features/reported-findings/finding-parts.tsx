import { css } from '../../../styled-system/css'
import { FINDING_TEXTS, type FindingTag, type ReportedFinding } from '../../contract/reported-findings.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/index.ts'

/** The servicing category: its colour as a dot, its name, and its description for screen readers. */
export function CategoryChip({ category }: { category: ReportedFinding['servicingCategory'] }) {
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        px: '2',
        py: '0.5',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'full',
        fontSize: 'xs',
        fontWeight: 'semibold',
      })}
    >
      <span
        aria-hidden
        className={css({ width: '2.5', height: '2.5', borderRadius: 'full', flexShrink: 0 })}
        style={{ background: category.color }}
      />
      {category.name}
      <span className={css({ srOnly: true })}>: {category.description}</span>
    </span>
  )
}

/** "Smoke alarm, Hallway": the appliance and where it is, when the technician named them. */
export function applianceText(appliance: ReportedFinding['appliance']): string | null {
  const parts = [appliance?.applianceName, appliance?.applianceLocation].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

/** "by Jane Citizen, 03/04/2026": who and when, as far as the server knows them. */
export function byAndWhen(by: string | null, at: string | null): string {
  return [by && `by ${by}`, at && formatDate(at)].filter(Boolean).join(', ')
}

const detail = css({ fontSize: 'sm', color: 'fg.muted' })
const statusRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '2', rowGap: '1' })

/**
 * The finding's status badges (property-operations §2): "Finding dismissed" and "Quote requested", each with
 * by and date; a resolution, when there is one. Nothing when the finding is simply open.
 */
export function FindingStatus({ finding }: { finding: ReportedFinding }) {
  const p = finding.problemRegister
  const rows: { label: string; tone: 'neutral' | 'info' | 'success'; by: string }[] = []
  if (p.isDismissed) {
    rows.push({ label: FINDING_TEXTS.dismissedBadge, tone: 'neutral', by: byAndWhen(p.dismissedBy, p.dateDismissed) })
  }
  if (p.quoteRequested) {
    const by = byAndWhen(p.quoteRequestedBy, p.dateQuoteRequested)
    rows.push({ label: FINDING_TEXTS.quoteRequestedBadge, tone: 'info', by })
  }
  if (p.status === 'RESOLVED') rows.push({ label: 'Resolved', tone: 'success', by: '' })
  if (p.status === 'RESOLVED_BY_THIRD_PARTY') rows.push({ label: 'Resolved by third party', tone: 'success', by: '' })
  if (rows.length === 0) return null
  return (
    <ul aria-label="Status" className={css({ display: 'grid', gap: '1' })}>
      {rows.map((row) => (
        <li key={row.label} className={statusRow}>
          <Badge tone={row.tone}>{row.label}</Badge>
          {row.by && <span className={detail}>{row.by}</span>}
        </li>
      ))}
    </ul>
  )
}

const TAG_LABELS: Record<FindingTag, { label: string; tone: 'danger' | 'warning' | 'neutral' }> = {
  ComplianceIssues: { label: 'Compliance issues', tone: 'danger' },
  PendingItems: { label: 'Pending items', tone: 'warning' },
  CordedBlinds: { label: 'Corded blinds', tone: 'neutral' },
  WaterEfficiency: { label: 'Water efficiency', tone: 'neutral' },
  RCD: { label: 'RCD', tone: 'neutral' },
  AwaitingQuotationApproval: { label: 'Awaiting quote approval', tone: 'warning' },
  AwaitingUrgentQuotationApproval: { label: 'Awaiting urgent quote approval', tone: 'danger' },
  RejectedQuotes: { label: 'Rejected quotes', tone: 'neutral' },
}

/** The group's tags (§3 Tags) as badges. */
export function FindingTags({ tags }: { tags: readonly FindingTag[] }) {
  if (tags.length === 0) return null
  return (
    <p className={statusRow}>
      {tags.map((tag) => (
        <Badge key={tag} tone={TAG_LABELS[tag].tone}>
          {TAG_LABELS[tag].label}
        </Badge>
      ))}
    </p>
  )
}

/** One finding's title, appliance, category and service date: what the list and the property show alike. */
export function FindingSummary({ finding }: { finding: ReportedFinding }) {
  const appliance = applianceText(finding.appliance)
  return (
    <div className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
      <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{finding.originalProblemItem.title}</p>
      <p className={statusRow}>
        <CategoryChip category={finding.servicingCategory} />
        {appliance && <span className={detail}>{appliance}</span>}
      </p>
    </div>
  )
}
