import * as v from 'valibot'
import { ACCESS_ISSUE_TYPES } from './catalog.ts'
import { listSchema } from './envelope.ts'
import { idParamSchema, requestObject } from './fields.ts'
import { PageSchema, PageSizeSchema, SearchTextSchema } from './portfolio.ts'

/** An active notice (property-operations §3): raised when the provider could not get in. */
export const ActiveNoticeSchema = v.object({
  id: v.number(),
  noticeType: v.string(),
  createdAt: v.string(),
  property: v.object({
    compliancePropertyId: v.number(),
    isIntegrated: v.boolean(),
    address: v.object({ addressLine1: v.string(), addressLine2: v.string() }),
  }),
})
export type ActiveNotice = v.InferOutput<typeof ActiveNoticeSchema>

/** GET /v1/notice/analytics/urgent-active-notices: the first urgent unresolved notices (oldest first). */
export const UrgentActiveNoticesSchema = listSchema(ActiveNoticeSchema)

export const ACCESS_ISSUE_TAGS = [
  'Overdue',
  'NotOverdue',
  'Vacant',
  'OnHold',
  'PriorityBooking',
  'UpdateRequired',
  'SuspensionWarning',
  'Suspended',
] as const
export type AccessIssueTag = (typeof ACCESS_ISSUE_TAGS)[number]

/** Access-issue list item (property-operations §3): a property and the problems blocking entry. */
export const AccessIssueItemSchema = v.object({
  compliancePropertyId: v.number(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  accessIssues: v.object({
    problems: v.array(v.object({ publicName: v.string(), createdAt: v.string() })),
  }),
  tags: v.array(v.picklist(ACCESS_ISSUE_TAGS)),
  currentTenancy: v.nullable(v.object({ id: v.number() })),
})
export type AccessIssueItem = v.InferOutput<typeof AccessIssueItemSchema>

/** GET /v1/agency/access-issues/analytics/urgent (agencies with the agency-entry-method experiment). */
export const UrgentAccessIssuesSchema = listSchema(AccessIssueItemSchema)

/** Open issues this old get the suspension warning; over 30 days they need the details updated (§9). */
export const SUSPENSION_WARNING_DAYS = 21
export const UPDATE_REQUIRED_DAYS = 30
/** Open this long, the provider stops trying to get in until the agency acts: the list's Suspended tag. */
export const SUSPENDED_DAYS = 60

export const NOTICE_MESSAGES = {
  noticesFailed: 'Failed to get urgent active notices',
  accessIssuesFailed: 'Failed to get urgent access issues',
} as const

// --- Lists of /action-required/access-issues ----------------------------------------------------------------

/** URGENT is what the dashboard's 'Resolve access issues' tab counts, so its 'View all' opens the same total. */
export const NOTICE_FACETS = ['URGENT', 'NON_URGENT'] as const
export type NoticeFacet = (typeof NOTICE_FACETS)[number]
export const NOTICE_TAGS = ['vacant', 'update required'] as const

const ListQueryEntries = {
  query: SearchTextSchema,
  facet: v.optional(v.picklist(NOTICE_FACETS, 'Unknown facet')),
  page: PageSchema,
  'page-size': PageSizeSchema,
  propertyId: v.optional(idParamSchema('Property not found')),
  'property-manager': v.optional(idParamSchema('Property manager not found')),
}

/** GET /v1/notice: the agency's notices, open ones unless resolved=true; oldest first. */
export const NoticeListQuerySchema = requestObject({
  ...ListQueryEntries,
  resolved: v.optional(v.picklist(['true', 'false'], 'Must be true or false'), 'false'),
})
export type NoticeListQuery = v.InferOutput<typeof NoticeListQuerySchema>

/** A notice (property-operations §3 "Notice"). */
export const NoticeSchema = v.object({
  id: v.number(),
  noticeId: v.number(),
  noticeType: v.picklist(ACCESS_ISSUE_TYPES),
  /** 'Refusing service', 'Key issue', … */
  publicName: v.string(),
  propertyId: v.number(),
  isUrgent: v.boolean(),
  isContactDiRequired: v.boolean(),
  isResolved: v.boolean(),
  resolveReason: v.nullable(v.string()),
  resolvedAt: v.nullable(v.string()),
  createdAt: v.string(),
  tags: v.array(v.picklist(NOTICE_TAGS)),
  property: v.object({
    compliancePropertyId: v.number(),
    isIntegrated: v.boolean(),
    address: v.object({ addressLine1: v.string(), addressLine2: v.string() }),
    propertyManager: v.nullable(v.object({ id: v.number(), name: v.string() })),
  }),
})
export type Notice = v.InferOutput<typeof NoticeSchema>
export const NoticeListSchema = listSchema(NoticeSchema)

/** GET /v1/agency/access-issues (the agency-entry-method variant): properties with open access issues. */
export const AgencyAccessIssuesQuerySchema = requestObject(ListQueryEntries)
export type AgencyAccessIssuesQuery = v.InferOutput<typeof AgencyAccessIssuesQuerySchema>
export const AgencyAccessIssueListSchema = listSchema(AccessIssueItemSchema)

export const ACCESS_ISSUE_LIST_TEXTS = {
  empty: 'No access issues found',
  noticesFailed: 'Failed to get notices',
  accessIssuesFailed: 'Failed to get access issues',
} as const
