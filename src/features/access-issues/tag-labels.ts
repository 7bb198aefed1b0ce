import type { AccessIssueTag } from '../../contract/notices.ts'

export type TagTone = 'neutral' | 'warning' | 'danger' | 'info'

/**
 * How the access-issue tags show, in the dashboard preview and the list alike. NotOverdue is the absence of
 * a problem, so it shows nothing.
 */
export const ACCESS_ISSUE_TAG_LABEL: Record<AccessIssueTag, { label: string; tone: TagTone } | null> = {
  Overdue: { label: 'Overdue', tone: 'danger' },
  NotOverdue: null,
  Vacant: { label: 'Vacant', tone: 'neutral' },
  OnHold: { label: 'On hold', tone: 'neutral' },
  PriorityBooking: { label: 'Priority booking', tone: 'info' },
  UpdateRequired: { label: 'Update required', tone: 'warning' },
  SuspensionWarning: { label: 'Suspension warning', tone: 'warning' },
  Suspended: { label: 'Suspended', tone: 'danger' },
}

/** The tags that show, in the order the server sent them. */
export function shownTags(tags: readonly AccessIssueTag[]): { tag: AccessIssueTag; label: string; tone: TagTone }[] {
  return tags.flatMap((tag) => {
    const shown = ACCESS_ISSUE_TAG_LABEL[tag]
    return shown ? [{ tag, ...shown }] : []
  })
}
