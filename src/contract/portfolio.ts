import * as v from 'valibot'
import { COMPLIANCE_STATUSES, PROPERTY_OVERVIEW_STATUSES, serviceIdOf } from './catalog.ts'
import { listSchema } from './envelope.ts'
import { idParamSchema, idSchema, repeatedParamSchema as many, requestObject, textSchema } from './fields.ts'
import { GAS_APPLIANCE_COUNTS, GAS_REQUIRED, isGasServiceLocked, serviceDatesSchema } from './service-dates.ts'

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

/** The search box of both portfolio lists: every word must appear in the address. */
export const SearchTextSchema = v.optional(
  v.pipe(
    textSchema(),
    v.trim(),
    v.maxLength(PORTFOLIO_QUERY_MAX, `Search text must be at most ${PORTFOLIO_QUERY_MAX} characters`),
  ),
  '',
)
/** A service by id or, as links from elsewhere write it, by name (GAS, gas, Gas); anything else is refused. */
export const ServiceIdSchema = v.pipe(
  textSchema('Service ID is required'),
  v.check((raw) => serviceIdOf(raw) !== undefined, 'Service ID is required'),
  v.transform((raw) => serviceIdOf(raw) ?? 0),
)

export const PageSchema = v.optional(idParamSchema('Page must be a whole number from 1'), '1')
export const PageSizeSchema = v.optional(
  v.pipe(
    idParamSchema('Page size must be a whole number from 1'),
    v.maxValue(PORTFOLIO_PAGE_SIZE_MAX, `Page size must be at most ${PORTFOLIO_PAGE_SIZE_MAX}`),
  ),
  String(PORTFOLIO_PAGE_SIZE),
)

/** GET /v1/portfolio query string (wire names are the spec's). */
export const PortfolioQuerySchema = requestObject({
  query: SearchTextSchema,
  facet: many(v.picklist(PORTFOLIO_FACETS, 'Unknown facet')),
  service: many(ServiceIdSchema),
  serviceExclusivity: v.optional(v.picklist(SERVICE_EXCLUSIVITY, 'Unknown service exclusivity'), 'INCLUDING'),
  page: PageSchema,
  'page-size': PageSizeSchema,
  'property-manager': v.optional(idParamSchema('Property manager not found')),
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

// --- The non-managed portfolio (managed-by=OTHER): properties serviced by other providers ----------------

/** nonManagedPortfolioStats (foundations §3): each is a condition on a property's service entries. */
export const NON_MANAGED_FACETS = [
  'COMPLIANT',
  'COMPLIANCE_ISSUES',
  'OVERDUE',
  'APPROACHING_NEXT_SERVICE',
  'MISSING_SUPPLIER',
  'MISSING_LAST_SERVICE_DATE',
] as const
export type NonManagedFacet = (typeof NON_MANAGED_FACETS)[number]
/** Migration 0028's approaching counters keep a previous date at most APPROACHING_DAYS + 1 days back (31). */
export const APPROACHING_DAYS = 30

/** GET /v1/portfolio/integrated (and its export). */
export const NonManagedQuerySchema = requestObject({
  query: SearchTextSchema,
  facet: many(v.picklist(NON_MANAGED_FACETS, 'Unknown facet')),
  services: many(ServiceIdSchema),
  'property-manager': v.optional(idParamSchema('Property manager not found')),
  'provided-by': v.optional(idParamSchema('Service provider not found')),
  page: PageSchema,
  'page-size': PageSizeSchema,
})
export type NonManagedQuery = v.InferOutput<typeof NonManagedQuerySchema>

export const ServiceProviderSchema = v.object({ id: v.number(), supplier_name: v.string() })
export type ServiceProvider = v.InferOutput<typeof ServiceProviderSchema>
export const ServiceProviderListSchema = listSchema(ServiceProviderSchema)

export const SUPPLIER_NAME_MAX = 100
export const SUPPLIER_NAME_REQUIRED = 'Service provider name is required'
/** POST /v1/portfolio/integrated/service-providers. */
export const CreateServiceProviderSchema = requestObject({
  supplierName: v.pipe(
    textSchema(SUPPLIER_NAME_REQUIRED),
    v.trim(),
    v.nonEmpty(SUPPLIER_NAME_REQUIRED),
    v.maxLength(SUPPLIER_NAME_MAX, `Service provider name must be at most ${SUPPLIER_NAME_MAX} characters`),
  ),
})

/** Service entry (foundations §3). */
export const ServiceEntrySchema = v.object({
  complianceId: v.nullable(v.number()),
  complianceRequirementId: v.number(),
  name: v.string(),
  shortName: v.string(),
  managedBy: v.nullable(v.picklist(['LANDLORD', 'THIRD_PARTY', 'UNKNOWN', 'NOT_MANAGED'])),
  lastServiceDate: v.nullable(v.string()),
  nextServiceDate: v.nullable(v.string()),
  providedBy: v.nullable(v.object({ id: v.number(), providedBy: v.string() })),
  serviceFrequencyMonths: v.number(),
})
export type ServiceEntry = v.InferOutput<typeof ServiceEntrySchema>

/** Property in portfolio (foundations §3). */
export const NonManagedRowSchema = v.object({
  portfolioPropertyId: v.number(),
  address: v.object({ line1: v.string(), fullAddress: v.string() }),
  propertyManager: v.nullable(v.object({ id: v.number(), name: v.string() })),
  gasApplianceCountValue: v.nullable(v.picklist(['unknownCount', '0', '1', '2+'])),
  services: v.array(ServiceEntrySchema),
  documents: v.array(v.object({ id: v.string() })),
})
export type NonManagedRow = v.InferOutput<typeof NonManagedRowSchema>
export const NonManagedListSchema = listSchema(NonManagedRowSchema)

/**
 * PATCH /v1/portfolio/integrated: a non-managed property's service entries, each with the rules of
 * foundations §5; `today` is the agency's date. A gas entry of a property without a known appliance
 * count has its dates and provider cleared (foundations §4), whatever was sent.
 */
export const SERVICES_REQUIRED = 'Services are required'

export function updateServiceEntriesSchema(today: string) {
  const entry = v.object({
    complianceRequirementId: idSchema('Service ID is required'),
    providerId: v.nullish(idSchema('Service provider not found'), null),
  })
  return v.pipe(
    requestObject({
      agencyPortfolioPropertyId: idSchema('Property not found'),
      gasApplianceCountValue: v.nullish(v.picklist(GAS_APPLIANCE_COUNTS, GAS_REQUIRED), null),
      services: v.pipe(
        v.array(v.intersect([entry, serviceDatesSchema(today)]), SERVICES_REQUIRED),
        v.check(
          (list) => new Set(list.map((s) => s.complianceRequirementId)).size === list.length,
          'Each service can appear once',
        ),
      ),
    }),
    v.transform((body) => ({
      ...body,
      services: body.services.map((s) =>
        isGasServiceLocked(s.complianceRequirementId, body.gasApplianceCountValue)
          ? { ...s, lastServiceDate: null, nextServiceDate: null, providerId: null }
          : s,
      ),
    })),
  )
}
export type UpdateServiceEntriesBody = v.InferInput<ReturnType<typeof updateServiceEntriesSchema>>
