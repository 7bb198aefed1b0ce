import * as v from 'valibot'
import { COMPLIANCE_STATUSES, PROPERTY_OVERVIEW_STATUSES, SERVICES } from './catalog.ts'
import { listSchema } from './envelope.ts'

export const PORTFOLIO_PAGE_SIZE = 25
export const PORTFOLIO_PAGE_SIZE_MAX = 100
export const PORTFOLIO_QUERY_MAX = 200

/**
 * Facets come from the compliance filter categories (foundations §9): a property's compliance status
 * (its overview or its compliance status) and the servicing status of its services. Facets of one
 * category widen the list (any of them); facets of both categories narrow it (one of each).
 */
export const COMPLIANCE_FACETS = [...new Set([...PROPERTY_OVERVIEW_STATUSES, ...COMPLIANCE_STATUSES])] as const
export const SERVICING_FACETS = [
  'BOOKED_IN',
  'SERVICE_PENDING',
  'REBOOKING_IN_PROGRESS',
  'ON_HOLD',
  'PENDING_CANCELLATION',
] as const
export const PORTFOLIO_FACETS = [...COMPLIANCE_FACETS, ...SERVICING_FACETS] as const
export type PortfolioFacet = (typeof PORTFOLIO_FACETS)[number]

/** INCLUDING: has every chosen service; ONLY: has exactly those; EXCLUDING: has none of them. */
export const SERVICE_EXCLUSIVITY = ['INCLUDING', 'ONLY', 'EXCLUDING'] as const
export type ServiceExclusivity = (typeof SERVICE_EXCLUSIVITY)[number]

const SERVICE_IDS = SERVICES.map((s) => s.id) as number[]
const many = <T extends v.GenericSchema<string, unknown>>(item: T) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((x) => (Array.isArray(x) ? x : [x])),
      v.array(item),
    ),
    [],
  )
const positiveInt = (message: string) =>
  v.pipe(v.string(message), v.regex(/^[1-9]\d{0,8}$/, message), v.transform(Number))

/** GET /v1/portfolio query string (wire names are the spec's). */
export const PortfolioQuerySchema = v.object({
  query: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(PORTFOLIO_QUERY_MAX, `Search text must be at most ${PORTFOLIO_QUERY_MAX} characters`),
    ),
    '',
  ),
  facet: many(v.picklist(PORTFOLIO_FACETS, 'Unknown facet')),
  service: many(
    v.pipe(
      positiveInt('Service ID is required'),
      v.check((id) => SERVICE_IDS.includes(id), 'Service ID is required'),
    ),
  ),
  serviceExclusivity: v.optional(v.picklist(SERVICE_EXCLUSIVITY, 'Unknown service exclusivity'), 'INCLUDING'),
  page: v.optional(positiveInt('Page must be a whole number from 1'), '1'),
  'page-size': v.optional(
    v.pipe(
      positiveInt('Page size must be a whole number from 1'),
      v.maxValue(PORTFOLIO_PAGE_SIZE_MAX, `Page size must be at most ${PORTFOLIO_PAGE_SIZE_MAX}`),
    ),
    String(PORTFOLIO_PAGE_SIZE),
  ),
  'property-manager': v.optional(positiveInt('Property manager not found')),
  'new-access-issues': v.optional(v.picklist(['true', 'false'], 'Must be true or false')),
  'new-problem-register': v.optional(v.picklist(['true', 'false'], 'Must be true or false')),
})
export type PortfolioQuery = v.InferOutput<typeof PortfolioQuerySchema>

export const PortfolioRowSchema = v.object({
  compliancePropertyId: v.number(),
  address: v.object({ line1: v.string(), fullAddress: v.string() }),
  propertyManager: v.nullable(v.object({ id: v.number(), name: v.string() })),
  complianceStatus: v.string(),
  overviewStatus: v.string(),
  tags: v.array(v.picklist(['Integrated', 'Cancelled'])),
  services: v.array(
    v.object({
      serviceId: v.number(),
      shortName: v.string(),
      complianceStatus: v.string(),
      jobStatus: v.nullable(v.string()),
      isOnHold: v.boolean(),
      isPendingCancellation: v.boolean(),
      nextServiceDate: v.nullable(v.string()),
    }),
  ),
})
export type PortfolioRow = v.InferOutput<typeof PortfolioRowSchema>
export const PortfolioListSchema = listSchema(PortfolioRowSchema)
